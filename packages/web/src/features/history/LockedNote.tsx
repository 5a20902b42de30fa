import type { GatewayInfo } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';

/**
 * The gateways the fleet level leaves out because this login does not open them (issue 30): asking
 * for their energy would only be refused, so the sum is of the others, and says whose it is not.
 */
export function LockedNote({ gateways }: { gateways: readonly GatewayInfo[] }) {
  const { t, locale } = useI18n();
  if (gateways.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    gateways.map((gateway) => gateway.name),
  );
  return (
    <p className="text-body-secondary small" data-testid="history-locked-out">
      {t('history.LockedOut', { names, count: gateways.length })}
    </p>
  );
}
