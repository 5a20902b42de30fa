/** POST check tables of /api/ntp/config and /api/ntp/time (device-api §1.10) and the status they drive. */
import { describe, expect, it } from 'vitest';
import { ENCODINGS, expectResult, getJson, postJson, useTestGateway } from './support/gateway.ts';

const t = useTestGateway();

const NTP = {
  ntp_server: 'ptbtime1.ptb.de',
  ntp_timezone: 'GMT0BST,M3.5.0/1,M10.5.0',
  ntp_timezone_descr: 'Europe/London',
  longitude: -0.0005,
  latitude: 51.4769,
  sunsettype: 0,
};

describe.each(ENCODINGS)('POST /api/ntp/config (%s)', (encoding) => {
  const path = '/api/ntp/config';
  const post = (change: Record<string, unknown>): Promise<unknown> =>
    postJson(t.base, path, { ...NTP, ...change }, encoding);

  it('answers 1005 for wrong types', async () => {
    expectResult(await post({ ntp_server: 1 }), 'warning', 1005);
    expectResult(await post({ latitude: '51' }), 'warning', 1005);
    expectResult(await post({ sunsettype: 256 }), 'warning', 1005);
  });

  it('answers 9001, 9002, 9003 for lengths', async () => {
    expectResult(await post({ ntp_server: '' }), 'warning', 9001, { max: 31 });
    expectResult(await post({ ntp_server: 's'.repeat(32) }), 'warning', 9001, { max: 31 });
    expectResult(await post({ ntp_timezone: '' }), 'warning', 9002, { max: 50 });
    expectResult(await post({ ntp_timezone_descr: 'd'.repeat(51) }), 'warning', 9003, { max: 50 });
  });

  it('saves (1001) and the status follows the new zone and place; a missing description is "null"', async () => {
    expectResult(await post({}), 'success', 1001);
    expect(await getJson(t.base, path)).toEqual(NTP);
    const status = (await getJson(t.base, '/api/ntp/status')) as Record<string, unknown>;
    expect(status).toMatchObject({
      ntp_server: NTP.ntp_server,
      ntp_timezone_descr: 'Europe/London',
      ntp_status: true,
    });
    const { ntp_timezone_descr: _omitted, ...rest } = NTP;
    expectResult(await postJson(t.base, path, rest, encoding), 'success', 1001);
    expect(((await getJson(t.base, path)) as Record<string, unknown>)['ntp_timezone_descr']).toBe('null');
  });
});

const TIME = { year: 2024, month: 6, day: 21, hour: 12, minute: 30, second: 15 };

describe.each(ENCODINGS)('POST /api/ntp/time (%s)', (encoding) => {
  const path = '/api/ntp/time';
  const post = (change: Record<string, unknown>): Promise<unknown> =>
    postJson(t.base, path, { ...TIME, ...change }, encoding);

  it('answers 1005 for non-integers or negatives', async () => {
    expectResult(await post({ year: '2024' }), 'warning', 1005);
    expectResult(await post({ second: 1.5 }), 'warning', 1005);
    expectResult(await post({ hour: -1 }), 'warning', 1005);
  });

  it.each([
    ['year', 2021, 9004, { min: 2022, max: 2100 }],
    ['year', 2101, 9004, { min: 2022, max: 2100 }],
    ['month', 0, 9005, { min: 1, max: 12 }],
    ['month', 13, 9005, { min: 1, max: 12 }],
    ['day', 0, 9006, { min: 1, max: 31 }],
    ['day', 32, 9006, { min: 1, max: 31 }],
    ['hour', 24, 9007, { min: 0, max: 23 }],
    ['minute', 60, 9008, { min: 0, max: 59 }],
    ['second', 60, 9009, { min: 0, max: 59 }],
  ])('answers %s = %i with %i', async (field, value, code, param) => {
    expectResult(await post({ [field]: value }), 'warning', code, param);
  });

  it('sets the clock (9010): /api/ntp/time and the status show the new local time', async () => {
    await postJson(
      t.base,
      '/api/ntp/config',
      { ...NTP, ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3' },
      encoding,
    );
    expectResult(await post({}), 'success', 9010);
    const time = (await getJson(t.base, path)) as Record<string, number>;
    expect(time).toMatchObject({ ntp_status: true, year: 2024, month: 6, day: 21, hour: 12 });
    // The clock keeps running, so allow the minute to have moved on.
    expect(time['minute']).toBeGreaterThanOrEqual(30);
    const status = (await getJson(t.base, '/api/ntp/status')) as Record<string, string>;
    expect(status['ntp_localtime']).toMatch(/^Friday, June 21 2024 12:3\d:\d\d$/);
    expect(status['sun_risetime']).toMatch(/^Friday, June 21 2024 0[45]:\d\d:00$/);
  });
});
