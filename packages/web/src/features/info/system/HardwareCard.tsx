import { toKB, type SystemStatus } from '@dtu-web/protocol';
import { InfoCard } from '../../../components/InfoTable.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

export function HardwareCard({ status }: { status: SystemStatus }) {
  const { t, format } = useI18n();
  return (
    <InfoCard
      title={t('info.Hardware')}
      rows={[
        [t('info.ChipModel'), status.chipmodel],
        [t('info.ChipRevision'), format.decimal0(status.chiprevision)],
        [t('info.ChipCores'), format.decimal0(status.chipcores)],
        [t('info.CpuFrequency'), t('info.CpuFrequencyValue', { value: format.decimal0(status.cpufreq) })],
        [
          t('info.CpuTemperature'),
          status.cputemp === null
            ? t('info.NotAvailable')
            : t('info.CpuTemperatureValue', { value: format.fixed(status.cputemp, 1) }),
        ],
        [t('info.FlashSize'), format.kilobyte(toKB(status.flashsize))],
      ]}
    />
  );
}
