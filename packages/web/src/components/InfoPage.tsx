import type { ReactNode } from 'react';
import { api } from '../lib/api/index.ts';
import { useLoad } from '../lib/api/useLoad.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { Alert } from './Alert.tsx';
import { PageFrame } from './PageFrame.tsx';

export interface InfoPageProps<T> {
  /** Translated screen title. */
  title: string;
  /** The read-only JSON endpoint the screen shows, e.g. `/api/system/status`. */
  path: string;
  /** The screen's content; `receivedAt` is when the answer arrived (for values that keep counting). */
  children: (data: T, receivedAt: number) => ReactNode;
}

/**
 * An info screen: loads `path`, shows a spinner while loading, the failure as an alert, else the
 * content; the reload button and pull-to-refresh load it again.
 */
export function InfoPage<T>({ title, path, children }: InfoPageProps<T>) {
  const { t } = useI18n();
  const { current, reload } = useLoad((signal) => api.get<T>(path, signal), { key: path });
  return (
    <PageFrame title={title} showReload onReload={reload} loading={current.state === 'loading'}>
      {current.state === 'failed' && (
        <Alert variant="danger">{t('error.Request', { message: current.message })}</Alert>
      )}
      {current.state === 'loaded' && children(current.data, current.receivedAt)}
    </PageFrame>
  );
}
