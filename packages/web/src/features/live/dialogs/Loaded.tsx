import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import type { Loading } from '../../../lib/api/useLoad.ts';

/** A spinner while loading, the failure as an alert, else the content. */
export function LoadedView<T>({
  loaded,
  children,
}: {
  loaded: Loading<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (loaded.state === 'loading') {
    return (
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common.Loading')}</span>
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p className="text-danger-emphasis" role="alert">
        {t('error.Request', { message: loaded.message })}
      </p>
    );
  }
  return children(loaded.data);
}

/** Label–value rows of an info table (fixed columns: consecutive tables line their values up). */
export function InfoRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table className="live-table live-info">
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
