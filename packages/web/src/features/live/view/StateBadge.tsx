import { memo } from 'react';
import { ShapeIcon } from '../../../components/icons.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';
import type { InverterState } from '../../../lib/live/index.ts';
import {
  CROSS_SHAPE,
  HOURGLASS_SHAPE,
  MOON_SHAPE,
  PAUSE_SHAPE,
  SLASHED_RING_SHAPE,
  SUN_SHAPE,
} from '../../../components/stateShapes.ts';

// Each state has its own shape (so colour is never the only signal) and its text next to it.
const shapes: Record<InverterState, string> = {
  producing: SUN_SHAPE,
  idle: PAUSE_SHAPE,
  unreachable: CROSS_SHAPE,
  disabled: SLASHED_RING_SHAPE,
};

/** Header colour per state (see `[data-tone]` in inverters.scss). */
export const stateTone: Record<InverterState, string> = {
  producing: 'success',
  idle: 'warning',
  unreachable: 'danger',
  disabled: 'secondary',
};

export function StateIcon({ state }: { state: InverterState }) {
  return <ShapeIcon d={shapes[state]} />;
}

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
        <ShapeIcon d={HOURGLASS_SHAPE} />{' '}
        <span className="live-state-text">{t('live.StateStale', { state: text })}</span>
      </span>
      <span className="live-night-only">
        <ShapeIcon d={MOON_SHAPE} /> <span className="live-state-text">{t('live.StateAsleep')}</span>
      </span>
    </span>
  );
});
