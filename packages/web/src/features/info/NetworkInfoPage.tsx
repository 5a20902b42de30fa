import { endpoints, wifiQuality, type NetworkStatus } from '@dtu-web/protocol';
import { InfoCard, StatusBadge } from '../../components/InfoTable.tsx';
import { InfoPage } from '../../components/InfoPage.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

function NetworkCards({ status }: { status: NetworkStatus }) {
  const { t, format } = useI18n();
  const enabled = (value: boolean) => (
    <StatusBadge value={value} yes={t('info.Enabled')} no={t('info.Disabled')} />
  );
  const mode = status.network_mode === 'Ethernet' ? t('info.ModeEthernet') : t('info.ModeStation');
  return (
    <div className="info-grid">
      <InfoCard
        title={t('info.WifiStation')}
        rows={[
          [t('info.Status'), enabled(status.sta_status)],
          [t('info.Ssid'), status.sta_ssid],
          [t('info.Bssid'), status.sta_bssid],
          // Without a station connection the device reports an RSSI of 0, which is no signal at all.
          [
            t('info.Quality'),
            status.sta_status ? format.percent(wifiQuality(status.sta_rssi) / 100) : t('info.NotAvailable'),
          ],
          [
            t('info.Rssi'),
            status.sta_status
              ? t('info.DbmValue', { value: format.decimal0(status.sta_rssi) })
              : t('info.NotAvailable'),
          ],
        ]}
      />
      <InfoCard
        title={t('info.AccessPoint')}
        rows={[
          [t('info.Status'), enabled(status.ap_status)],
          [t('info.Ssid'), status.ap_ssid],
          [t('info.Stations'), format.decimal0(status.ap_stationnum)],
        ]}
      />
      <InfoCard
        title={t('info.Interface', { mode })}
        rows={[
          [t('info.Hostname'), status.network_hostname],
          [t('info.IpAddress'), status.network_ip],
          [t('info.Netmask'), status.network_netmask],
          [t('info.Gateway'), status.network_gateway],
          [t('info.Dns1'), status.network_dns1],
          [t('info.Dns2'), status.network_dns2],
          [t('info.MacAddress'), status.network_mac],
        ]}
      />
      <InfoCard
        title={t('info.ApInterface')}
        rows={[
          [t('info.IpAddress'), status.ap_ip],
          [t('info.MacAddress'), status.ap_mac],
        ]}
      />
    </div>
  );
}

/** /info/network: WiFi station, access point, the network interface and the access point's interface. */
export default function NetworkInfoPage() {
  const { t } = useI18n();
  return (
    <InfoPage<NetworkStatus> title={t('info.NetworkTitle')} path={endpoints.networkStatus.path}>
      {(status) => <NetworkCards status={status} />}
    </InfoPage>
  );
}
