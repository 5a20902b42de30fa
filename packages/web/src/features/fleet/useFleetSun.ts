import { endpoints, parseDeviceTime, type FleetGateway, type NtpStatus } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { storedLogins, userStorageKey } from '../../lib/auth/index.ts';
import { gatewayHref } from '../../lib/gateway/index.ts';
import { sunTimes, type SunTimes } from '../../lib/time/sun.ts';

/** One gateway's sun and the offset of its wall clock from the browser's UTC clock. */
export interface GatewaySun {
  sun: SunTimes;
  /** Gateway local time = Date.now() + offset. */
  offset: number;
}

/**
 * Each open gateway's sunrise and sunset (`/g/<id>/api/ntp/status`, read-only like its live data),
 * asked once per gateway and page: what tells "asleep at night" from "not producing". Asked with the
 * login kept for that gateway (`user@<id>`, else the page's): a gateway shown by its own login (one
 * sign-in) refuses anonymous reads. Not through the API client: a refusal is that gateway's business
 * and must not log this page out.
 */
export function useFleetSun(gateways: readonly FleetGateway[] | undefined): ReadonlyMap<string, GatewaySun> {
  const [found, setFound] = useState<ReadonlyMap<string, GatewaySun>>(() => new Map());
  const open = (gateways ?? [])
    .filter((gateway) => !gateway.locked && gateway.online)
    .map((gateway) => gateway.id)
    .join(',');
  useEffect(() => {
    if (open === '') return undefined;
    const abort = new AbortController();
    for (const id of open.split(',')) {
      const sent = Date.now();
      const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
      const [login] = storedLogins([id], localStorage, userStorageKey(id));
      if (login !== undefined) headers.set('Authorization', `Basic ${login.authdata}`);
      fetch(gatewayHref(id, endpoints.ntpStatus.path), { headers, signal: abort.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Partial<NtpStatus>>) : undefined))
        .then((status) => {
          const sun = status && sunTimes(status);
          const local = status?.ntp_status ? parseDeviceTime(status.ntp_localtime ?? '') : undefined;
          if (!sun || local === undefined) return;
          const offset = local - (sent + Date.now()) / 2;
          setFound((previous) => new Map(previous).set(id, { sun, offset }));
        })
        .catch(() => undefined);
    }
    return () => {
      abort.abort();
    };
  }, [open]);
  return found;
}
