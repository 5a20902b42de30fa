import { SET_STATUSES, type SetStatus } from '@dtu-web/protocol';
import { useI18n } from '../../../lib/i18n/index.ts';

const tone: Record<SetStatus, string> = {
  Ok: 'success',
  Pending: 'warning',
  Failure: 'danger',
  Unknown: 'secondary',
};

const isSetStatus = (value: string): value is SetStatus =>
  (SET_STATUSES as readonly string[]).includes(value);

/** The last command's status (interface-spec §4): colour and text; anything unexpected is Unknown. */
export function SetStatusBadge({ status: sent }: { status: string }) {
  const { t } = useI18n();
  const status = isSetStatus(sent) ? sent : 'Unknown';
  const text = {
    Ok: t('live.StatusOk'),
    Pending: t('live.StatusPending'),
    Failure: t('live.StatusFailure'),
    Unknown: t('live.StatusUnknown'),
  }[status];
  return (
    <span className="live-badge" data-tone={tone[status]} data-testid="set-status">
      {text}
    </span>
  );
}
