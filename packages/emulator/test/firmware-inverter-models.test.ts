/**
 * Which model each release makes of the serial prefixes newer releases added (firmware-versions §2.10),
 * as `/api/inverter/list` shows it: written out by hand per release, not read from protocol's table.
 */
import { EMULATED_RELEASES, type EmulatedRelease } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResult, getJson, postJson, startTestGateway, type TestGateway } from './support/gateway.ts';

/** HMS-1CH v2 prefix 0x1400, HMS-4CH 0x1420, HMS-2CH 0x114a, HMS-4CH 0x1166. */
const SERIALS = ['140012345678', '142012345678', '114a12345678', '116612345678'] as const;

const UNKNOWN = 'Unknown';
const HMS_1V2 = 'HMS-450/500-1T v2';
const HMS_2 = 'HMS-600/700/800/900/1000-2T';
const HMS_4 = 'HMS-1600/1800/2000-4T';
// 0x114a and 0x1166 match the HM digit rules before their own prefix arrives.
const HM_2 = 'HM-600/700/800-2T';
const HM_4 = 'HM-1000/1200/1500-4T';

const EXPECTED: Readonly<Record<EmulatedRelease, readonly string[]>> = {
  'v24.10.6': [UNKNOWN, UNKNOWN, HM_2, HM_4],
  'v24.11.7': [UNKNOWN, UNKNOWN, HM_2, HM_4],
  'v25.1.14': [HMS_1V2, UNKNOWN, HM_2, HM_4],
  'v25.5.10': [HMS_1V2, HMS_4, HM_2, HM_4],
  'v25.9.11': [HMS_1V2, HMS_4, HMS_2, HM_4],
  'v26.3.28': [HMS_1V2, HMS_4, HMS_2, HMS_4],
  'v26.3.30': [HMS_1V2, HMS_4, HMS_2, HMS_4],
};

describe.each(EMULATED_RELEASES)('OpenDTU %s: inverter models of newer serial prefixes', (firmware) => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({ firmware });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the type names this release gives them (§2.10)', async () => {
    for (const [i, serial] of SERIALS.entries()) {
      expectResult(
        await postJson(t.base, '/api/inverter/add', { serial, name: `Inv ${i}` }),
        'success',
        4004,
      );
    }
    const list = (await getJson(t.base, '/api/inverter/list')) as {
      inverter: { serial: string; type: string; channel: unknown[] }[];
    };
    const types = SERIALS.map((serial) => list.inverter.find((inv) => inv.serial === serial)?.type);
    expect(types).toEqual(EXPECTED[firmware]);
    // An inverter the release has no model for is listed with six channels (device-api §6.4).
    const unknown = list.inverter.filter((inv) => inv.type === UNKNOWN);
    expect(unknown.every((inv) => inv.channel.length === 6)).toBe(true);
  });
});
