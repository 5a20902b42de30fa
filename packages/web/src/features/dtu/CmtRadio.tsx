import type { CountryDef, DtuConfig } from '@dtu-web/protocol';
import { Alert } from '../../components/Alert.tsx';
import { FormRow } from '../../components/FormField.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { RangeField } from '../../components/RangeField.tsx';

const COUNTRY_LABELS = ['dtu.CountryEurope', 'dtu.CountryNorthAmerica', 'dtu.CountryBrazil'] as const;
const CMT_POWER_MIN = -10;
const CMT_POWER_MAX = 20;

export interface CmtRadioProps {
  form: SettingsForm<DtuConfig>;
  value: DtuConfig;
}

/** The CMT2300A radio's transmit power, country and frequency (device-api §1.2, §10.2). */
export function CmtRadio({ form, value }: CmtRadioProps) {
  const { t, format } = useI18n();
  const mhz = (hz: number): string => format.decimal(hz / 1e6);
  const country: CountryDef | undefined = value.country_def[value.cmt_country];

  function countryLabel(id: number, def: CountryDef): string {
    const key = COUNTRY_LABELS[id];
    const range = { min: mhz(def.freq_min), max: mhz(def.freq_max) };
    return key === undefined ? t('dtu.CountryOther', { id, ...range }) : t(key, range);
  }

  const illegal =
    country !== undefined &&
    (value.cmt_frequency < country.freq_legal_min || value.cmt_frequency > country.freq_legal_max);

  return (
    <>
      <RangeField
        label={t('dtu.CmtPower')}
        value={value.cmt_palevel}
        min={CMT_POWER_MIN}
        max={CMT_POWER_MAX}
        step={1}
        valueClassName="dtu-range-value text-nowrap"
        valueText={t('dtu.Dbm', { dbm: format.decimal(value.cmt_palevel) })}
        error={form.error('cmt_palevel')}
        onChange={(level) => {
          form.set('cmt_palevel', level);
        }}
      />
      <FormRow label={t('dtu.Country')} error={form.error('cmt_country')} hint={t('dtu.CountryHint')}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={value.cmt_country}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              const def = value.country_def[chosen];
              // Another country starts on its own default frequency.
              form.update((current) => ({
                ...current,
                cmt_country: chosen,
                cmt_frequency: def?.freq_default ?? current.cmt_frequency,
              }));
            }}
          >
            {value.country_def.map((def, id) => (
              <option key={id} value={id}>
                {countryLabel(id, def)}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      {country !== undefined && (
        <RangeField
          label={t('dtu.Frequency')}
          value={value.cmt_frequency}
          min={country.freq_min}
          max={country.freq_max}
          step={value.cmt_chan_width}
          valueClassName="dtu-range-value text-nowrap"
          valueText={t('dtu.Mhz', { mhz: format.fixed(value.cmt_frequency / 1e6, 2) })}
          hint={t('dtu.FrequencyHint')}
          error={form.error('cmt_frequency')}
          onChange={(hz) => {
            form.set('cmt_frequency', hz);
          }}
        />
      )}
      {illegal && (
        <Alert variant="warning">
          {t('dtu.FrequencyIllegal', {
            min: mhz(country.freq_legal_min),
            max: mhz(country.freq_legal_max),
          })}
        </Alert>
      )}
    </>
  );
}
