import { formatVersion, productionDate, type DeviceInfo } from '@dtu-web/protocol';
import { Modal } from '../../../components/Modal.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './InverterDialog.tsx';
import { useDeviceData } from './useDeviceData.ts';

/** Model, production date (from the serial), hardware and firmware versions. */
export function DeviceInfoDialog({ serial, title, onClose }: DialogProps) {
  const { t, format } = useI18n();
  const [loaded] = useDeviceData(() => api.get<Partial<DeviceInfo>>(`/api/devinfo/status?inv=${serial}`));
  const made = productionDate(serial);
  return (
    <Modal open title={title(t('live.DeviceInfo'))} onClose={onClose}>
      <LoadedView loaded={loaded}>
        {(info) =>
          info.valid_data !== true ? (
            <p data-testid="no-info">{t('live.NoInfo')}</p>
          ) : (
            <InfoRows
              rows={[
                [t('live.Model'), info.hw_model_name || t('live.UnknownModel')],
                [t('live.SerialNumber'), serial],
                [t('live.ProductionYear'), made.year],
                [t('live.ProductionWeek'), made.week],
                [t('live.PartNumber'), `0x${(info.hw_part_number ?? 0).toString(16).toUpperCase()}`],
                [t('live.HwVersion'), info.hw_version],
                [t('live.FwVersion'), formatVersion(info.fw_build_version ?? 0)],
                [t('live.FwDate'), info.fw_build_datetime],
                [t('live.BootVersion'), formatVersion(info.fw_bootloader_version ?? 0)],
                [
                  t('live.MaxPower'),
                  info.max_power ? `${format.decimal(info.max_power)} W` : t('live.UnknownModel'),
                ],
              ]}
            />
          )
        }
      </LoadedView>
    </Modal>
  );
}
