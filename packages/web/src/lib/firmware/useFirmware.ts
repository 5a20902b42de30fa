import {
  endpointFor,
  hasEndpoint,
  hasFeature,
  type EndpointName,
  type ENDPOINT_SUCCESSORS,
  type FirmwareFeature,
  type FirmwareIdentity,
} from '@dtu-web/protocol';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { pageScope, type GatewayScope } from '../gateway/scope.ts';
import { firmwareStore } from './instance.ts';
import type { FirmwareStatus } from './store.ts';

type Succeeded = keyof typeof ENDPOINT_SUCCESSORS;

export interface Firmware {
  /** 'loading' until the gateway said which firmware it runs; 'failed' when it could not be read. */
  status: FirmwareStatus;
  /** The release the app speaks with this gateway; undefined until ready. */
  identity: FirmwareIdentity | undefined;
  /** What the gateway reports ("v26.3.30", "v26.3.28-5-g1a2b3c4", "g1a2b3c4"); '' until ready. */
  label: string;
  /** False for firmware outside v24.10.6 … v26.3.30 (the newest dialect is spoken); true until ready. */
  tested: boolean;
  /** The gateway's release has this feature (false until ready). */
  has: (feature: FirmwareFeature) => boolean;
  /** The gateway's release answers this endpoint itself (false until ready). */
  hasEndpoint: (name: EndpointName) => boolean;
  /** The endpoint doing a job named by its v24.10.6 name in this release (the v24 name until ready). */
  endpoint: <N extends Succeeded>(name: N) => N | (typeof ENDPOINT_SUCCESSORS)[N];
  /** Reads it again (after the gateway restarted). */
  reload: () => void;
}

/** The firmware of the page's gateway (or `scope`'s), read once and shared (lib/firmware/README). */
export function useFirmware(scope: GatewayScope = pageScope): Firmware {
  const store = firmwareStore(scope);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    store.load().catch(() => undefined);
  }, [store]);
  return useMemo(() => {
    const { identity } = snapshot;
    return {
      status: snapshot.status,
      identity,
      label: identity?.label ?? '',
      tested: identity?.tested ?? true,
      has: (feature) => identity !== undefined && hasFeature(identity.release, feature),
      hasEndpoint: (name) => identity !== undefined && hasEndpoint(identity.release, name),
      endpoint: (name) => (identity === undefined ? name : endpointFor(identity.release, name)),
      reload: () => {
        store.invalidate();
      },
    };
  }, [snapshot, store]);
}
