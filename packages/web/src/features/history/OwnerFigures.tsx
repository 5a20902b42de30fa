import {
  earnings,
  plantSpecificYield,
  type EnergyRow,
  type GatewayInfo,
  type HistorySettings,
} from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';
import { useFleetEarnings } from './fleetEarnings.ts';
import { useHistorySettings } from './historySettings.ts';
import { usePricedRows } from './usePricedRows.ts';

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
  const { t, locale, format } = useI18n();
  // A month a tariff starts inside of is priced by its days (loaded): no figure until they are there.
  const priced = usePricedRows(fleet ? [] : rows, settings.tariffs);
  // The fleet level: the page gateway's tariffs would misprice the others' energy — each its own.
  const fleetMoney = useFleetEarnings(fleet, rows);
  const own = earnings(priced ?? rows, settings);
  const money = fleet ? (fleetMoney?.state === 'priced' ? fleetMoney.money : undefined) : own;
  const shown = fleet ? money !== undefined : settings.tariffs.length > 0 && priced !== undefined;
  const currencyCode = fleetMoney?.state === 'priced' ? fleetMoney.currency : settings.currency;
  const totals: Record<string, { wh: number }> = {};
  for (const row of rows)
    for (const [serial, part] of Object.entries(row.inverters))
      totals[serial] = { wh: (totals[serial]?.wh ?? 0) + part.wh };
  const perKwp = installed ? plantSpecificYield(totals, installed) : null;
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
  const co2 = money?.co2_g ?? 0;
  return (
    <>
      {shown && money && money.priced_kwh > 0 && (
        <div data-testid="figure-earned">
          <dt>{t('history.Earned')}</dt>
          <dd>{currency.format(money.total)}</dd>
        </div>
      )}
      {fleetMoney?.state === 'currencies' && (
        <div data-testid="figure-earned-currencies">
          <dt>{t('history.Earned')}</dt>
          <dd className="small">{t('history.EarnedCurrencies')}</dd>
        </div>
      )}
      {money && typeof money.co2_g === 'number' && (
        <div data-testid="figure-co2">
          <dt>{t('history.Co2Avoided')}</dt>
          <dd>
            {co2 >= 1_000_000
              ? `${format.fixed(co2 / 1_000_000, co2 >= 10_000_000 ? 1 : 2)} t`
              : `${format.decimal0(co2 / 1000)} kg`}
          </dd>
        </div>
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
