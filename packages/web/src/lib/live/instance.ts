import { endpoints, withQuery, type LiveData } from '@dtu-web/protocol';
import { api, socketUrl } from '../api/index.ts';
import { session } from '../auth/index.ts';
import { LiveLink } from './link.ts';
import { LiveStore } from './store.ts';

declare global {
  interface Window {
    /** GET /api/livedata/status, started by index.html before the app's script arrived. */
    dtuEarlyStatus?: Promise<Response>;
  }
}

/**
 * The answer index.html asked for, once. Without credentials: a gateway that wants them for live data
 * answers 401, and then (as after any failure) the API client asks again with them.
 */
function earlyStatus(): Promise<LiveData> | undefined {
  const early = window.dtuEarlyStatus;
  window.dtuEarlyStatus = undefined;
  return early
    ?.then(async (response) => {
      if (!response.ok) throw new Error(response.statusText);
      return (await response.json()) as LiveData;
    })
    .catch(() => api.get(endpoints.livedataStatus));
}

/** The app's one live-data store and its connection to the gateway. */
export const liveStore = new LiveStore();

export const liveLink = new LiveLink({
  store: liveStore,
  loadStatus: () => earlyStatus() ?? api.get(endpoints.livedataStatus),
  socketUrl: () => socketUrl('/livedata', session.getUser(), window.location),
});

/** Channel data for one inverter now, instead of waiting for its first frame. */
export function loadInverterNow(serial: string): void {
  liveLink.loadInverter(() => api.get(withQuery(endpoints.livedataStatus, { inv: serial })), serial);
}
