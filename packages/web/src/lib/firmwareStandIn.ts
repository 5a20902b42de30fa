// TEMPORARY stand-in for f28-web-core's lib/firmware (useFirmware); deleted once that branch is merged.
import {
  endpoints,
  hasEndpoint,
  hasFeature,
  identifyFirmware,
  type EndpointName,
  type FirmwareFeature,
  type FirmwareIdentity,
} from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { api } from './api/index.ts';

export interface Firmware {
  identity: FirmwareIdentity | undefined;
  /** The identity is known, or could not be read (then `identity` stays undefined). */
  settled: boolean;
  has: (feature: FirmwareFeature) => boolean;
  hasEndpoint: (name: EndpointName) => boolean;
}

export function useFirmware(): Firmware {
  const [identity, setIdentity] = useState<FirmwareIdentity | undefined>(undefined);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api.get(endpoints.systemStatus, controller.signal).then(
      (status) => {
        setIdentity(identifyFirmware(status));
        setSettled(true);
      },
      () => {
        if (!controller.signal.aborted) setSettled(true);
      },
    );
    return () => {
      controller.abort();
    };
  }, []);
  const release = identity?.release ?? 'v26.3.30';
  return {
    identity,
    settled,
    has: (feature) => hasFeature(release, feature),
    hasEndpoint: (name) => hasEndpoint(release, name),
  };
}
