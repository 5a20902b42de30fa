import type { LiveDataTotal } from '@dtu-web/protocol';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { liveStore, useShellHandOver } from '../../../lib/live/index.ts';
import { onEverySecond } from '../../../lib/time/ticker.ts';
import { sampleText, valueText } from './samples.ts';
import { StoreText } from './StoreText.tsx';

const fields = [
  ['YieldTotal', 'live.YieldTotal'],
  ['YieldDay', 'live.YieldDay'],
  ['Power', 'live.Power'],
] as const satisfies readonly (readonly [keyof LiveDataTotal, string])[];

function TotalValue({ field }: { field: keyof LiveDataTotal }) {
  const { format } = useI18n();
  const text = useCallback(() => {
    const value = liveStore.getSummary()?.total[field];
    return value ? valueText(format, value) : '';
  }, [field, format]);
  return (
    <StoreText
      subscribe={liveStore.subscribeSummary}
      text={text}
      sample={sampleText(format, field, liveStore.getSummary()?.total[field], true)}
    />
  );
}

/** The names of the inverters whose values are older than a poll cycle, in the list's order. */
function staleNames(now: number): string[] {
  return liveStore
    .getList()
    .filter((item) => liveStore.isStale(item.serial, now))
    .map((item) => item.name);
}

/**
 * The gateway adds every inverter's last values into its totals (device-api §2.3), also those of an
 * inverter that stopped answering. While one is stale the totals are muted (`data-stale` on `box`) and
 * a note names the inverters whose old values they include. Checked on the one-second tick; React
 * renders only when the list of names changes.
 */
function StaleTotalsNote({ box }: { box: RefObject<HTMLDivElement | null> }) {
  const { t, locale } = useI18n();
  const [names, setNames] = useState<string>('');
  useEffect(() => {
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    const update = (): void => {
      const stale = staleNames(Date.now());
      box.current?.toggleAttribute('data-stale', stale.length > 0);
      setNames(stale.length > 0 ? list.format(stale) : '');
    };
    update();
    const stopTick = onEverySecond(update);
    const stopList = liveStore.subscribeList(update);
    return () => {
      stopTick();
      stopList();
    };
  }, [box, locale]);
  return names === '' ? null : (
    <p className="live-totals-note small text-body-secondary" data-testid="totals-stale">
      {t('live.TotalsStale', { names })}
    </p>
  );
}

/** The plant totals, each with the unit and digits the device sends. */
export function Totals() {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  useShellHandOver();
  return (
    <div ref={box} className="live-totals-box">
      <div className="live-totals" data-testid="live-totals">
        {fields.map(([field, label]) => (
          <section key={field} className="live-total" aria-label={t(label)}>
            <h2 className="live-total-label text-body-secondary">{t(label)}</h2>
            <p className="live-total-value live-value" data-testid={`total-${field}`}>
              <TotalValue field={field} />
            </p>
          </section>
        ))}
      </div>
      <StaleTotalsNote box={box} />
    </div>
  );
}
