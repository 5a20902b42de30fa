import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';

export interface DataTableProps {
  caption: string;
  /** Column headers; the first column holds the row headers. */
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** A chart's numbers as a table, folded away under the chart (for screen readers and exact values). */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const { t } = useI18n();
  // Hundreds of rows are built only once asked for.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="history-table"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary>{t('history.ShowTable')}</summary>
      {open && (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
