import '../styles/alert.scss';
import '../styles/close.scss';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n/index.ts';
import { useCountdown } from './useCountdown.ts';
import type { AlertVariant } from './variants.ts';

export interface AlertProps {
  variant: AlertVariant;
  children: ReactNode;
  /** Shows a close button (and is called when the countdown ends). */
  onClose?: () => void;
  /** Closes itself after this many seconds, counting down visibly once per second. */
  autoDismissSeconds?: number;
}

const noop = (): void => undefined;

/** A Bootstrap alert; danger and warning are announced assertively, others politely. */
export function Alert({ variant, children, onClose, autoDismissSeconds }: AlertProps) {
  const { t } = useI18n();
  const left = useCountdown(onClose ? autoDismissSeconds : undefined, onClose ?? noop);
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <div
      className={`alert alert-${variant}${onClose ? ' alert-dismissible' : ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      {children}
      {left !== undefined && (
        <small className="d-block opacity-75" data-testid="alert-countdown">
          {t('common.ClosesIn', { seconds: left })}
        </small>
      )}
      {onClose && (
        <button type="button" className="btn-close" aria-label={t('common.Close')} onClick={onClose} />
      )}
    </div>
  );
}
