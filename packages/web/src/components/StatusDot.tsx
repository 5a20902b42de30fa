import { useI18n } from '../lib/i18n/index.ts';

/**
 * Device/websocket marker: a green dot whose ring pulses a few times each time the link comes online
 * (styles/_app.scss says why not forever), a red static dot when offline.
 */
export function StatusDot({ online }: { online: boolean }) {
  const { t } = useI18n();
  const label = online ? t('common.Online') : t('common.Offline');
  return (
    <span
      className={`status-dot ${online ? 'online' : 'offline'}`}
      role="img"
      aria-label={label}
      title={label}
      data-testid="status-dot"
    />
  );
}
