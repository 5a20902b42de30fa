import type { LiveData, LiveDataTotal } from '@dtu-web/protocol';
import { useCallback, useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { api } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';

export { catalogue } from './i18n/index.ts';

const totals = [
  ['YieldTotal', 'live.YieldTotal'],
  ['YieldDay', 'live.YieldDay'],
  ['Power', 'live.Power'],
] as const;

/**
 * Home: the live view. Not lazy (it is the first screen). For now it shows the plant totals; the
 * live-view task adds the inverters, the websocket and the dialogs.
 */
export default function LivePage() {
  const { t, format } = useI18n();
  const [total, setTotal] = useState<LiveDataTotal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    api.get<LiveData>('/api/livedata/status').then(
      (data) => {
        setTotal(data.total);
        setFailure(null);
      },
      (error: unknown) => {
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  return (
    <PageFrame
      title={t('live.Title')}
      showReload
      onReload={load}
      loading={total === null && failure === null}
    >
      {failure !== null && (
        <p className="text-danger-emphasis" role="alert">
          {t('error.Request', { message: failure })}
        </p>
      )}
      {total && (
        <div className="d-flex flex-wrap gap-3 mb-3" data-testid="live-totals">
          {totals.map(([field, label]) => (
            <section key={field} className="border rounded p-3 flex-grow-1" aria-label={t(label)}>
              <h2 className="fs-6 text-body-secondary mb-1">{t(label)}</h2>
              <p className="fs-4 mb-0" data-testid={`total-${field}`}>
                {format.fixed(total[field].v, total[field].d)} {total[field].u}
              </p>
            </section>
          ))}
        </div>
      )}
      <p className="text-body-secondary" data-testid="live-placeholder">
        {t('live.Placeholder')}
      </p>
    </PageFrame>
  );
}
