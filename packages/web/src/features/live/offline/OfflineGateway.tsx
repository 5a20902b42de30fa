import { endpoints, type FleetGateway, type FleetStatus, type LiveValue } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { session } from '../../../lib/auth/index.ts';
import { pageScope } from '../../../lib/gateway/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { liveEnergyText, powerText } from '../../../lib/units.ts';

/** How often the companion is asked again while the gateway stays away (its values may change). */
const REFRESH_MS = 10_000;

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
 * The live view of a gateway that does not answer (issue 30 item 6): offline since (at least) when this
 * page found it so, and what the companion last knew — its yields and each inverter's values, scaled as
 * the live view does and marked as last known, with the time they are from (their data age, which is not
 * when the gateway went away: at night the inverters were silent long before). Asked again every 10 s.
 */
export default function OfflineGateway({ failedAt }: { failedAt: number }) {
  const { t, format } = useI18n();
  const [known, setKnown] = useState<{ gateway: FleetGateway; at: number } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const ask = () => {
      lastKnown(abort.signal).then(
        (gateway) => {
          setKnown(gateway === null ? null : { gateway, at: Date.now() });
        },
        () => undefined,
      );
    };
    ask();
    const timer = window.setInterval(ask, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      abort.abort();
    };
  }, []);
  const gateway = known?.gateway;
  const askedAt = known?.at ?? failedAt;
  const asOf = (ageS: number): string => format.dateTime(askedAt - ageS * 1000);
  const value = (field: 'YieldDay' | 'YieldTotal', label: string) => {
    const shown: LiveValue | undefined = gateway?.total?.[field];
    return shown === undefined ? null : (
      <div key={field}>
        <dt>{label}</dt>
        <dd className="live-value" data-testid={`offline-${field}`}>
          {t('live.LastKnownValue', { value: liveEnergyText(format, shown) })}
        </dd>
      </div>
    );
  };
  const inverters = gateway?.inverter_list ?? [];
  return (
    <div data-offline="" data-testid="live-gateway-offline">
      <p className="live-hint live-hint-danger" role="status">
        {t('live.GatewayOfflineSince', { time: format.dateTime(failedAt) })}
      </p>
      {gateway?.total && (
        <>
          {gateway.data_age_s !== undefined && (
            <p className="mb-1" data-testid="offline-as-of">
              {t('live.LastKnownAsOf', { time: asOf(gateway.data_age_s) })}
            </p>
          )}
          <dl className="live-offline-values">
            {value('YieldDay', t('live.YieldDay'))}
            {value('YieldTotal', t('live.YieldTotal'))}
          </dl>
        </>
      )}
      {inverters.length > 0 && (
        <div className="live-scroll">
          <table className="live-table live-last-known" data-testid="offline-inverters">
            <caption>{t('live.InvertersLastKnown')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('live.OfflineInverter')}</th>
                <th scope="col">{t('live.Power')}</th>
                <th scope="col">{t('live.YieldDay')}</th>
                <th scope="col">{t('live.OfflineAsOf')}</th>
              </tr>
            </thead>
            <tbody>
              {inverters.map((inverter) => (
                <tr key={inverter.serial}>
                  <th scope="row">{inverter.name}</th>
                  <td>{inverter.Power === undefined ? '–' : powerText(format, inverter.Power.v)}</td>
                  <td>{inverter.YieldDay === undefined ? '–' : liveEnergyText(format, inverter.YieldDay)}</td>
                  <td>{asOf(inverter.data_age)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-body-secondary">{t('live.GatewayOfflineRetry')}</p>
    </div>
  );
}
