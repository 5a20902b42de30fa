import { inverterWp, specificYield, type EnergyRow } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';

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
    <details className="mb-2" data-testid="specific-yield-table">
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
                          name: t('history.StringN', { n: i + 1 }),
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
