import { endpoints, type MqttStatus } from '@dtu-web/protocol';
import { useId } from 'react';
import { InfoCard, StatusBadge } from '../../components/InfoTable.tsx';
import { InfoPage } from '../../components/InfoPage.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

/** mbedTLS certificate info text, or a note when the device could not read the certificate. */
function Certificate({ title, info }: { title: string; info: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <figure className="info-certificate" aria-labelledby={id}>
      <figcaption className="fs-6 mb-1" id={id}>
        {title}
      </figcaption>
      {info === '' ? (
        <p className="mb-0">{t('info.CertUnreadable')}</p>
      ) : (
        <pre className="info-pre">{info}</pre>
      )}
    </figure>
  );
}

function MqttCards({ status }: { status: MqttStatus }) {
  const { t, locale } = useI18n();
  const enabled = (value: boolean) => (
    <StatusBadge value={value} yes={t('info.Enabled')} no={t('info.Disabled')} />
  );
  const yesNo = (value: boolean) => (value ? t('info.Yes') : t('info.No'));
  const text = (value: string) => (value === '' ? t('info.Empty') : value);
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' });
  const certificates = [
    ...(status.mqtt_tls ? [{ title: t('info.RootCa'), info: status.mqtt_root_ca_cert_info }] : []),
    ...(status.mqtt_tls && status.mqtt_tls_cert_login
      ? [{ title: t('info.ClientCert'), info: status.mqtt_client_cert_info }]
      : []),
  ];
  return (
    <div className="info-grid">
      <InfoCard
        title={t('info.ConfigSummary')}
        rows={[
          [t('info.Status'), enabled(status.mqtt_enabled)],
          [t('info.Broker'), text(status.mqtt_hostname)],
          [t('info.Port'), String(status.mqtt_port)],
          [t('info.ClientId'), text(status.mqtt_clientid)],
          [t('info.Username'), text(status.mqtt_username)],
          [t('info.BaseTopic'), text(status.mqtt_topic)],
          [t('info.LwtTopic'), text(status.mqtt_lwt_topic)],
          [t('info.PublishInterval'), seconds.format(status.mqtt_publish_interval)],
          [t('info.CleanSession'), yesNo(status.mqtt_clean_session)],
          [t('info.Retain'), yesNo(status.mqtt_retain)],
          [t('info.Tls'), enabled(status.mqtt_tls)],
          [t('info.TlsCertLogin'), yesNo(status.mqtt_tls_cert_login)],
        ]}
      />
      <InfoCard
        title={t('info.HassSummary')}
        rows={[
          [t('info.Status'), enabled(status.mqtt_hass_enabled)],
          [t('info.HassTopic'), text(status.mqtt_hass_topic)],
          [t('info.Retain'), yesNo(status.mqtt_hass_retain)],
          [t('info.HassExpire'), yesNo(status.mqtt_hass_expire)],
          [t('info.HassIndividualPanels'), yesNo(status.mqtt_hass_individualpanels)],
        ]}
      />
      {certificates.length > 0 && (
        <InfoCard title={t('info.Certificates')}>
          {certificates.map(({ title, info }) => (
            <Certificate key={title} title={title} info={info} />
          ))}
        </InfoCard>
      )}
      <InfoCard
        title={t('info.Runtime')}
        rows={[
          [
            t('info.Connection'),
            <StatusBadge
              value={status.mqtt_connected}
              yes={t('info.Connected')}
              no={t('info.NotConnected')}
              bad={status.mqtt_enabled}
            />,
          ],
        ]}
      />
    </div>
  );
}

/** /info/mqtt: broker settings in use, Home Assistant discovery, certificates and the connection. */
export default function MqttInfoPage() {
  const { t } = useI18n();
  return (
    <InfoPage<MqttStatus> title={t('info.MqttTitle')} path={endpoints.mqttStatus.path}>
      {(status) => <MqttCards status={status} />}
    </InfoPage>
  );
}
