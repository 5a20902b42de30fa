import { Suspense, lazy, useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';

// The chart and its code load only when the user opens the history.
const HistoryPanel = lazy(() => import('./HistoryPanel.tsx'));

/** "Power history": a disclosure button; the panel (chart, daily yields, CSV) loads when opened. */
export function HistorySection() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="mt-4">
      <h2 className="fs-5">
        <button
          type="button"
          className="btn btn-link p-0 fs-5 live-disclosure"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {t('live.History')}
        </button>
      </h2>
      <div id={id}>
        {open && (
          <Suspense
            fallback={
              <div className="spinner-border" role="status">
                <span className="visually-hidden">{t('common.Loading')}</span>
              </div>
            }
          >
            <HistoryPanel />
          </Suspense>
        )}
      </div>
    </section>
  );
}
