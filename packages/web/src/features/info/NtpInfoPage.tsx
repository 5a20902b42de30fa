import { endpoints, parseDeviceTime, type NtpStatus } from '@dtu-web/protocol';
import { InfoCard, StatusBadge } from '../../components/InfoTable.tsx';
import { InfoPage } from '../../components/InfoPage.tsx';
import { useElapsedSeconds } from '../../components/useElapsedSeconds.ts';
import { useI18n } from '../../lib/i18n/index.ts';

/** A device time in the UI's format, or the device's text when it is not a time ("--"). */
function DeviceTime({ text, elapsedSeconds = 0 }: { text: string; elapsedSeconds?: number }) {
  const { format } = useI18n();
  const moment = parseDeviceTime(text);
  return <>{moment === undefined ? text : format.wallDateTime(moment + elapsedSeconds * 1000)}</>;
}

/** The device clock, counting on from the answer. */
function Clock({ text, receivedAt }: { text: string; receivedAt: number }) {
  const elapsed = useElapsedSeconds(receivedAt);
  return (
    <span data-testid="device-time">
      <DeviceTime text={text} elapsedSeconds={elapsed} />
    </span>
  );
}

function NtpCards({ status, receivedAt }: { status: NtpStatus; receivedAt: number }) {
  const { t } = useI18n();
  const sunTime = (text: string) =>
    status.sun_isSunsetAvailable ? <DeviceTime text={text} /> : t('info.NotAvailable');
  return (
    <div className="info-grid">
      <InfoCard
        title={t('info.ConfigSummary')}
        rows={[
          [t('info.NtpServer'), status.ntp_server],
          [t('info.Timezone'), status.ntp_timezone],
          [t('info.TimezoneDescr'), status.ntp_timezone_descr],
        ]}
      />
      <InfoCard
        title={t('info.CurrentTime')}
        rows={[
          [
            t('info.Status'),
            <StatusBadge value={status.ntp_status} yes={t('info.Synced')} no={t('info.NotSynced')} bad />,
          ],
          [t('info.LocalTime'), <Clock text={status.ntp_localtime} receivedAt={receivedAt} />],
          [t('info.Sunrise'), sunTime(status.sun_risetime)],
          [t('info.Sunset'), sunTime(status.sun_settime)],
          [t('info.DayPeriod'), status.sun_isDayPeriod ? t('info.Day') : t('info.Night')],
        ]}
      />
    </div>
  );
}

/** /info/ntp: the time settings in use, the device clock, sync state and today's sun times. */
export default function NtpInfoPage() {
  const { t } = useI18n();
  return (
    <InfoPage<NtpStatus> title={t('info.NtpTitle')} path={endpoints.ntpStatus.path}>
      {(status, receivedAt) => <NtpCards status={status} receivedAt={receivedAt} />}
    </InfoPage>
  );
}
