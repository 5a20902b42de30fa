import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_NAMES_FILE, GatewayNames } from './gatewayNames.ts';

let dir: string;
const lines: string[] = [];
const log = (line: string): void => {
  lines.push(line);
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-names-'));
  lines.length = 0;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the gateways’ last known names', () => {
  it('writes a changed name and reads it back at the next start, leaving no temp file', async () => {
    const names = await GatewayNames.load(dir, log);
    expect(names.get('shed')).toBeUndefined();
    names.remember('shed', 'Shed');
    names.remember('home', 'Home');
    await names.settled();
    expect(await readdir(dir)).toEqual([GATEWAY_NAMES_FILE]);
    const again = await GatewayNames.load(dir, log);
    expect([again.get('shed'), again.get('home')]).toEqual(['Shed', 'Home']);
    expect(lines).toEqual([]);
  });

  it('starts afresh from a damaged file, says so, and replaces it with the next name', async () => {
    await writeFile(join(dir, GATEWAY_NAMES_FILE), '{"shed":"Sh');
    const names = await GatewayNames.load(dir, log);
    expect(names.get('shed')).toBeUndefined();
    expect(lines.join('\n')).toMatch(/not read/);
    names.remember('shed', 'Shed');
    await names.settled();
    expect(JSON.parse(await readFile(join(dir, GATEWAY_NAMES_FILE), 'utf8'))).toEqual({ shed: 'Shed' });
  });

  it('keeps only names that are text', async () => {
    await writeFile(join(dir, GATEWAY_NAMES_FILE), '{"shed":"Shed","home":7,"barn":""}');
    const names = await GatewayNames.load(dir, log);
    expect([names.get('shed'), names.get('home'), names.get('barn')]).toEqual(['Shed', undefined, undefined]);
  });

  it('keeps a name set by the owner beside the host name, and reads the older file form (issue 30)', async () => {
    await writeFile(join(dir, GATEWAY_NAMES_FILE), '{"shed":"opendtu-shed","home":"opendtu-home"}');
    const names = await GatewayNames.load(dir, log);
    await names.setOwnName('shed', 'Garden shed');
    names.remember('shed', 'opendtu-shed-2');
    await names.settled();
    expect(JSON.parse(await readFile(join(dir, GATEWAY_NAMES_FILE), 'utf8'))).toEqual({
      shed: { host: 'opendtu-shed-2', name: 'Garden shed' },
      home: 'opendtu-home',
    });
    const again = await GatewayNames.load(dir, log);
    expect([again.ownName('shed'), again.get('shed'), again.ownName('home')]).toEqual([
      'Garden shed',
      'opendtu-shed-2',
      undefined,
    ]);
    await again.setOwnName('shed', undefined);
    expect(JSON.parse(await readFile(join(dir, GATEWAY_NAMES_FILE), 'utf8'))).toEqual({
      shed: 'opendtu-shed-2',
      home: 'opendtu-home',
    });
  });

  it('without a data directory remembers in memory only', async () => {
    const names = await GatewayNames.load(undefined, log);
    names.remember('shed', 'Shed');
    await names.settled();
    expect(names.get('shed')).toBe('Shed');
  });
});
