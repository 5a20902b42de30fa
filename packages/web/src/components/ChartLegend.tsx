export interface LegendEntry {
  id: string;
  name: string;
  colour: string;
}

/** A chart's legend: one toggle button per series (pressed = shown), in the screen's `look`. */
export function ChartLegend({
  entries,
  hidden,
  onChange,
  look,
}: {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
  /** Class names `<look>-legend`, `<look>-swatch`. */
  look: string;
}) {
  return (
    <figcaption className={`${look}-legend`}>
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
          <span className={`${look}-swatch`} style={{ background: entry.colour }} /> {entry.name}
        </button>
      ))}
    </figcaption>
  );
}
