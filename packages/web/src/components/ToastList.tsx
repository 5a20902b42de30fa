import '../styles/close.scss';
import '../styles/toasts.scss';
import { useCallback } from 'react';
import { useI18n } from '../lib/i18n/index.ts';
import { dismissToast, TOAST_DELAY_MS, useToasts, type Toast } from './toastStore.ts';
import { useCountdown } from './useCountdown.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  const close = useCallback(() => {
    dismissToast(toast.id);
  }, [toast.id]);
  const left = useCountdown(TOAST_DELAY_MS / 1000, close);
  return (
    <div
      className={`toast show text-bg-${toast.variant}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">
          <div>{toast.text}</div>
          <small className="opacity-75" data-testid="toast-countdown">
            {t('common.ClosesIn', { seconds: left })}
          </small>
        </div>
        <button
          type="button"
          className="btn-close me-2 mt-2"
          aria-label={t('common.Close')}
          onClick={close}
        />
      </div>
    </div>
  );
}

/** The toasts raised with showToast(), at the bottom right. */
export default function ToastList() {
  const { t } = useI18n();
  const toasts = useToasts();
  return (
    <section
      className="toast-container position-fixed bottom-0 end-0 p-3"
      aria-label={t('common.Notifications')}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
