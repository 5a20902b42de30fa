import { useI18n } from '../../../../lib/i18n/index.ts';

/**
 * The firmware-ready build's stand-in (build/withoutCompanion.ts): served by the gateway itself, the app
 * has no companion that kept the gateway's last values, so it says since when the gateway is away and
 * that the live view comes back by itself.
 */
export default function OfflineGateway({ failedAt }: { failedAt: number }) {
  const { t, format } = useI18n();
  return (
    <div data-offline="" data-testid="live-gateway-offline">
      <p className="live-hint live-hint-danger" role="status">
        {t('live.GatewayOfflineSince', { time: format.dateTime(failedAt) })}
      </p>
      <p className="text-body-secondary">{t('live.GatewayOfflineRetry')}</p>
    </div>
  );
}
