import { CLOCK_OFFSET_WARN_S, type GatewayInfo } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';

/** "5 min 12 s" / "2 h 3 min": the size of a clock offset. */
function span(seconds: number, t: ReturnType<typeof useI18n>['t']): string {
  const size = Math.abs(Math.round(seconds));
  if (size >= 3600)
    return t('history.SpanHours', { h: Math.floor(size / 3600), min: Math.floor((size % 3600) / 60) });
  return t('history.SpanMinutes', { min: Math.floor(size / 60), s: size % 60 });
}

/**
 * What History must say about the recorder's calendar (issue 29): a gateway clock off the recorder's
 * by more than 2 minutes (the recorder's clock decides the days), and days filed in UTC because the
 * gateway's time zone could not be read.
 */
export function ClockNote({ gateway }: { gateway?: GatewayInfo }) {
  const { t } = useI18n();
  const offset = gateway?.clock_offset_s;
  const off = typeof offset === 'number' && Math.abs(offset) > CLOCK_OFFSET_WARN_S;
  const noZone = gateway?.tz === null;
  if (!off && !noZone) return null;
  return (
    <div className="alert alert-warning py-2 small" role="note" data-testid="history-clock-note">
      {off && (
        <p className="mb-1">
          {t(offset > 0 ? 'history.ClockAhead' : 'history.ClockBehind', { span: span(offset, t) })}
        </p>
      )}
      {noZone && <p className="mb-0">{t('history.NoZone')}</p>}
    </div>
  );
}
