import { useMemo, useSyncExternalStore } from 'react';
import { formatters, type Formatters } from './format.ts';
import { i18n } from './runtime.ts';
import type { Locale, Translate } from './types.ts';

export interface I18n {
  /** Translate a key: write keys as string literals (`t('nav.About')`) so the completeness test sees them. */
  t: Translate;
  locale: Locale;
  format: Formatters;
  setLocale: (locale: Locale) => Promise<void>;
}

export function useI18n(): I18n {
  const snapshot = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot);
  return useMemo(
    () => ({
      // A new function per revision, so memoised children re-render when texts change.
      t: (key, params) => i18n.translate(key, params),
      locale: snapshot.locale,
      format: formatters(snapshot.locale),
      setLocale: (locale) => i18n.setLocale(locale),
    }),
    [snapshot],
  );
}
