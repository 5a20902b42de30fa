import { memo } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import type { InverterState } from '../../../lib/live/index.ts';

// Each state has its own shape (so colour is never the only signal) and its text next to it.
const shapes: Record<InverterState, string> = {
  // a sun
  producing:
    'M8 4.6a3.4 3.4 0 1 1 0 6.8 3.4 3.4 0 0 1 0-6.8zM7.3 0h1.4v3H7.3zm0 13h1.4v3H7.3zM0 7.3h3v1.4H0zm13 0h3v1.4h-3z',
  // pause: reachable, not producing
  idle: 'M4 2h3v12H4zm5 0h3v12H9z',
  // a cross: not reachable
  unreachable: 'M2.3 3.7 3.7 2.3 8 6.6l4.3-4.3 1.4 1.4L9.4 8l4.3 4.3-1.4 1.4L8 9.4l-4.3 4.3-1.4-1.4L6.6 8z',
  // a slashed ring: polling disabled
  disabled:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm4.2 3.2-8 8a5.3 5.3 0 0 0 8-8zM3.8 11.8l8-8a5.3 5.3 0 0 0-8 8z',
};

/** Header colour per state (see `[data-tone]` in inverters.scss). */
export const stateTone: Record<InverterState, string> = {
  producing: 'success',
  idle: 'warning',
  unreachable: 'danger',
  disabled: 'secondary',
};

export function StateIcon({ state }: { state: InverterState }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" className="icon">
      <path fillRule="evenodd" d={shapes[state]} />
    </svg>
  );
}

/** Icon and text of an inverter state (memoised: rows re-render on every frame, states rarely change). */
export const StateLabel = memo(function StateLabel({ state }: { state: InverterState }) {
  const { t } = useI18n();
  const text = {
    producing: t('live.StateProducing'),
    idle: t('live.StateIdle'),
    unreachable: t('live.StateUnreachable'),
    disabled: t('live.StateDisabled'),
  }[state];
  return (
    <span>
      <StateIcon state={state} /> <span className="live-state-text">{text}</span>
    </span>
  );
});
