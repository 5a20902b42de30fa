import { inverterWp, specificYield, type EnergyRow } from '@dtu-web/protocol';
import { useState } from 'react';
import { useLoad } from '../../lib/api/useLoad.ts';
import { fetchHealth } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';

/**
 * The strings' own names by `serial/string` (1-based), as string health names them (energy rows carry
 * none): asked once the table is opened.
 */
async function loadStringNames(signal: AbortSignal): Promise<ReadonlyMap<string, string>> {
  const health = await fetchHealth(30, signal);
  return new Map(health.strings.map((each) => [`${each.serial}/${String(each.string)}`, each.name]));
}

export interface SpecificYieldTableProps {
  rows: readonly EnergyRow[];
  installed?: Readonly<Record<string, readonly number[]>>;
  names: ReadonlyMap<string, string>;
  /** The fleet level: one line per gateway, no strings. */
  fleet: boolean;
}

/** kWh per kWp of each inverter and its strings (or each gateway), so different sizes compare. */
export function SpecificYieldTable({ rows, installed, names, fleet }: SpecificYieldTableProps) {
  const { t, format } = useI18n();
  const [open, setOpen] = useState(false);
  const named = useLoad(loadStringNames, { enabled: open && !fleet }).current;
  const stringNames = named.state === 'loaded' ? named.data : new Map<string, string>();
  if (!installed) return null;
  const totals = new Map<string, { wh: number; strings: number[] }>();
  for (const row of rows)
    for (const [serial, part] of Object.entries(row.inverters)) {
      const held = totals.get(serial) ?? { wh: 0, strings: [] };
      held.wh += part.wh;
      part.strings_wh.forEach((wh, i) => {
        held.strings[i] = (held.strings[i] ?? 0) + wh;
      });
      totals.set(serial, held);
    }
  const text = (value: number | null): string =>
    value === null ? t('history.NotSet') : format.fixed(value, value < 10 ? 2 : value < 100 ? 1 : 0);
  const lines = [...totals].filter(([serial]) => installed[serial] !== undefined);
  if (lines.length === 0) return null;
  return (
    <details
      className="mb-2"
      data-testid="specific-yield-table"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary>{t(fleet ? 'history.SpecificYieldGateways' : 'history.SpecificYieldInverters')}</summary>
      <table className="table table-sm w-auto mt-2">
        <thead>
          <tr>
            <th scope="col">{t(fleet ? 'history.Gateway' : 'history.ImportInverter')}</th>
            <th scope="col">{t('history.PerKwp')}</th>
            {!fleet && <th scope="col">{t('history.Strings')}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map(([serial, total]) => {
            const wp = installed[serial] ?? [];
            return (
              <tr key={serial}>
                <th scope="row">{names.get(serial) ?? serial}</th>
                <td>{text(specificYield(total.wh, inverterWp(wp)))}</td>
                {!fleet && (
                  <td>
                    {wp
                      .map((each, i) =>
                        t('history.Pair', {
                          name:
                            stringNames.get(`${serial}/${String(i + 1)}`) ||
                            t('history.StringN', { n: i + 1 }),
                          value: text(specificYield(total.strings[i] ?? 0, each)),
                        }),
                      )
                      .join(' · ')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
