import { endpoints, ntpRequestSchema, SUNSET_TYPES, type NtpConfig } from '@dtu-web/protocol';
import { useEffect, useMemo, useState } from 'react';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { NumberField, SelectField, TextField, type SelectOption } from '../../components/SettingsFields.tsx';
import { api, ApiError } from '../../lib/api/index.ts';
import { useFirmware } from '../../lib/firmware/index.ts';
import { useRequestSchema } from '../../lib/form/useRequestSchema.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { ManualTime } from './ManualTime.tsx';
import { TimezoneField } from './TimezoneField.tsx';
import { fetchZones, ruleOf, ZonesNotDataError, type Zone, type ZoneSource } from './zones.ts';

const SUNSET_LABELS = {
  OFFICIAL: 'ntp.SunsetOfficial',
  NAUTICAL: 'ntp.SunsetNautical',
  CIVIL: 'ntp.SunsetCivil',
  ASTRONOMICAL: 'ntp.SunsetAstronomical',
} as const;

/**
 * The form's value: the config with the POSIX rule always present. v26.3.28+ no longer keeps the rule
 * (firmware-versions.md §2.8), so it comes from the zone list; the save sends rule and name both (§6),
 * which older releases need and newer ones ignore.
 */
type NtpForm = Required<NtpConfig>;

/** The zone list of one page visit (null: none to give, `reason` says why in the owner's words). */
type ZonesState = { zones: Zone[] | null | undefined; reason?: string };

/** NTP settings: time server and zone, location and sun-event type, manual time (device-api §1.10). */
export default function NtpPage() {
  const firmware = useFirmware();
  // Which path has the zone list depends on the release: wait until it is known (or cannot be).
  if (firmware.status === 'loading') return null;
  const source: ZoneSource =
    firmware.identity === undefined ? 'either' : firmware.hasEndpoint('ntpZones') ? 'api' : 'file';
  return <NtpSettings source={source} />;
}

function NtpSettings({ source }: { source: ZoneSource }) {
  const { t, format } = useI18n();
  // One request for the list per visit: the form (for the rule) and the zone select share it.
  const zonesLoad = useMemo(() => {
    const load = fetchZones(source);
    // Handled below (and by the form's load); this keeps a failure from counting as unhandled meanwhile.
    load.catch(() => undefined);
    return load;
  }, [source]);
  const [{ zones, reason }, setZones] = useState<ZonesState>({ zones: undefined });
  useEffect(() => {
    let live = true;
    zonesLoad.then(
      (list) => {
        if (live) setZones({ zones: list });
      },
      (error: unknown) => {
        if (!live) return;
        // A broken answer (web page, a path the release lacks) comes with its reason, translated.
        if (error instanceof ApiError && error.breach !== undefined)
          setZones({ zones: null, reason: error.message });
        else if (error instanceof ZonesNotDataError) setZones({ zones: null, reason: t('ntp.ZonesNotData') });
        else setZones({ zones: null });
      },
    );
    return () => {
      live = false;
    };
  }, [zonesLoad, t]);

  const schema = useRequestSchema(ntpRequestSchema);
  const form = useSettingsForm<NtpForm>({
    path: endpoints.ntpConfig.path,
    schema,
    load: async (signal) => {
      const [config, list] = await Promise.all([
        api.get(endpoints.ntpConfig, signal),
        zonesLoad.catch(() => null),
      ]);
      const rule = config.ntp_timezone ?? ruleOf(list, config.ntp_timezone_descr) ?? '';
      return { ...config, ntp_timezone: rule };
    },
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
              reason={reason}
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
