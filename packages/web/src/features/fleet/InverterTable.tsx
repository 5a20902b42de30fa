import type { FleetGateway } from '@dtu-web/protocol';
import { useId, useState } from 'react';
import { inverterHref } from '../../lib/gateway/index.ts';
import { useI18n, type Translate } from '../../lib/i18n/index.ts';
import { energyText, powerText } from '../../lib/units.ts';
import {
  inverterRows,
  sortRows,
  type RowContext,
  type RowStatus,
  type Sort,
  type SortColumn,
} from './inverterRows.ts';

export interface InverterTableProps extends RowContext {
  gateways: readonly FleetGateway[];
}

const COLUMNS: readonly { column: SortColumn; label: string; numeric?: boolean }[] = [
  { column: 'gateway', label: 'fleet.ColGateway' },
  { column: 'name', label: 'fleet.ColInverter' },
  { column: 'power', label: 'fleet.Power', numeric: true },
  { column: 'yieldDay', label: 'fleet.YieldDay', numeric: true },
  { column: 'specific', label: 'fleet.ColSpecific', numeric: true },
  { column: 'status', label: 'fleet.ColStatus' },
];

export function statusText(t: Translate, status: RowStatus): string {
  const key: Record<RowStatus, string> = {
    producing: 'fleet.StatusProducing',
    idle: 'fleet.StatusIdle',
    unreachable: 'fleet.StatusUnreachable',
    disabled: 'fleet.StatusDisabled',
    asleep: 'fleet.StatusAsleep',
    stale: 'fleet.StatusStale',
    waiting: 'fleet.StatusWaiting',
    offline: 'fleet.StatusOffline',
  };
  return t(key[status]);
}

/**
 * Every inverter of the fleet in one table (issue 30): gateway, inverter, power now, yield today,
 * kWh per kWp, status in words; sortable by each column (the header buttons, `aria-sort` on the sorted
 * one). Each inverter's name opens its gateway's live view. On a phone the table scrolls inside its
 * own labelled region, never the page.
 */
export function InverterTable({ gateways, ...context }: InverterTableProps) {
  const { t, format, locale } = useI18n();
  const titleId = useId();
  // Unsorted, the rows keep the page's order: the gateways as their cards, each one's inverters as it
  // orders them.
  const [sort, setSort] = useState<Sort | null>(null);
  const all = inverterRows(gateways, context);
  const rows = sort ? sortRows(all, sort, locale) : all;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const locked = gateways.filter((gateway) => gateway.locked).map((gateway) => gateway.name);
  const silent = gateways
    .filter((gateway) => !gateway.locked && (gateway.inverter_list ?? []).length === 0)
    .map((gateway) => gateway.name);
  const choose = (column: SortColumn) => {
    setSort((previous) =>
      previous?.column === column
        ? { column, ascending: !previous.ascending }
        : // Numbers read best largest first; names and statuses from the top.
          { column, ascending: !COLUMNS.find((each) => each.column === column)?.numeric },
    );
  };
  return (
    <section className="fleet-inverters" aria-labelledby={titleId} data-testid="fleet-inverters">
      <h2 className="fs-5" id={titleId}>
        {t('fleet.Inverters')}
      </h2>
      {rows.length > 0 && (
        // Scrolls sideways on its own on a phone; focusable so a keyboard can scroll it too.
        <div className="fleet-table-wrap" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="table table-sm fleet-table">
            <thead>
              <tr>
                {COLUMNS.map(({ column, label, numeric }) => {
                  const sorted = sort?.column === column;
                  return (
                    <th
                      key={column}
                      scope="col"
                      className={numeric ? 'text-end' : undefined}
                      aria-sort={sorted ? (sort.ascending ? 'ascending' : 'descending') : undefined}
                    >
                      <button
                        type="button"
                        className="fleet-sort"
                        data-testid={`fleet-sort-${column}`}
                        onClick={() => {
                          choose(column);
                        }}
                      >
                        {t(label)}
                        <span className="fleet-sort-mark" aria-hidden="true">
                          {sorted ? (sort.ascending ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="fleet-inverter-row" data-status={row.status}>
                  <td data-testid="fleet-row-gateway">{row.gatewayName}</td>
                  <th scope="row" className="fleet-row-name">
                    <a href={inverterHref(row.gatewayId, row.serial)} data-testid="fleet-row-name">
                      {row.name}
                    </a>
                  </th>
                  <td className="text-end" data-testid="fleet-row-power">
                    {row.power === null ? '–' : powerText(format, row.power)}
                  </td>
                  <td className="text-end" data-testid="fleet-row-yield">
                    {row.yieldDay === null
                      ? '–'
                      : row.lastKnown
                        ? t('fleet.LastKnown', { value: energyText(format, row.yieldDay) })
                        : energyText(format, row.yieldDay)}
                  </td>
                  <td className="text-end" data-testid="fleet-row-specific">
                    {row.specific === null ? '–' : format.decimal2(row.specific)}
                  </td>
                  <td data-testid="fleet-row-status">{statusText(t, row.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {locked.length > 0 && (
        <p className="fleet-note" data-testid="fleet-inverters-locked">
          {t('fleet.InvertersLocked', { names: list.format(locked) })}
        </p>
      )}
      {silent.length > 0 && (
        <p className="fleet-note" data-testid="fleet-inverters-silent">
          {t('fleet.InvertersSilent', { names: list.format(silent) })}
        </p>
      )}
    </section>
  );
}
