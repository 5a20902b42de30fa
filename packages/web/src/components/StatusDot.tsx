import { useI18n } from '../lib/i18n/index.ts';

/** Device/websocket marker: green pulsing dot when online, red static dot when offline. */
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
