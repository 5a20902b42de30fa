import { DEFAULT_HISTORY_SETTINGS, endpoints, type HistorySettings } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/index.ts';
import { withGateway } from '../../lib/gateway/index.ts';
import { fetchSettings } from '../../lib/history/index.ts';

let asked: Promise<HistorySettings> | undefined;
const listeners = new Set<(settings: HistorySettings) => void>();

/**
 * The owner's money and CO₂ settings (GET /api/x/history/settings), asked once per page load and
 * shared by every view; saving tells them all. Until known (or when unreadable): the defaults — no
 * tariff, no CO₂ factor — so no figure shows a made-up amount.
 */
export function useHistorySettings(): HistorySettings {
  const [settings, setSettings] = useState<HistorySettings>(DEFAULT_HISTORY_SETTINGS);
  useEffect(() => {
    let current = true;
    asked ??= fetchSettings().catch(() => {
      asked = undefined;
      return DEFAULT_HISTORY_SETTINGS;
    });
    void asked.then((found) => {
      if (current) setSettings(found);
    });
    const listener = (next: HistorySettings): void => {
      setSettings(next);
    };
    listeners.add(listener);
    return () => {
      current = false;
      listeners.delete(listener);
    };
  }, []);
  return settings;
}

/** POST the settings (admin); every view shows the new ones once saved. */
export async function saveHistorySettings(settings: HistorySettings): Promise<void> {
  await api.post(withGateway(endpoints.historySettingsSave.path), settings);
  asked = Promise.resolve(settings);
  for (const listener of listeners) listener(settings);
}

/** For tests: ask again. */
export function forgetHistorySettings(): void {
  asked = undefined;
}
