import type { SystemStatus } from '@dtu-web/protocol';
import { InfoCard, StatusBadge } from '../../../components/InfoTable.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

interface RadioProps {
  title: string;
  configured: boolean;
  connected: boolean;
  /** Chip name when connected. */
  chip: string;
}

/** One radio module: configured (pins set), connected (the chip answers) and its type. */
function RadioCard({ title, configured, connected, chip }: RadioProps) {
  const { t } = useI18n();
  return (
    <InfoCard
      title={title}
      rows={[
        [
          t('info.Status'),
          <StatusBadge value={configured} yes={t('info.Configured')} no={t('info.NotConfigured')} />,
        ],
        [
          t('info.ChipStatus'),
          <StatusBadge
            value={connected}
            yes={t('info.Connected')}
            no={t('info.NotConnected')}
            bad={configured}
          />,
        ],
        [t('info.ChipType'), connected ? chip : t('info.Unknown')],
      ]}
    />
  );
}

/** The nRF24 (nRF24L01+ or nRF24L01) and CMT2300A radio modules. */
export function RadioCards({ status }: { status: SystemStatus }) {
  const { t } = useI18n();
  return (
    <>
      <RadioCard
        title={t('info.RadioNrf')}
        configured={status.nrf_configured}
        connected={status.nrf_connected}
        chip={status.nrf_pvariant ? 'nRF24L01+' : 'nRF24L01'}
      />
      <RadioCard
        title={t('info.RadioCmt')}
        configured={status.cmt_configured}
        connected={status.cmt_connected}
        chip="CMT2300A"
      />
    </>
  );
}
