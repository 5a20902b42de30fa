/** `--firmware <release>` (issue 28): which OpenDTU release the virtual DTU is, and `--gateways n` mixing them. */
import { EMULATED_RELEASES } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { parseCli, UsageError, USAGE } from '../src/cli.ts';
import { startFleetDemo } from '../src/fleetDemo.ts';
import { getJson, makeWebRoot, removeDir, tempDir } from './support/gateway.ts';

describe('--firmware', () => {
  it('defaults to v26.3.30, what a new owner has', () => {
    expect(parseCli([], '/x')).toMatchObject({ firmware: 'v26.3.30', firmwareGiven: false });
  });

  it.each(EMULATED_RELEASES)('takes %s', (release) => {
    expect(parseCli(['--firmware', release], '/x')).toMatchObject({ firmware: release, firmwareGiven: true });
  });

  it.each(['v24.10.15', '26.3.30', 'latest', ''])('refuses %j, listing the choices', (text) => {
    expect(() => parseCli(['--firmware', text])).toThrow(UsageError);
    expect(() => parseCli(['--firmware', text])).toThrow(
      'v24.10.6, v24.11.7, v25.1.14, v25.5.10, v25.9.11, v26.3.28, v26.3.30',
    );
  });

  it('has no meaning for the companion of a real gateway', () => {
    expect(() => parseCli(['--device', 'http://dtu.lan', '--firmware', 'v24.10.6'])).toThrow(
      '--firmware has no meaning with --device',
    );
  });

  it('is explained by --help with every release and the default', () => {
    expect(USAGE).toContain('--firmware <release>');
    for (const release of EMULATED_RELEASES) expect(USAGE).toContain(release);
    expect(USAGE).toContain('default v26.3.30');
  });
});

describe('--gateways 3', () => {
  it('runs v24.10.6, v25.9.11 and v26.3.30 behind one companion', async () => {
    const dataDir = await tempDir('fleet-releases');
    const webRoot = await makeWebRoot();
    const lines: string[] = [];
    const demo = await startFleetDemo({
      count: 3,
      host: '127.0.0.1',
      port: 0,
      dataDir,
      webRoot,
      rebootDelay: 100,
      timeScale: 1,
      retention: { sampleDays: 1, meanDays: 1, dayDays: 0 },
      log: (line) => lines.push(line),
    });
    try {
      const hashes = [];
      for (const dtu of demo.gateways) {
        const status = (await getJson(dtu.gateway.url.replace(/\/$/, ''), '/api/system/status', {})) as {
          git_hash: string;
        };
        hashes.push(status.git_hash);
      }
      expect(hashes).toEqual(['v24.10.6', 'v25.9.11', 'v26.3.30']);
      expect(lines.filter((line) => line.startsWith('Virtual gateway')).join('\n')).toContain(
        'OpenDTU v25.9.11',
      );
    } finally {
      await demo.stop();
      await removeDir(dataDir);
      await removeDir(webRoot);
    }
  });
});
