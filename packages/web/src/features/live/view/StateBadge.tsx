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

/** An hourglass: the values are older than a poll cycle, the state above may no longer hold. */
const STALE_SHAPE =
  'M3 1h10v1.5h-1.2c0 2.6-1.6 4.2-3 5.5 1.4 1.3 3 2.9 3 5.5H13V15H3v-1.5h1.2c0-2.6 1.6-4.2 3-5.5-1.4-1.3-3-2.9-3-5.5H3zm2.7 1.5c0 1.9 1.1 3.1 2.3 4.2 1.2-1.1 2.3-2.3 2.3-4.2z';

/** A crescent moon: night, the inverters sleep (shown instead of any state, see live.scss). */
const MOON_SHAPE = 'M6 .5a7.5 7.5 0 1 0 9.5 9.5A6 6 0 0 1 6 .5z';

/**
 * Icon and text of an inverter state (memoised: rows re-render on every frame, states rarely change).
 * Inside an element marked `data-stale` (useStaleMarker) the state is not shown as current: an
 * hourglass and "No current data (last: Producing)" take its place (live.scss), so a stale inverter
 * never looks producing. The swap is CSS only: the marker changes on the one-second tick without a
 * render.
 */
export const StateLabel = memo(function StateLabel({ state }: { state: InverterState }) {
  const { t } = useI18n();
  const text = {
    producing: t('live.StateProducing'),
    idle: t('live.StateIdle'),
    unreachable: t('live.StateUnreachable'),
    disabled: t('live.StateDisabled'),
  }[state];
  // Unreachable and polling disabled are the gateway's word about now (while the link is up);
  // producing or not is read from the values, and those may be old.
  const now = state === 'unreachable' || state === 'disabled';
  return (
    <span className="live-state">
      <span className={now ? 'live-now-only' : 'live-fresh-only'}>
        <StateIcon state={state} /> <span className="live-state-text">{text}</span>
      </span>
      <span className={now ? 'live-offline-only' : 'live-stale-only'}>
        <svg
          viewBox="0 0 16 16"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          className="icon"
        >
          <path fillRule="evenodd" d={STALE_SHAPE} />
        </svg>{' '}
        <span className="live-state-text">{t('live.StateStale', { state: text })}</span>
      </span>
      <span className="live-night-only">
        <svg
          viewBox="0 0 16 16"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          className="icon"
        >
          <path d={MOON_SHAPE} />
        </svg>{' '}
        <span className="live-state-text">{t('live.StateAsleep')}</span>
      </span>
    </span>
  );
});
