import { endpoints, withQuery, formatVersion, productionDate, type DeviceInfo } from '@dtu-web/protocol';
import { Modal } from '../../../components/Modal.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './kinds.ts';
import { useLoad } from '../../../lib/api/useLoad.ts';

/**
 * The firmware's build time ("YYYY-MM-DD HH:MM:SS", device-api §1.5) in the interface's locale; the
 * device's text as it is when it does not have that form.
 */
export function buildDate(text: string | undefined, dateTime: (value: Date) => string): string {
  const parts = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(text ?? '');
  if (!parts) return text ?? '–';
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number);
  return dateTime(new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second));
}

/** Model, production date (from the serial), hardware and firmware versions. */
export function DeviceInfoDialog({ serial, title, onClose }: DialogProps) {
  const { t, format } = useI18n();
  const { current: loaded } = useLoad(() =>
    api.get<Partial<DeviceInfo>>(withQuery(endpoints.devinfoStatus, { inv: serial })),
  );
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
                [t('live.FwDate'), buildDate(info.fw_build_datetime, format.dateTime)],
                [t('live.BootVersion'), formatVersion(info.fw_bootloader_version ?? 0)],
                [
                  t('live.MaxPower'),
                  info.max_power ? `${format.decimal(info.max_power)} W` : t('live.UnknownModel'),
                ],
                // v25.1.14+ (firmware-versions.md §2.6); older releases do not say.
                ...(info.pdl_supported === undefined
                  ? []
                  : [
                      [
                        t('live.PowerDistribution'),
                        t(info.pdl_supported ? 'live.Supported' : 'live.NotSupported'),
                      ] as const,
                    ]),
              ]}
            />
          )
        }
      </LoadedView>
    </Modal>
  );
}
