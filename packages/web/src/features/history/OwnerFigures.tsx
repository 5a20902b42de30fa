import { earnings, plantSpecificYield, type EnergyRow, type HistorySettings } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';
import { useHistorySettings } from './historySettings.ts';
import { usePricedRows } from './usePricedRows.ts';

export interface OwnerFiguresProps {
  /** The period's rows, as fine as at hand (days price tariff changes exactly). */
  rows: readonly EnergyRow[];
  /** Installed watts per string of each inverter (or gateway at the fleet level). */
  installed?: Readonly<Record<string, readonly number[]>>;
}

/** Enough digits to compare kWh/kWp: two for a day's few, none for a year's hundreds. */
function yieldDigits(value: number): number {
  return value < 10 ? 2 : value < 100 ? 1 : 0;
}

/** Money and CO₂ figures (only what the owner set) and kWh per kWp (only where watts are set). */
export function OwnerFigures({ rows, installed }: OwnerFiguresProps) {
  const settings: HistorySettings = useHistorySettings();
  const { t, locale, format } = useI18n();
  // A month a tariff starts inside of is priced by its days (loaded): no figure until they are there.
  const priced = usePricedRows(rows, settings.tariffs);
  const money = earnings(priced ?? rows, settings);
  const totals: Record<string, { wh: number }> = {};
  for (const row of rows)
    for (const [serial, part] of Object.entries(row.inverters))
      totals[serial] = { wh: (totals[serial]?.wh ?? 0) + part.wh };
  const perKwp = installed ? plantSpecificYield(totals, installed) : null;
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: settings.currency });
  const co2 = money.co2_g ?? 0;
  return (
    <>
      {settings.tariffs.length > 0 && priced !== undefined && money.priced_kwh > 0 && (
        <div data-testid="figure-earned">
          <dt>{t('history.Earned')}</dt>
          <dd>{currency.format(money.total)}</dd>
        </div>
      )}
      {money.co2_g !== null && (
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
