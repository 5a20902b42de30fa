import '../styles/card.scss';
import '../styles/badge.scss';
import './info.scss';
import { useId, type ReactNode } from 'react';

/** One line of an info table: label and value. */
export type InfoRow = readonly [label: string, value: ReactNode];

/** Label–value rows (the label is the row header). */
export function InfoTable({ rows }: { rows: readonly InfoRow[] }) {
  return (
    <table className="table table-sm mb-0 info-table">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface InfoCardProps {
  title: string;
  /** Label–value rows shown as a table. */
  rows?: readonly InfoRow[];
  /** Content after the rows. */
  children?: ReactNode;
}

/** A titled card of an info screen (a region named by its title). */
export function InfoCard({ title, rows, children }: InfoCardProps) {
  const id = useId();
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <h2 className="card-header fs-5" id={id}>
        {title}
      </h2>
      <div className="card-body">
        {rows && <InfoTable rows={rows} />}
        {children}
      </div>
    </section>
  );
}

export interface StatusBadgeProps {
  /** Green with `yes` when true; otherwise `no`, red (`bad`) or grey. */
  value: boolean;
  yes: string;
  no: string;
  /** The false state is a problem (red) rather than just off (grey). */
  bad?: boolean;
}

/** A yes/no state as a coloured badge (the text says it, the colour only repeats it). */
export function StatusBadge({ value, yes, no, bad = false }: StatusBadgeProps) {
  const variant = value ? 'text-bg-success' : bad ? 'text-bg-danger' : 'text-bg-secondary';
  return <span className={`badge ${variant}`}>{value ? yes : no}</span>;
}
