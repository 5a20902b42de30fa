/**
 * A gateway's time zone and clock as the companion reads them (issue 29). `/api/ntp/status` is readable
 * wherever live data is (device-api §1.10) and names the zone on every release: the stored POSIX rule up
 * to v26.3.27, the POSIX rule in effect from v26.3.28 (firmware-versions §2.8). Only when it names none is
 * the admin-only `/api/ntp/config` asked (with the companion's login). Its `ntp_localtime` (the gateway's
 * local wall clock, whole seconds) against this machine's clock gives the clock offset.
 */
import { localToUtc, parseDeviceTime, zoneFromTz } from '@dtu-web/protocol';
import { request, type Dispatcher } from 'undici';

export interface GatewayClock {
  /** The POSIX zone, or undefined when the gateway names none readable. */
  zone: string | undefined;
  /** The gateway's clock minus ours, whole seconds; null when its time is not known ("--"). */
  offsetS: number | null;
}

export interface ClockRequest {
  dispatcher: Dispatcher;
  authorization: string | undefined;
  timeoutMs: number;
  now: () => number;
}

async function getJson(url: string, options: ClockRequest): Promise<Record<string, unknown> | undefined> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (options.authorization !== undefined) headers['authorization'] = options.authorization;
  const answer = await request(url, {
    dispatcher: options.dispatcher,
    headers,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200) return undefined;
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

const zoneText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Undefined when the gateway could not be asked (asked again with the next check). */
export async function readGatewayClock(
  origin: string,
  options: ClockRequest,
): Promise<GatewayClock | undefined> {
  try {
    const sent = options.now();
    const status = await getJson(`${origin}/api/ntp/status`, options);
    const received = options.now();
    if (status === undefined) return undefined;
    let zone = zoneText(status['ntp_timezone']);
    if (zone === undefined && options.authorization !== undefined) {
      zone = zoneText(
        (await getJson(`${origin}/api/ntp/config`, options).catch(() => undefined))?.['ntp_timezone'],
      );
    }
    const local =
      typeof status['ntp_localtime'] === 'string' ? parseDeviceTime(status['ntp_localtime']) : undefined;
    let offsetS: number | null = null;
    if (local !== undefined && zone !== undefined) {
      // The gateway read its clock somewhere between sending and receiving: take the middle.
      const gatewayUtc = localToUtc(zoneFromTz(zone), local);
      offsetS = Math.round((gatewayUtc - (sent + received) / 2) / 1000);
    }
    return { zone, offsetS };
  } catch {
    return undefined;
  }
}
