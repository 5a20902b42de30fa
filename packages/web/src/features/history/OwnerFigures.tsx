import {
  earnings,
  plantSpecificYield,
  type EnergyRow,
  type GatewayInfo,
  type HistorySettings,
} from '@dtu-web/protocol';
import { lazy, Suspense } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';
import { useHistorySettings } from './historySettings.ts';
import { MoneyFigures } from './MoneyFigures.tsx';
import { usePricedRows } from './usePricedRows.ts';

const FleetMoney = lazy(() => import('./FleetMoney.tsx'));

export interface OwnerFiguresProps {
  /** The period's rows, as fine as at hand (days price tariff changes exactly). */
  rows: readonly EnergyRow[];
  /** Installed watts per string of each inverter (or gateway at the fleet level). */
  installed?: Readonly<Record<string, readonly number[]>>;
  /** The fleet level: the rows are these gateways' summed, each priced at its own tariffs. */
  fleet?: readonly GatewayInfo[];
}

/** Enough digits to compare kWh/kWp: two for a day's few, none for a year's hundreds. */
function yieldDigits(value: number): number {
  return value < 10 ? 2 : value < 100 ? 1 : 0;
}

/** Money and CO₂ figures (only what the owner set) and kWh per kWp (only where watts are set). */
export function OwnerFigures({ rows, installed, fleet }: OwnerFiguresProps) {
  const settings: HistorySettings = useHistorySettings();
  const { t, format } = useI18n();
  // A month a tariff starts inside of is priced by its days (loaded): no figure until they are there.
  const priced = usePricedRows(fleet ? [] : rows, settings.tariffs);
  const totals: Record<string, { wh: number }> = {};
  for (const row of rows)
    for (const [serial, part] of Object.entries(row.inverters))
      totals[serial] = { wh: (totals[serial]?.wh ?? 0) + part.wh };
  const perKwp = installed ? plantSpecificYield(totals, installed) : null;
  return (
    <>
      {fleet ? (
        // The page gateway's tariffs would misprice the others' energy: each gateway its own.
        <Suspense fallback={null}>
          <FleetMoney fleet={fleet} rows={rows} />
        </Suspense>
      ) : (
        <MoneyFigures
          money={earnings(priced ?? rows, settings)}
          currency={settings.currency}
          earned={settings.tariffs.length > 0 && priced !== undefined}
        />
      )}
      {perKwp !== null && (
        <div data-testid="figure-specific-yield">
          <dt>{t('history.SpecificYield')}</dt>
          <dd>{`${format.fixed(perKwp, yieldDigits(perKwp))} ${t('history.PerKwp')}`}</dd>
        </div>
      )}
    </>
  );
}
