import type { EnergyRow, GatewayInfo } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';
import { useFleetEarnings } from './fleetEarnings.ts';
import { MoneyFigures } from './MoneyFigures.tsx';

/**
 * The fleet level's money and CO₂: each gateway's energy at its own tariffs, added up — or why there
 * is no sum. Loaded only at the fleet level, off the screen's first load.
 */
export default function FleetMoney({
  fleet,
  rows,
}: {
  fleet: readonly GatewayInfo[];
  rows: readonly EnergyRow[];
}) {
  const { t } = useI18n();
  const money = useFleetEarnings(fleet, rows);
  if (money?.state === 'currencies') {
    return (
      <div data-testid="figure-earned-currencies">
        <dt>{t('history.Earned')}</dt>
        <dd className="small">{t('history.EarnedCurrencies')}</dd>
      </div>
    );
  }
  return money?.state === 'priced' ? (
    <MoneyFigures money={money.money} currency={money.currency} earned />
  ) : null;
}
