import type { FleetGateway, FleetTotal as FleetTotalValues } from '@dtu-web/protocol';
import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/index.ts';
import { valueText } from './age.ts';

export interface FleetTotalProps {
  /** The companion's total: power of the gateways reporting now, yields also with last known values. */
  total: FleetTotalValues;
  /** The gateways, for the names of those the notes mention. */
  gateways: readonly FleetGateway[];
  /** The total describes the plant now (the companion answers and a gateway is online). */
  current: boolean;
}

/**
 * The fleet's power and yields, which of them are last known and which gateways are left out, and the
 * way to the fleet history. Energy already made stays in the yields when a gateway goes away (issue 30).
 */
export function FleetTotal({ total, gateways, current }: FleetTotalProps) {
  const { t, format, locale } = useI18n();
  const titleId = useId();
  const fields = [
    ['Power', t('fleet.Power')],
    ['YieldDay', t('fleet.YieldDay')],
    ['YieldTotal', t('fleet.YieldTotal')],
  ] as const;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const names = (ids: readonly string[]): string =>
    list.format(ids.map((id) => gateways.find((gateway) => gateway.id === id)?.name ?? id));
  // Every gateway left out (e.g. a companion started at night, before any inverter reported): a sum
  // of nothing is not "0 Wh".
  const none = gateways.length > 0 && gateways.every((gateway) => total.left_out.includes(gateway.id));
  return (
    <section className="fleet-total" aria-labelledby={titleId} data-testid="fleet-total">
      <h2 className="fs-5" id={titleId}>
        {t('fleet.Total')}
      </h2>
      <dl className="fleet-values fleet-total-values" data-current={current}>
        {fields.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd data-testid={`fleet-total-${field}`}>{none ? '–' : valueText(format, total[field])}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">
        {total.last_known.length > 0 && (
          <p className="fleet-note" data-testid="fleet-lastknown-note">
            {t('fleet.LastKnownNote', { names: names(total.last_known) })}
          </p>
        )}
        {total.left_out.length > 0 && (
          <p className="fleet-note" data-testid="fleet-offline-note">
            {t('fleet.LeftOutNote', { names: names(total.left_out) })}
          </p>
        )}
      </div>
      <Link to="/history?view=month&scope=fleet" className="fleet-history-link">
        {t('fleet.History')}
      </Link>
    </section>
  );
}
