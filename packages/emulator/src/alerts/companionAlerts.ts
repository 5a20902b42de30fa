/**
 * Alerts for the companion's gateways: each judged on what its link holds — whether it answers (and
 * since when it does not), its inverters' latest frames (stale ones are not judged), and its sun from
 * its own `/api/ntp/status`, read with the companion's login where it has one, about every 10 minutes.
 * State lives in the history database beside the recording.
 */
import { request } from 'undici';
import type { GatewayLink } from '../companion/link.ts';
import type { HistoryStore } from '../history/store.ts';
import { healthFrom, reportFrom } from './fromHistory.ts';
import { observationsOf, type GatewayView, type SunWindow } from './observe.ts';
import { AlertService } from './service.ts';
import { sunWindowOf, type SunStatus } from './sun.ts';

/** Frames older than this say nothing about an inverter now (the gateway re-sends each every 10 s). */
const STALE_MS = 2 * 60_000;
const SUN_REFRESH_MS = 10 * 60_000;

interface Watched {
  link: GatewayLink;
  offlineSince: number | null;
  sun: { window: SunWindow | null; tz: string; at: number; asking: boolean };
}

export interface CompanionAlertsOptions {
  dataDir: string;
  databaseFile: string;
  store: () => HistoryStore | undefined;
  log: (line: string) => void;
  now?: () => number;
  evaluateMs?: number;
}

export async function startCompanionAlerts(
  links: readonly GatewayLink[],
  options: CompanionAlertsOptions,
): Promise<AlertService> {
  const now = options.now ?? Date.now;
  const started = now();
  const watched = links.map((link): Watched => ({
    link,
    offlineSince: null,
    sun: { window: null, tz: '', at: 0, asking: false },
  }));
  const byId = new Map(watched.map((w) => [w.link.id, w]));
  const timezone = (id: string): string => {
    const w = byId.get(id);
    return w?.link.timezone || w?.sun.tz || '';
  };

  const askSun = (w: Watched, at: number): void => {
    if (w.sun.asking || (w.sun.at > 0 && at - w.sun.at < SUN_REFRESH_MS) || !w.link.online) return;
    w.sun.asking = true;
    const { target } = w.link;
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (target.authorization !== undefined) headers.authorization = target.authorization;
    request(`${target.origin}/api/ntp/status`, {
      dispatcher: w.link.dispatcher.questions,
      headers,
      signal: AbortSignal.timeout(w.link.timeouts.answerMs),
    })
      .then(async (answer) => {
        const text = await answer.body.text();
        const json = (answer.headers['content-type'] ?? '').toString().includes('application/json');
        if (answer.statusCode !== 200 || !json) return;
        const status = JSON.parse(text) as SunStatus;
        w.sun.window = sunWindowOf(status);
        if (typeof status.ntp_timezone === 'string') w.sun.tz = status.ntp_timezone;
        w.sun.at = now();
      })
      .catch(() => undefined)
      .finally(() => {
        w.sun.asking = false;
      });
  };

  const views = (at: number): GatewayView[] =>
    watched.map((w) => {
      const { link } = w;
      const online = link.probed ? link.online : null;
      if (online === false && w.offlineSince === null) w.offlineSince = link.probed ? at : started;
      if (online === true) w.offlineSince = null;
      askSun(w, at);
      return {
        gateway: link.id,
        online,
        offlineSince: w.offlineSince,
        sun: w.sun.window,
        inverters: link.record
          .frames(now())
          .filter((f) => at - f.receivedAt <= STALE_MS)
          .flatMap((f) => observationsOf(f.frame, f.receivedAt)),
      };
    });

  const names = (id: string): Map<string, string> =>
    new Map(
      (byId.get(id)?.link.record.frames(now()) ?? []).map((f) => [
        f.serial,
        f.frame.inverters[0]?.name ?? f.serial,
      ]),
    );
  const source = { store: options.store, timezone, names };
  return AlertService.start({
    dataDir: options.dataDir,
    databaseFile: options.databaseFile,
    views,
    gatewayIds: () => links.map((link) => link.id),
    gatewayName: (id) => byId.get(id)?.link.name ?? id,
    timezone,
    health: healthFrom(source),
    report: reportFrom(source),
    now,
    log: options.log,
    ...(options.evaluateMs === undefined ? {} : { evaluateMs: options.evaluateMs }),
  });
}
