import { useI18n } from '../../../lib/i18n/index.ts';

export interface GroupedEntry {
  id: string;
  /** Its own name (a string's), shown inside its group. */
  short: string;
  colour: string;
  /** The group (an inverter's name); entries without one stand alone. */
  group?: string;
}

export interface GroupedLegendProps {
  entries: readonly GroupedEntry[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
}

/**
 * A legend for many lines (29 strings): one row per inverter, its name showing or hiding all of its
 * strings at once, "only" to show that inverter alone, and each string's own toggle; "show all" when
 * anything is hidden.
 */
export function GroupedLegend({ entries, hidden, onChange }: GroupedLegendProps) {
  const { t } = useI18n();
  const groups = new Map<string, GroupedEntry[]>();
  for (const entry of entries) {
    const name = entry.group ?? '';
    groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  const toggle = (ids: readonly string[], show: boolean): void => {
    const next = new Set(hidden);
    for (const id of ids) {
      if (show) next.delete(id);
      else next.add(id);
    }
    onChange(next);
  };
  return (
    <figcaption className="history-legend history-legend-grouped" data-testid="grouped-legend">
      {[...groups].map(([group, members]) => {
        const ids = members.map((each) => each.id);
        const shown = ids.filter((id) => !hidden.has(id)).length;
        return (
          <div key={group} className="history-legend-group" role="group" aria-label={group || undefined}>
            {group && (
              <>
                <button
                  type="button"
                  className="btn btn-sm history-legend-name"
                  aria-pressed={shown === ids.length ? true : shown === 0 ? false : 'mixed'}
                  onClick={() => {
                    toggle(ids, shown < ids.length);
                  }}
                >
                  {group}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0 history-legend-only"
                  aria-label={t('history.OnlyThis', { name: group })}
                  onClick={() => {
                    onChange(new Set(entries.map((each) => each.id).filter((id) => !ids.includes(id))));
                  }}
                >
                  {t('history.Only')}
                </button>
              </>
            )}
            {members.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className="btn btn-sm"
                aria-pressed={!hidden.has(entry.id)}
                aria-label={group ? `${group} · ${entry.short}` : entry.short}
                onClick={() => {
                  toggle([entry.id], hidden.has(entry.id));
                }}
              >
                <span className="history-swatch" style={{ background: entry.colour }} /> {entry.short}
              </button>
            ))}
          </div>
        );
      })}
      {hidden.size > 0 && (
        <button
          type="button"
          className="btn btn-sm btn-link"
          onClick={() => {
            onChange(new Set());
          }}
        >
          {t('history.ShowAll')}
        </button>
      )}
    </figcaption>
  );
}
