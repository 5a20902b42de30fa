import { endpoints, SUNSET_TYPES, ntpConfigSchema, type NtpConfig } from '@dtu-web/protocol';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { NumberField, SelectField, TextField, type SelectOption } from '../../components/SettingsFields.tsx';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { ManualTime } from './ManualTime.tsx';
import { TimezoneField, useZones } from './TimezoneField.tsx';

const SUNSET_LABELS = {
  OFFICIAL: 'ntp.SunsetOfficial',
  NAUTICAL: 'ntp.SunsetNautical',
  CIVIL: 'ntp.SunsetCivil',
  ASTRONOMICAL: 'ntp.SunsetAstronomical',
} as const;

/** NTP settings: time server and zone, location and sun-event type, manual time (device-api §1.10). */
export default function NtpPage() {
  const { t, format } = useI18n();
  const zones = useZones();
  // v24 dialect: the POSIX rule is part of the config (firmware-versions.md §2.8 changes this).
  const form = useSettingsForm<Required<NtpConfig>>({
    path: endpoints.ntpConfig.path,
    schema: ntpConfigSchema,
  });

  const sunsetOptions: SelectOption<number>[] = SUNSET_TYPES.map((info) => ({
    value: info.type,
    label: t(SUNSET_LABELS[info.name], { degrees: format.decimal(info.zenith) }),
  }));

  return (
    <SettingsPage title={t('ntp.Title')} form={form} after={<ManualTime />}>
      {(value) => (
        <>
          <SettingsCard title={t('ntp.ServerCard')}>
            <TextField
              form={form}
              name="ntp_server"
              label={t('ntp.Server')}
              hint={t('ntp.ServerHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
            />
            <TimezoneField
              zones={zones}
              value={{ name: value.ntp_timezone_descr, posix: value.ntp_timezone }}
              error={form.error('ntp_timezone_descr')}
              onChange={(zone) => {
                form.update((current) => ({
                  ...current,
                  ntp_timezone_descr: zone.name,
                  ntp_timezone: zone.posix,
                }));
              }}
            />
            <TextField
              form={form}
              name="ntp_timezone"
              label={t('ntp.TimezoneConfig')}
              hint={t('ntp.TimezoneConfigHint')}
              readOnly
            />
          </SettingsCard>
          <SettingsCard title={t('ntp.LocationCard')}>
            <NumberField
              form={form}
              name="latitude"
              label={t('ntp.Latitude')}
              unit="°"
              min={-90}
              max={90}
              step="any"
            />
            <NumberField
              form={form}
              name="longitude"
              label={t('ntp.Longitude')}
              unit="°"
              min={-180}
              max={180}
              step="any"
            />
            <SelectField
              form={form}
              name="sunsettype"
              label={t('ntp.SunsetType')}
              hint={t('ntp.SunsetTypeHint')}
              options={sunsetOptions}
            />
          </SettingsCard>
        </>
      )}
    </SettingsPage>
  );
}
