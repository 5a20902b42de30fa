import type { LiveData } from '@dtu-web/protocol';
import { api, socketUrl } from '../api/index.ts';
import { session } from '../auth/index.ts';
import { LiveLink } from './link.ts';
import { LiveStore } from './store.ts';

/** The app's one live-data store and its connection to the gateway. */
export const liveStore = new LiveStore();

export const liveLink = new LiveLink({
  store: liveStore,
  loadStatus: () => api.get<LiveData>('/api/livedata/status'),
  socketUrl: () => socketUrl('/livedata', session.getUser(), window.location),
});

/** Channel data for one inverter now, instead of waiting for its first frame. */
export function loadInverterNow(serial: string): void {
  liveLink.loadInverter(
    () => api.get<LiveData>(`/api/livedata/status?inv=${encodeURIComponent(serial)}`),
    serial,
  );
}
