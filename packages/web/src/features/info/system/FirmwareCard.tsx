import type { SystemStatus } from '@dtu-web/protocol';
import { InfoCard } from '../../../components/InfoTable.tsx';
import { useElapsedSeconds } from '../../../components/useElapsedSeconds.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { splitUptime } from '../deviceTime.ts';
import { resetReasonText } from '../resetReason.ts';
import { VersionCheckRow } from './VersionCheck.tsx';

/** Uptime in days and h:m:s, counting on from the device's value. */
function Uptime({ seconds, receivedAt }: { seconds: number; receivedAt: number }) {
  const { t, locale } = useI18n();
  const elapsed = useElapsedSeconds(receivedAt);
  const { days, time } = splitUptime(seconds + elapsed);
  const daysText = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(
    days,
  );
  return <span data-testid="uptime">{t('info.UptimeValue', { days: daysText, time })}</span>;
}

export function FirmwareCard({ status, receivedAt }: { status: SystemStatus; receivedAt: number }) {
  const { t, format } = useI18n();
  return (
    <InfoCard
      title={t('info.Firmware')}
      rows={[
        [t('info.Hostname'), status.hostname],
        [t('info.SdkVersion'), status.sdkversion],
        [t('info.ConfigVersion'), status.config_version],
        [t('info.FirmwareVersion'), status.git_hash],
        [t('info.PioEnv'), status.pioenv],
        [t('info.VersionCheck'), <VersionCheckRow gitHash={status.git_hash} receivedAt={receivedAt} />],
        [t('info.ResetReason0'), resetReasonText(status.resetreason_0, t)],
        [t('info.ResetReason1'), resetReasonText(status.resetreason_1, t)],
        [t('info.ConfigSaveCount'), format.decimal0(status.cfgsavecount)],
        [t('info.Uptime'), <Uptime seconds={status.uptime} receivedAt={receivedAt} />],
      ]}
    />
  );
}
