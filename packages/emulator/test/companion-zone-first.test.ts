/**
 * Issue 29 items 4 and 13: a fresh companion opens the gateway's live socket before its first
 * `/api/ntp/status` answer. The frames that arrive meanwhile — the day's first seeds the morning's
 * energy — wait for the zone instead of being filed in UTC days; if it never comes they are filed in UTC
 * after a bounded wait, and the log says so. A v26.3.30 gateway whose zone puts its date on another day
 * than UTC's (Sydney when it does at the time the test runs, else another zone that does).
 */
import { afterEach, expect, it } from 'vitest';
import { GatewayLink } from '../src/companion/link.ts';
import { startRecording, type Recording } from '../src/companion/recording.ts';
import { DEFAULT_TIMEOUTS } from '../src/companion/forward/timeouts.ts';
import { parseTarget } from '../src/companion/target.ts';
import { localDayKey, offsetOfTz } from '../src/history/calendar.ts';
import { energyHistory } from '../src/history/energy.ts';
import { ruleOfZone } from '../src/static/zones.ts';
import { postJson, removeDir, tempDir, waitFor } from './support/gateway.ts';
import { startRuntimeGateway, waitForClients, type RuntimeTest } from './support/runtime.ts';

const ZONES = ['Australia/Sydney', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** A zone whose date differs from UTC's now and for the next ten minutes. */
const zoneName =
  ZONES.find((name) => {
    const offset = offsetOfTz(ruleOfZone(name));
    return [0, 600_000].every((d) => localDayKey(Date.now() + d, offset) !== utcDay(Date.now() + d));
  }) ?? 'Australia/Sydney';
const rule = ruleOfZone(zoneName);

let plant: RuntimeTest | undefined;
let link: GatewayLink | undefined;
let recording: Recording | undefined;
let dataDir = '';
const logged: string[] = [];

afterEach(async () => {
  recording?.stop();
  await link?.close();
  await plant?.close();
  await removeDir(dataDir);
  logged.length = 0;
});

async function start(zoneWaitMs: number): Promise<{ link: GatewayLink; recording: Recording }> {
  plant = await startRuntimeGateway({ firmware: 'v26.3.30', runtime: { demoInverters: 2 }, history: false });
  await postJson(plant.base, '/api/ntp/config', {
    ntp_server: 'pool.ntp.org',
    ntp_timezone_descr: zoneName,
    longitude: 151.2,
    latitude: -33.9,
    sunsettype: 1,
  });
  dataDir = await tempDir('companion-zone-first');
  link = new GatewayLink(
    { id: 'home', target: parseTarget({ url: plant.base }) },
    { timeouts: DEFAULT_TIMEOUTS, log: (line) => logged.push(line) },
  );
  await link.firstProbe();
  recording = startRecording([link], {
    dataDir,
    batchMs: 3_600_000,
    zoneWaitMs,
    log: (line) => logged.push(line),
  });
  await waitForClients(plant, 'livedata', 1);
  return { link, recording };
}

/** The plant reports until the companion has heard each inverter's first frames. */
async function firstFrames(l: GatewayLink, p: RuntimeTest): Promise<void> {
  await waitFor(
    () => {
      p.advance(1);
      return Promise.resolve(l.record.frames(Date.now()).length >= 2);
    },
    10_000,
    'the first frames',
  );
}

function daysRecorded(r: Recording): string[] {
  r.commit();
  const now = Date.now();
  const rows = energyHistory(
    r.store,
    'home',
    utcDay(now - 2 * 86_400_000),
    utcDay(now + 2 * 86_400_000),
    'day',
  );
  return rows.rows.filter((row) => row.wh > 0).map((row) => row.period);
}

it(`the first frames wait for the gateway's zone (${zoneName}) and are filed on its own date`, async () => {
  const { link: l, recording: r } = await start(60_000);
  if (plant === undefined) throw new Error('no plant');
  expect(rule).not.toBe(ruleOfZone('Etc/UTC'));
  await firstFrames(l, plant);
  // The zone has not been asked yet: nothing is filed, in UTC days or any other.
  expect(daysRecorded(r)).toEqual([]);
  l.startWatch(60_000);
  await waitFor(() => Promise.resolve(l.timezone === rule), 10_000, 'the zone read');
  plant.advance(10);
  await waitFor(() => Promise.resolve(daysRecorded(r).length > 0), 10_000, 'the day filed');
  expect(daysRecorded(r)).toEqual([localDayKey(Date.now(), offsetOfTz(rule))]);
  expect(r.store.gatewayTz('home')).toBe(rule);
});

it('files the frames in UTC days after a bounded wait when the zone is never read, and says so', async () => {
  const { link: l, recording: r } = await start(300);
  if (plant === undefined) throw new Error('no plant');
  await firstFrames(l, plant);
  await waitFor(() => Promise.resolve(daysRecorded(r).length > 0), 10_000, 'the day filed');
  expect(daysRecorded(r)).toEqual([utcDay(Date.now())]);
  expect(logged.join('\n')).toMatch(/time zone could not be read; its days are filed in UTC/);
});
