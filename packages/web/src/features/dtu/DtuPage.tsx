import './dtu.scss';
import {
  endpoints,
  NRF_POWER_LEVELS,
  dtuConfigSchema,
  type DtuConfig,
  type DtuConfigRequest,
} from '@dtu-web/protocol';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { NumberField, SelectField, TextField, type SelectOption } from '../../components/SettingsFields.tsx';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { CmtRadio } from './CmtRadio.tsx';

const NRF_LEVEL_NAMES = {
  Min: 'dtu.LevelMin',
  Low: 'dtu.LevelLow',
  High: 'dtu.LevelHigh',
  Max: 'dtu.LevelMax',
} as const;

/** What the device takes: the settings without the read-only radio facts and country table. */
function toBody(value: DtuConfig): DtuConfigRequest {
  return {
    serial: value.serial,
    pollinterval: value.pollinterval,
    nrf_palevel: value.nrf_palevel,
    cmt_palevel: value.cmt_palevel,
    cmt_frequency: value.cmt_frequency,
    cmt_country: value.cmt_country,
  };
}

/** DTU settings: the gateway's own serial, poll interval and both radios (device-api §1.2). */
export default function DtuPage() {
  const { t, format } = useI18n();
  const form = useSettingsForm<DtuConfig>({
    path: endpoints.dtuConfig.path,
    schema: dtuConfigSchema,
    toBody,
  });

  const nrfOptions: SelectOption<number>[] = NRF_POWER_LEVELS.map((level) => ({
    value: level.level,
    label: t('dtu.NrfLevel', { level: t(NRF_LEVEL_NAMES[level.name]), dbm: format.decimal(level.dbm) }),
  }));

  return (
    <SettingsPage title={t('dtu.Title')} form={form}>
      {(value) => (
        <>
          <SettingsCard title={t('dtu.GeneralCard')}>
            <TextField
              form={form}
              name="serial"
              label={t('dtu.Serial')}
              hint={t('dtu.SerialHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
            />
            <NumberField
              form={form}
              name="pollinterval"
              label={t('dtu.PollInterval')}
              hint={t('dtu.PollIntervalHint')}
              unit={t('dtu.Seconds')}
              min={1}
              max={86400}
              step={1}
              inputMode="numeric"
            />
          </SettingsCard>
          <SettingsCard title={t('dtu.NrfCard')}>
            {value.nrf_enabled ? (
              <SelectField
                form={form}
                name="nrf_palevel"
                label={t('dtu.NrfPower')}
                hint={t('dtu.NrfPowerHint')}
                options={nrfOptions}
              />
            ) : (
              <p className="mb-0 text-body-secondary">{t('dtu.NrfMissing')}</p>
            )}
          </SettingsCard>
          <SettingsCard title={t('dtu.CmtCard')}>
            {value.cmt_enabled ? (
              <CmtRadio form={form} value={value} />
            ) : (
              <p className="mb-0 text-body-secondary">{t('dtu.CmtMissing')}</p>
            )}
          </SettingsCard>
        </>
      )}
    </SettingsPage>
  );
}
