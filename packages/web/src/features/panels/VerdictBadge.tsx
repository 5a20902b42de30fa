import type { StringHealthFlag } from '@dtu-web/protocol';
import { ShapeIcon } from '../../components/icons.tsx';
import {
  CROSS_SHAPE,
  HOURGLASS_SHAPE,
  MOON_SHAPE,
  PAUSE_SHAPE,
  SLASHED_RING_SHAPE,
  SUN_SHAPE,
} from '../../components/stateShapes.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import type { StringVerdict } from './judge.ts';

/** An empty ring: a string that makes nothing. */
const RING_SHAPE = 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z';
/** An arrow down: a string that falls behind its siblings. */
const DOWN_SHAPE = 'M7.2 1h1.6v10l3.1-3.1 1.1 1.1L8 14 3 9l1.1-1.1L7.2 11z';

const shapes: Record<StringVerdict, string> = {
  off: SLASHED_RING_SHAPE,
  asleep: MOON_SHAPE,
  unreachable: CROSS_SHAPE,
  stale: HOURGLASS_SHAPE,
  silent: RING_SHAPE,
  flagged: DOWN_SHAPE,
  idle: PAUSE_SHAPE,
  producing: SUN_SHAPE,
};

const words: Record<StringVerdict, string> = {
  off: 'panels.VerdictOff',
  asleep: 'panels.VerdictAsleep',
  unreachable: 'panels.VerdictUnreachable',
  stale: 'panels.VerdictStale',
  silent: 'panels.VerdictSilent',
  flagged: 'panels.VerdictLow',
  idle: 'panels.VerdictIdle',
  producing: 'panels.VerdictProducing',
};

/** The verdict's shape and word; a string flagged "silent" by its recorded health says so. */
export function VerdictBadge({ verdict, flag }: { verdict: StringVerdict; flag: StringHealthFlag | null }) {
  const { t } = useI18n();
  const madeNothing = verdict === 'flagged' && flag === 'silent';
  const word = madeNothing ? 'panels.VerdictMadeNothing' : words[verdict];
  return (
    <span className="panel-verdict">
      <ShapeIcon d={madeNothing ? RING_SHAPE : shapes[verdict]} /> {t(word)}
    </span>
  );
}
