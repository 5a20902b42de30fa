import { earnings, type EnergyHistory } from '@dtu-web/protocol';
import { useId } from 'react';
import { useLoad } from '../../lib/api/useLoad.ts';
import { addMonths, fetchEnergy, fetchHealth, parseDay } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { energyText } from '../../lib/units.ts';
import { GlanceSlot } from './GlanceSlot.tsx';
import { lagsClearly } from './healthText.ts';
import { useHistorySettings } from './historySettings.ts';
import { change, changeText, energyUpTo, lastYearOf } from './lastYear.ts';
import { usePricedRows } from './usePricedRows.ts';

/** How often the figures are asked again while shown. */
const REFRESH_MS = 5 * 60_000;

const NONE: EnergyHistory = { gateway: '', step: 'month', rows: [] };

/**
 * This year so far (by month), last year up to the same date (its whole months, then its days of the
 * month it reaches), and the strings that fall behind over the last 30 days (null: not readable).
 */
async function loadGlance(today: string, signal: AbortSignal) {
  const sameDate = lastYearOf(today);
  const month = sameDate.slice(0, 7);
  const [thisYear, earlierMonths, earlierDays, health] = await Promise.all([
    fetchEnergy(`${today.slice(0, 4)}-01`, today.slice(0, 7), 'month', signal),
    month.endsWith('-01')
      ? Promise.resolve(NONE)
      : fetchEnergy(`${month.slice(0, 4)}-01`, addMonths(month, -1), 'month', signal),
    fetchEnergy(`${month}-01`, sameDate, 'day', signal),
    fetchHealth(30, signal).catch(() => null),
  ]);
  return {
    rows: thisYear.rows,
    before: energyUpTo(earlierMonths.rows, '9999') + energyUpTo(earlierDays.rows, '9999'),
    lagging: health === null ? null : health.strings.filter((each) => lagsClearly(each)).length,
  };
}

export interface AtAGlanceProps {
  /** The recorder's today. */
  today: string;
  /** Opens string health. */
  onHealth: () => void;
}

/**
 * The owner's first questions on opening History (issue 29): this year so far against last year up to
 * the same date, what it earned (with a tariff set), and how many strings fall behind. Loaded apart
 * from the screen's first load.
 */
export default function AtAGlance({ today, onHealth }: AtAGlanceProps) {
  const { t, locale, format } = useI18n();
  const id = useId();
  const settings = useHistorySettings();
  // Today's energy keeps growing: asked again every few minutes, the figures kept meanwhile.
  const glance = useLoad((signal) => loadGlance(today, signal), {
    key: today,
    clearOnKey: true,
    refreshMs: REFRESH_MS,
  }).current;
  const rows = glance.state === 'loaded' ? glance.data.rows : [];
  const priced = usePricedRows(rows, settings.tariffs);
  if (glance.state === 'loading') return <GlanceSlot />;
  if (glance.state !== 'loaded') return null;
  const { before, lagging } = glance.data;
  const year = today.slice(0, 4);
  const now = energyUpTo(rows, '9999');
  const ratio = change(now, before);
  const money = priced && settings.tariffs.length > 0 ? earnings(priced, settings) : undefined;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <section className="mb-3" aria-labelledby={id} data-testid="history-glance">
      <h2 id={id} className="fs-6 mb-1">
        {t('history.Glance')}
      </h2>
      <dl className="history-figures mb-0">
        <div data-testid="glance-year">
          <dt>{t('history.GlanceYear', { year })}</dt>
          <dd>
            {energyText(format, now)}
            <span className="history-change">{changeText(t, format, ratio)}</span>
          </dd>
        </div>
        <div data-testid="glance-last-year">
          <dt>
            {t('history.ToSameDate', {
              period: lastYearOf(year),
              date: date.format(parseDay(lastYearOf(today))),
            })}
          </dt>
          <dd>{before > 0 ? energyText(format, before) : '–'}</dd>
        </div>
        {money && money.priced_kwh > 0 && (
          <div data-testid="glance-earned">
            <dt>{t('history.GlanceEarned', { year })}</dt>
            <dd>
              {new Intl.NumberFormat(locale, { style: 'currency', currency: settings.currency }).format(
                money.total,
              )}
            </dd>
          </div>
        )}
        {lagging !== null && (
          <div data-testid="glance-lagging">
            <dt>{t('history.ViewHealth')}</dt>
            <dd>
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={onHealth}>
                {t('history.GlanceLagging', { count: lagging })}
              </button>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
