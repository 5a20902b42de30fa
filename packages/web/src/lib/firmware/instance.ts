import { session } from '../auth/index.ts';
import { devicePath, pageScope, type GatewayScope } from '../gateway/scope.ts';
import { createAsk } from './ask.ts';
import { FirmwareStore } from './store.ts';

const stores = new Map<string, FirmwareStore>();

/**
 * The firmware store of a gateway (default: the page's, `/g/<id>/` or the gateway serving the app).
 * Probes carry the page's login; a login that arrives later lets an uncertain identity ask again.
 */
export function firmwareStore(scope: GatewayScope = pageScope): FirmwareStore {
  let store = stores.get(scope.base);
  if (store === undefined) {
    const created = new FirmwareStore({
      ask: createAsk({
        authorization: () => {
          const user = session.getUser();
          return user === null ? null : `Basic ${user.authdata}`;
        },
        devicePath: (path) => devicePath(path, scope),
      }),
      loggedIn: () => session.isLoggedIn(),
    });
    session.on('logged-in', () => {
      const { identity } = created.getSnapshot();
      if (identity !== undefined && !identity.certain) created.invalidate();
    });
    stores.set(scope.base, created);
    store = created;
  }
  return store;
}

/** After a restart or a firmware update: every gateway's firmware is read again when next needed. */
export function invalidateFirmware(): void {
  for (const store of stores.values()) store.invalidate();
}
