export interface LegendEntry {
  id: string;
  name: string;
  colour: string;
}

/** The chart's legend: one toggle button per series (pressed = shown). */
export function Legend({
  entries,
  hidden,
  onChange,
}: {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
}) {
  return entries.length < 2 ? null : (
    <figcaption className="history-legend">
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="btn btn-sm"
          aria-pressed={!hidden.has(entry.id)}
          onClick={() => {
            const next = new Set(hidden);
            if (!next.delete(entry.id)) next.add(entry.id);
            onChange(next);
          }}
        >
          <span className="history-swatch" style={{ background: entry.colour }} /> {entry.name}
        </button>
      ))}
    </figcaption>
  );
}
