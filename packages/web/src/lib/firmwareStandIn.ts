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
  has: (feature: FirmwareFeature) => boolean;
  hasEndpoint: (name: EndpointName) => boolean;
}

export function useFirmware(): Firmware {
  const [identity, setIdentity] = useState<FirmwareIdentity | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    api.get(endpoints.systemStatus, controller.signal).then(
      (status) => {
        setIdentity(identifyFirmware(status));
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, []);
  const release = identity?.release ?? 'v26.3.30';
  return {
    identity,
    has: (feature) => hasFeature(release, feature),
    hasEndpoint: (name) => hasEndpoint(release, name),
  };
}
