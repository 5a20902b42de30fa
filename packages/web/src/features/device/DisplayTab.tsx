import {
  DISPLAY_LANGUAGES,
  DISPLAY_ROTATIONS,
  DiagramMode,
  FORM_LIMITS,
  type DisplayConfig,
  type LanguagePackList,
} from '@dtu-web/protocol';
import { FormField, FormRow, Switch } from '../../components/FormField.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { RangeField } from '../../components/RangeField.tsx';

export interface DisplayTabProps {
  display: DisplayConfig;
  error: (field: string) => string | undefined;
  onChange: <K extends keyof DisplayConfig>(key: K, value: DisplayConfig[K]) => void;
  /** The diagram duration as typed (kept while it is no number). */
  durationText: string;
  onDurationText: (text: string) => void;
  /** The display language ("en", "de", "fr" or an installed pack's code). */
  locale: string;
  /** Installed language packs (v24.11.7+, firmware-versions.md §3.9); empty before. */
  packs: LanguagePackList;
  onLocale: (code: string) => void;
}

const LANGUAGE_LABELS = { en: 'nav.LanguageEn', de: 'nav.LanguageDe', fr: 'nav.LanguageFr' } as const;
const DIAGRAM_MODES = [
  { value: DiagramMode.Off, label: 'device.DiagramOff' },
  { value: DiagramMode.Small, label: 'device.DiagramSmall' },
  { value: DiagramMode.Fullscreen, label: 'device.DiagramFullscreen' },
] as const;
const { diagramDurationMin, diagramDurationMax, contrastMin, contrastMax } = FORM_LIMITS.device;

/** The small display on the gateway: power save, screensaver, diagram, language, rotation, contrast. */
export function DisplayTab({
  display,
  error,
  onChange,
  durationText,
  onDurationText,
  locale,
  packs,
  onLocale,
}: DisplayTabProps) {
  const { t, format } = useI18n();
  // Built-ins first, then each pack by the name its meta gives; a stored code nothing lists stays shown.
  const languages = [
    ...DISPLAY_LANGUAGES.map((language) => ({
      code: language.locale,
      label: t(LANGUAGE_LABELS[language.locale]),
    })),
    ...packs
      .filter((pack) => !DISPLAY_LANGUAGES.some((language) => language.locale === pack.code))
      .map((pack) => ({ code: pack.code, label: t('device.LanguagePack', { name: pack.name }) })),
  ];
  if (!languages.some((language) => language.code === locale))
    languages.push({ code: locale, label: locale });
  return (
    <>
      <div className="row mb-3">
        <div className="col-sm-9 offset-sm-3">
          <Switch
            label={t('device.PowerSave')}
            checked={display.power_safe}
            onChange={(checked) => {
              onChange('power_safe', checked);
            }}
          />
          <div className="form-text mb-2">{t('device.PowerSaveHint')}</div>
          <Switch
            label={t('device.Screensaver')}
            checked={display.screensaver}
            onChange={(checked) => {
              onChange('screensaver', checked);
            }}
          />
          <div className="form-text">{t('device.ScreensaverHint')}</div>
        </div>
      </div>
      <FormRow label={t('device.DiagramMode')} error={error('display.diagrammode')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className="form-select"
            aria-describedby={describedBy}
            value={display.diagrammode}
            onChange={(event) => {
              onChange('diagrammode', Number(event.target.value));
            }}
          >
            {DIAGRAM_MODES.map((mode) => (
              <option key={mode.value} value={mode.value}>
                {t(mode.label)}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormField
        label={t('device.DiagramDuration')}
        type="number"
        inputMode="numeric"
        min={diagramDurationMin}
        max={diagramDurationMax}
        value={durationText}
        error={error('display.diagramduration')}
        hint={t('device.DiagramDurationHint', {
          hours: format.decimal(Math.round((display.diagramduration / 3600) * 10) / 10),
        })}
        onChange={(event) => {
          onDurationText(event.target.value);
        }}
      />
      <FormRow
        label={t('device.Language')}
        error={error('display.locale') ?? error('display.language')}
        hint={t('device.LanguageHint')}
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            className="form-select"
            aria-describedby={describedBy}
            value={locale}
            onChange={(event) => {
              onLocale(event.target.value);
            }}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormRow label={t('device.Rotation')} error={error('display.rotation')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className="form-select"
            aria-describedby={describedBy}
            value={display.rotation}
            onChange={(event) => {
              onChange('rotation', Number(event.target.value));
            }}
          >
            {DISPLAY_ROTATIONS.map((rotation) => (
              <option key={rotation.value} value={rotation.value}>
                {`${rotation.degrees}°`}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <RangeField
        label={t('device.Contrast')}
        min={contrastMin}
        max={contrastMax}
        value={display.contrast}
        valueClassName="device-range-value"
        valueText={`${format.decimal0(display.contrast)} %`}
        error={error('display.contrast')}
        onChange={(value) => {
          onChange('contrast', value);
        }}
      />
    </>
  );
}
