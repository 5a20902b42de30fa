import { endpoints, type SystemStatus } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/index.ts';

/**
 * When the gateway booted, by the browser's clock: now − `uptime` of /api/system/status, read once.
 * Undefined until read (or when it could not be); lines then show the time they arrived.
 */
export function useBootTime(): number | undefined {
  const [bootAt, setBootAt] = useState<number | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    const asked = Date.now();
    api
      .get<SystemStatus>(endpoints.systemStatus, controller.signal)
      .then((status) => {
        // The answer's uptime was taken between asking and now; the midpoint halves the error.
        const now = (asked + Date.now()) / 2;
        setBootAt(now - status.uptime * 1000);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
    };
  }, []);
  return bootAt;
}
