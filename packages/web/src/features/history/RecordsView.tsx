import { zoneFromTz, type HistoryRecordSet, type PosixTimeZone } from '@dtu-web/protocol';
import { useMemo } from 'react';
import { useLoad } from '../../lib/api/useLoad.ts';
import { fetchRecords, parseDay, wallClock } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { energyText, powerText } from '../../lib/units.ts';
import { useInverterNames } from './inverterNames.ts';
import { LoadFailed, Loading } from './LoadState.tsx';

/**
 * Records (issue 29): best day, month and year, and the highest power ever, of the plant and of each
 * inverter, over everything recorded and imported (GET /api/x/history/records).
 */
export default function RecordsView({ tz }: { tz?: string | null }) {
  const { t, locale } = useI18n();
  const names = useInverterNames();
  const records = useLoad((signal) => fetchRecords(signal)).current;
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      moment: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
    }),
    [locale],
  );
  // The moment of the highest power on the gateway's wall clock, whatever the browser's zone.
  const zone = useMemo(() => zoneFromTz(tz ?? 'UTC0'), [tz]);
  if (records.state === 'loading') return <Loading />;
  if (records.state === 'failed') return <LoadFailed message={records.message} />;
  const { plant, inverters } = records.data;
  const serials = Object.keys(inverters);
  return (
    <div data-testid="records">
      <h2 className="fs-5">{t('history.RecordsPlant')}</h2>
      <RecordList set={plant} formats={formats} zone={zone} testId="records-plant" />
      {serials.length > 1 && (
        <>
          <h2 className="fs-5 mt-4">{t('history.RecordsInverters')}</h2>
          <div className="history-records-inverters">
            {serials.map((serial) => (
              <section key={serial} aria-labelledby={`records-${serial}`}>
                <h3 className="fs-6" id={`records-${serial}`}>
                  {names.get(serial) ?? serial}
                </h3>
                <RecordList
                  set={inverters[serial]}
                  formats={formats}
                  zone={zone}
                  testId={`records-${serial}`}
                />
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

interface Formats {
  day: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
  moment: Intl.DateTimeFormat;
}

interface RecordListProps {
  set?: HistoryRecordSet;
  formats: Formats;
  zone: PosixTimeZone;
  testId: string;
}

function RecordList({ set, formats, zone, testId }: RecordListProps) {
  const { t, format } = useI18n();
  const entry = (value: string, when: string) => (
    <>
      <span className="history-record-value">{value}</span>
      <span className="d-block small text-body-secondary">{when}</span>
    </>
  );
  const none = t('history.NoRecord');
  return (
    <dl className="history-figures" data-testid={testId}>
      <div>
        <dt>{t('history.BestDay')}</dt>
        <dd>
          {set?.best_day
            ? entry(energyText(format, set.best_day.wh), formats.day.format(parseDay(set.best_day.period)))
            : none}
        </dd>
      </div>
      <div>
        <dt>{t('history.BestMonth')}</dt>
        <dd>
          {set?.best_month
            ? entry(
                energyText(format, set.best_month.wh),
                formats.month.format(parseDay(`${set.best_month.period}-01`)),
              )
            : none}
        </dd>
      </div>
      <div>
        <dt>{t('history.BestYear')}</dt>
        <dd>{set?.best_year ? entry(energyText(format, set.best_year.wh), set.best_year.period) : none}</dd>
      </div>
      <div>
        <dt>{t('history.MaxPowerEver')}</dt>
        <dd>
          {set?.max_power
            ? entry(
                powerText(format, set.max_power.w),
                formats.moment.format(wallClock(zone, set.max_power.at)),
              )
            : none}
        </dd>
      </div>
    </dl>
  );
}
