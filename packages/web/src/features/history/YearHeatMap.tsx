import type { GatewayInfo } from '@dtu-web/protocol';
import { useMemo } from 'react';
import { fetchEnergy, fetchFleetEnergy, parseDay } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { energyText } from '../../lib/units.ts';
import { DataTable } from './charts/DataTable.tsx';
import { HeatMap } from './charts/HeatMap.tsx';
import { LoadFailed, Loading } from './LoadState.tsx';
import { useLoad } from '../../lib/api/useLoad.ts';

export interface YearHeatMapProps {
  year: string;
  onOpen: (day: string) => void;
  /** The fleet level: every one of these gateways' days summed. */
  fleet?: readonly GatewayInfo[];
}

/** The calendar heat-map of a year's daily energy, with its numbers as a month × day table. */
export function YearHeatMap({ year, onOpen, fleet }: YearHeatMapProps) {
  const { t, locale, format } = useI18n();
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const energy = useLoad(
    (signal) =>
      fleet
        ? fetchFleetEnergy(
            fleet.map((gateway) => gateway.id),
            from,
            to,
            'day',
            signal,
          )
        : fetchEnergy(from, to, 'day', signal),
    { key: `${fleet ? 'fleet/' : ''}${year}`, clearOnKey: true },
  ).current;
  const days = useMemo(
    () =>
      new Map(energy.state === 'loaded' ? energy.data.rows.map((row) => [row.period, row.wh / 1000]) : []),
    [energy],
  );
  const month = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }), [locale]);
  const kwh = (value: number): string => energyText(format, value * 1000);
  return (
    <section className="mt-4" aria-labelledby="history-heat-title">
      <h2 className="fs-5" id="history-heat-title">
        {t('history.HeatMapTitle', { year })}
      </h2>
      {energy.state === 'loading' && <Loading />}
      {energy.state === 'failed' && <LoadFailed message={energy.message} />}
      {energy.state === 'loaded' && (
        <>
          <HeatMap
            year={year}
            days={days}
            label={t('history.HeatMapTitle', { year })}
            formatValue={kwh}
            onOpen={onOpen}
          />
          <DataTable
            caption={t('history.HeatMapTable', { year })}
            columns={[t('history.Month'), ...Array.from({ length: 31 }, (_, i) => String(i + 1))]}
            rows={Array.from({ length: 12 }, (_, m) => {
              const key = `${year}-${String(m + 1).padStart(2, '0')}`;
              return {
                key,
                cells: [
                  month.format(parseDay(`${key}-01`)),
                  ...Array.from({ length: 31 }, (_, d) => {
                    const value = days.get(`${key}-${String(d + 1).padStart(2, '0')}`);
                    return value === undefined ? '' : format.fixed(value, 1);
                  }),
                ],
              };
            })}
          />
        </>
      )}
    </section>
  );
}
