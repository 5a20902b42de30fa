import { useId, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';

export interface PeriodNavProps {
  /** The period's input (a date, month or year field). */
  input: ReactNode;
  /** Shown between the buttons: the period in words. */
  title: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  /** Undefined: there is no later period (no future). */
  onNext?: () => void;
}

/** Previous / next buttons around the period's name and a field to jump to any period. */
export function PeriodNav({ input, title, previousLabel, nextLabel, onPrevious, onNext }: PeriodNavProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="history-nav">
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={previousLabel}
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h2 className="fs-5 m-0 flex-grow-1" id={id} aria-live="polite">
        {title}
      </h2>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={nextLabel}
        disabled={!onNext}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
      <div className="history-nav-input">
        <span className="visually-hidden">{t('history.GoTo')}</span>
        {input}
      </div>
    </div>
  );
}
