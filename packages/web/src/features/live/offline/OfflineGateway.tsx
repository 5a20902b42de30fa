import { endpoints, type FleetGateway, type FleetStatus, type LiveValue } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { session } from '../../../lib/auth/index.ts';
import { pageScope } from '../../../lib/gateway/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';

/** What the companion last knew of this page's gateway (GET /api/x/fleet), or null without one. */
async function lastKnown(signal: AbortSignal): Promise<FleetGateway | null> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  const response = await fetch(endpoints.fleet.path, { headers, signal });
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return null;
  const fleet = (await response.json()) as FleetStatus;
  const gateways = Array.isArray(fleet.gateways) ? fleet.gateways : [];
  return (pageScope.id === null ? gateways[0] : gateways.find((each) => each.id === pageScope.id)) ?? null;
}

/**
 * The live view of a gateway that does not answer (issue 30 item 6): "offline since 21:04" and its last
 * known yields, marked as such, instead of the HTTP status text. The companion knows when it last heard
 * from the gateway; without one, the time is when this page first failed to reach it.
 */
export default function OfflineGateway({ failedAt }: { failedAt: number }) {
  const { t, format } = useI18n();
  const [gateway, setGateway] = useState<FleetGateway | null>(null);
  const [since, setSince] = useState(failedAt);
  useEffect(() => {
    const abort = new AbortController();
    lastKnown(abort.signal).then(
      (found) => {
        setGateway(found);
        if (found?.data_age_s !== undefined) setSince(Date.now() - found.data_age_s * 1000);
      },
      () => undefined,
    );
    return () => {
      abort.abort();
    };
  }, []);
  const value = (field: 'YieldDay' | 'YieldTotal', label: string) => {
    const shown: LiveValue | undefined = gateway?.total?.[field];
    return shown === undefined ? null : (
      <div key={field}>
        <dt>{label}</dt>
        <dd className="live-value" data-testid={`offline-${field}`}>
          {t('live.LastKnownValue', { value: `${format.fixed(shown.v, shown.d)} ${shown.u}` })}
        </dd>
      </div>
    );
  };
  return (
    <div data-offline="" data-testid="live-gateway-offline">
      <p className="live-hint live-hint-danger" role="status">
        {t('live.GatewayOfflineSince', { time: format.dateTime(since) })}
      </p>
      {gateway?.total && (
        <dl className="live-offline-values">
          {value('YieldDay', t('live.YieldDay'))}
          {value('YieldTotal', t('live.YieldTotal'))}
        </dl>
      )}
      <p className="text-body-secondary">{t('live.GatewayOfflineRetry')}</p>
    </div>
  );
}
