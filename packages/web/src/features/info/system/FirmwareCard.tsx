import type { SystemStatus } from '@dtu-web/protocol';
import { InfoCard } from '../../../components/InfoTable.tsx';
import { useElapsedSeconds } from '../../../components/useElapsedSeconds.ts';
import { useFirmware } from '../../../lib/firmware/index.ts';
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

/** The version as the gateway reports it, with a quiet note when this app was not tested with it. */
function FirmwareVersion({ gitHash }: { gitHash: string }) {
  const { t } = useI18n();
  const { tested } = useFirmware();
  return (
    <>
      <span data-testid="firmware-version">{gitHash}</span>
      {!tested && (
        <small className="d-block text-body-secondary" data-testid="firmware-untested">
          {t('info.NotTested')}
        </small>
      )}
    </>
  );
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
        [t('info.FirmwareVersion'), <FirmwareVersion gitHash={status.git_hash} />],
        // v25.5.10+ (firmware-versions.md §2.2); older releases do not send it.
        ...(typeof status.git_branch === 'string'
          ? [[t('info.FirmwareBranch'), status.git_branch] as const]
          : []),
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
