import { useI18n } from '../../lib/i18n/index.ts';
import type { RestoreSummary as Summary } from './restoreCheck.ts';

/** What a restore replaces, for the question before it is sent (see restoreCheck.ts). */
export function RestoreSummary({ summary, fileName }: { summary: Summary; fileName: string }) {
  const { t, locale } = useI18n();
  const list = (names: string[]): string => new Intl.ListFormat(locale, { type: 'unit' }).format(names);
  if (summary.target === 'pin_mapping.json') {
    return (
      <>
        <p>{t('config.ConfirmPins', { count: summary.profiles.length })}</p>
        {summary.profiles.length > 0 && <p className="restore-names">{list(summary.profiles)}</p>}
        <p className="mb-0">{t('config.ConfirmRestart')}</p>
      </>
    );
  }
  if (summary.target === 'pack.lang.json') {
    return (
      <>
        <p>{t('config.ConfirmPack', { name: summary.name, code: summary.code })}</p>
        <p className="mb-0">{t('config.ConfirmRestart')}</p>
      </>
    );
  }
  const { inverters, ssid, mqtt, timezone } = summary;
  const rows: [string, string][] = [
    [
      t('config.SummaryInverters'),
      inverters.length === 0
        ? t('config.NoInverters')
        : `${t('config.InverterCount', { count: inverters.length })} – ${list(inverters)}`,
    ],
    [t('config.SummaryWifi'), ssid === '' ? t('config.NoWifi') : t('config.WifiName', { ssid })],
    [t('config.SummaryMqtt'), mqtt.enabled ? t('config.MqttOn', { host: mqtt.host }) : t('config.MqttOff')],
  ];
  if (timezone !== '') rows.push([t('config.SummaryTimezone'), timezone]);
  return (
    <>
      <p>{t('config.ConfirmIntro', { name: fileName })}</p>
      <dl className="restore-summary" data-testid="restore-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('config.ConfirmPassword')}</p>
      <p className="mb-0">{t('config.ConfirmRestart')}</p>
    </>
  );
}
