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
export function LimitOnItsWay({ serial, announce = false }: { serial: string; announce?: boolean }) {
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
  const text =
    limit.phase === 'set'
      ? t('live.LimitSet', { limit: `${format.decimal(limit.confirmedRelative ?? limit.value)} %` })
      : t(limit.phase === 'pending' ? 'live.LimitPending' : 'live.LimitFailed', {
          limit: `${format.decimal(limit.value)} ${limit.relative ? '%' : 'W'}`,
        });
  return (
    // Announced once (by the header): the overview row shows the same news.
    <span
      className="live-badge live-limit-mark"
      data-tone={tone[limit.phase]}
      data-testid="limit-on-its-way"
      role={announce ? 'status' : undefined}
    >
      {text}
    </span>
  );
}
