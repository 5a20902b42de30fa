import {
  DISPLAY_LANGUAGES,
  DISPLAY_ROTATIONS,
  DiagramMode,
  FORM_LIMITS,
  type DisplayConfig,
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
}

const LANGUAGE_LABELS = { en: 'nav.LanguageEn', de: 'nav.LanguageDe', fr: 'nav.LanguageFr' } as const;
const DIAGRAM_MODES = [
  { value: DiagramMode.Off, label: 'device.DiagramOff' },
  { value: DiagramMode.Small, label: 'device.DiagramSmall' },
  { value: DiagramMode.Fullscreen, label: 'device.DiagramFullscreen' },
] as const;
const { diagramDurationMin, diagramDurationMax, contrastMin, contrastMax } = FORM_LIMITS.device;

/** The small display on the gateway: power save, screensaver, diagram, language, rotation, contrast. */
export function DisplayTab({ display, error, onChange, durationText, onDurationText }: DisplayTabProps) {
  const { t, format } = useI18n();
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
      <FormRow label={t('device.Language')} error={error('display.language')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className="form-select"
            aria-describedby={describedBy}
            value={display.language}
            onChange={(event) => {
              onChange('language', Number(event.target.value));
            }}
          >
            {DISPLAY_LANGUAGES.map((language) => (
              <option key={language.value} value={language.value}>
                {t(LANGUAGE_LABELS[language.locale])}
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
