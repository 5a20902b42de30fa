/** POST check tables of /api/dtu/config (§1.2) and /api/device/config (§1.12). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ENCODINGS, expectResult, getJson, postJson, useTestGateway, waitFor } from './support/gateway.ts';

const t = useTestGateway();

const DTU = {
  serial: '199980112345',
  pollinterval: 7,
  nrf_palevel: 2,
  cmt_palevel: -5,
  cmt_frequency: 918000000,
  cmt_country: 1,
};

describe.each(ENCODINGS)('POST /api/dtu/config (%s)', (encoding) => {
  const path = '/api/dtu/config';
  const post = (change: Record<string, unknown>): Promise<unknown> =>
    postJson(t.base, path, { ...DTU, ...change }, encoding);

  it('answers 1005 for wrong types (the serial must be a JSON string)', async () => {
    expectResult(await post({ serial: 199980112345 }), 'warning', 1005);
    expectResult(await post({ cmt_palevel: 128 }), 'warning', 1005);
    expectResult(await post({ nrf_palevel: -1 }), 'warning', 1005);
  });

  it.each([
    [{ serial: '0' }, 2001, undefined],
    [{ serial: 'xyz' }, 2001, undefined],
    [{ pollinterval: 0 }, 2002, undefined],
    [{ nrf_palevel: 4 }, 2003, undefined],
    [{ cmt_palevel: -11 }, 2003, undefined],
    [{ cmt_palevel: 21 }, 2003, undefined],
    [{ cmt_country: 3 }, 2005, undefined],
    [{ cmt_frequency: 900000000 }, 2004, { min: 900250000, max: 963500000 }],
    [{ cmt_frequency: 918100000 }, 2004, { min: 900250000, max: 963500000 }],
    [{ cmt_country: 0, cmt_frequency: 923750000 }, 2004, { min: 860250000, max: 923500000 }],
  ])('answers %o with %i', async (change, code, param) => {
    expectResult(await post(change), 'warning', code, param);
  });

  it('saves (1001) and reads back with the hex serial', async () => {
    expectResult(await post({ serial: '0x1999801ABCDE' }), 'success', 1001);
    expect(await getJson(t.base, path)).toMatchObject({
      serial: '1999801abcde',
      pollinterval: 7,
      nrf_palevel: 2,
      cmt_palevel: -5,
      cmt_frequency: 918000000,
      cmt_country: 1,
      cmt_chan_width: 250000,
      nrf_enabled: true,
      cmt_enabled: true,
    });
  });

  it("keeps serials above 2^53 as the device's 64-bit integer (strtoll saturates)", async () => {
    for (const [sent, shown] of [
      ['ffffffffffffffffffff', '7fffffffffffffff'],
      ['7ffffffffffffffe', '7ffffffffffffffe'],
      ['20000000000001', '20000000000001'],
    ] as const) {
      expectResult(await post({ serial: sent }), 'success', 1001);
      expect(await getJson(t.base, path)).toMatchObject({ serial: shown });
      expect(await readFile(join(t.dataDir, 'config.json'), 'utf8')).toContain(
        `"serial":${BigInt(`0x${shown}`).toString()},`,
      );
    }
  });
});

const DEVICE = {
  curPin: { name: '' },
  display: {
    rotation: 1,
    power_safe: false,
    screensaver: false,
    contrast: 42,
    language: 2,
    diagramduration: 7200,
    diagrammode: 2,
  },
  led: [{ brightness: 30 }, { brightness: 150 }],
};

const PROFILE = 'DIY ESP32-S3 + CMT2300A';

describe('choosing another pin profile', () => {
  it('reboots the gateway and then reports the profile pins and radios', async () => {
    const boots = t.gateway.ctx.boot.count;
    const body = { ...DEVICE, curPin: { name: PROFILE } };
    expectResult(await postJson(t.base, '/api/device/config', body), 'success', 1001);
    await waitFor(() => t.gateway.ctx.boot.count > boots && t.gateway.state === 'running', 10_000, 'reboot');
    const device = (await getJson(t.base, '/api/device/config')) as { curPin: Record<string, unknown> };
    expect(device.curPin).toMatchObject({
      name: PROFILE,
      nrf24: { clk: -1, cs: -1, en: -1, irq: -1, miso: -1, mosi: -1 },
      cmt: { clk: 12, cs: 10, fcs: 11, sdio: 13, gpio2: 14, gpio3: 15 },
      display: { type: 3, data: 8, clk: 9, cs: 255, reset: 255 },
      eth: { enabled: false, phy_addr: -1 },
    });
    const system = (await getJson(t.base, '/api/system/status')) as Record<string, unknown>;
    expect(system).toMatchObject({
      nrf_configured: false,
      cmt_configured: true,
      resetreason_0: 'Software reset CPU',
    });
    const dtu = (await getJson(t.base, '/api/dtu/config')) as Record<string, unknown>;
    expect(dtu).toMatchObject({ nrf_enabled: false, cmt_enabled: true });
  });
});

describe.each(ENCODINGS)('POST /api/device/config (%s)', (encoding) => {
  const path = '/api/device/config';

  it('answers 1005 when neither curPin nor display is an object', async () => {
    expectResult(await postJson(t.base, path, { curPin: 'x', display: [] }, encoding), 'warning', 1005);
  });

  it('answers 12001 for a mapping name outside 1..63', async () => {
    const empty = { ...DEVICE, curPin: { name: '' } };
    expectResult(await postJson(t.base, path, empty, encoding), 'warning', 12001, { max: 63 });
    const long = { ...DEVICE, curPin: { name: 'n'.repeat(64) } };
    expectResult(await postJson(t.base, path, long, encoding), 'warning', 12001, { max: 63 });
  });

  it('saves display and LEDs (brightness clamped to 100) without a reboot when the mapping stays', async () => {
    const reboot = vi.spyOn(t.gateway.ctx, 'requestReboot');
    const body = { ...DEVICE, curPin: { name: PROFILE, nrf24: { clk: 99 } } };
    expectResult(await postJson(t.base, path, body, encoding), 'success', 1001);
    expect(reboot).not.toHaveBeenCalled();
    reboot.mockRestore();
    const saved = (await getJson(t.base, path)) as typeof DEVICE & { curPin: Record<string, unknown> };
    expect(saved.display).toEqual(DEVICE.display);
    expect(saved.led).toEqual([{ brightness: 30 }, { brightness: 100 }]);
    // Pins in the POST are ignored: they only come from pin_mapping.json.
    expect(saved.curPin).toMatchObject({ name: PROFILE, nrf24: { clk: -1 } });
  });
});
