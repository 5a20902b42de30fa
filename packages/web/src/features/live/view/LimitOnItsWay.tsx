import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveSelect, type LiveInverter } from '../../../lib/live/index.ts';
import { limitWatch, useLimitOnItsWay } from '../limitWatch.ts';

const selectRelative = (inverter: LiveInverter | undefined): number | undefined => inverter?.limit_relative;

const tone = { pending: 'warning', failed: 'danger', set: 'success' } as const;

/**
 * The limit just set, beside the limit the live data shows (inverter header, overview row): pending
 * until the gateway confirms, then the confirmed value or the failure (see limitWatch.ts). It goes
 * once the live data shows the confirmed limit itself.
 */
export function LimitOnItsWay({
  serial,
  announce = false,
  narrow = false,
}: {
  serial: string;
  /** The header announces the news; the overview row shows the same and stays quiet. */
  announce?: boolean;
  /** In the overview's narrow cell: on phones only the arrow and the value (the header says the rest). */
  narrow?: boolean;
}) {
  const { t, format } = useI18n();
  const limit = useLimitOnItsWay(limitWatch, serial);
  const shown = useLiveSelect(serial, selectRelative);
  const caughtUp =
    limit?.phase === 'set' &&
    limit.confirmedRelative !== undefined &&
    shown !== undefined &&
    Math.abs(shown - limit.confirmedRelative) < 0.05;
  useEffect(() => {
    if (caughtUp) limitWatch.settle(serial);
  }, [caughtUp, serial]);

  if (!limit || caughtUp) return null;
  const value =
    limit.phase === 'set'
      ? `${format.decimal(limit.confirmedRelative ?? limit.value)}\u00a0%`
      : `${format.decimal(limit.value)}\u00a0${limit.relative ? '%' : 'W'}`;
  const key = { set: 'live.LimitSet', pending: 'live.LimitPending', failed: 'live.LimitFailed' }[limit.phase];
  const text = t(key, { limit: value });
  return (
    <span
      className="live-badge live-limit-mark"
      data-tone={tone[limit.phase]}
      data-testid="limit-on-its-way"
      role={announce ? 'status' : undefined}
    >
      {narrow ? (
        <>
          <span className="live-wide-only">{text}</span>
          <span className="live-phone-only">{`→\u00a0${value}`}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
