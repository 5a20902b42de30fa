import { NEWEST_RELEASE } from '@dtu-web/protocol';
import { useState } from 'react';
import { FormRow } from '../../components/FormField.tsx';
import { useFirmware } from '../../lib/firmware/index.ts';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { readSerial, type SerialModels, type SerialReading } from './serialInput.ts';

export interface SerialFieldProps<T extends { serial: string }> {
  form: SettingsForm<T>;
}

const TEXT_ERRORS: Partial<Record<SerialReading['kind'], string>> = {
  invalid: 'inverters.SerialInvalid',
  herfChecksum: 'inverters.SerialChecksum',
};

type Translate = ReturnType<typeof useI18n>['t'];

/**
 * What the hint says of the model: the one the gateway's release makes of the serial (§2.10), and the
 * newest release's where it differs — an older release may not know the serial, or read an HMS by the
 * HM digit rule and so never reach it.
 */
function modelHint(t: Translate, reading: SerialModels & { kind: 'hex' | 'herf' }, firmware: string): string {
  const { model, newest } = reading;
  if (model === null && newest === null) return t('inverters.ModelUnknown');
  if (model === null && newest !== null)
    return t('inverters.ModelNeedsNewerFirmware', { firmware, model: newest.type });
  if (model !== null && newest !== null && model.class !== newest.class)
    return t('inverters.ModelOtherOnNewerFirmware', { firmware, model: model.type, newer: newest.type });
  const type = model?.type ?? '';
  return reading.kind === 'herf'
    ? t('inverters.HerfConverted', { serial: reading.serial, model: type })
    : t('inverters.ModelDetected', { model: type });
}

/**
 * The serial input: hex as on the label, or a HERF serial converted to hex (device-api §6.4); the
 * model the serial names is shown under it. Text that is no serial blocks the save with its message.
 */
export function SerialField<T extends { serial: string }>({ form }: SerialFieldProps<T>) {
  const { t } = useI18n();
  const firmware = useFirmware();
  // The newest release's models until the gateway said which it runs (and for one it could not say).
  const release = firmware.identity?.release ?? NEWEST_RELEASE;
  const serial = form.value?.serial ?? '';
  // What the user typed, and the serial it was read as: after a reload the input shows the new serial.
  const [typed, setTyped] = useState({ text: serial, forSerial: serial });
  const text = typed.forSerial === serial ? typed.text : serial;
  const reading = readSerial(text, release);
  const hint =
    reading.kind === 'hex' || reading.kind === 'herf'
      ? modelHint(t, reading, firmware.label)
      : t('inverters.SerialHint');
  const ruleError = form.error('serial');
  // An empty input fails the device's "serial is 0" rule; asking for the number says it better.
  const error =
    ruleError !== undefined && reading.kind === 'empty' ? t('inverters.SerialRequired') : ruleError;

  function onChange(input: string): void {
    const next = readSerial(input, release);
    const value = next.kind === 'hex' || next.kind === 'herf' ? next.serial : '';
    setTyped({ text: input, forSerial: value });
    const message = TEXT_ERRORS[next.kind];
    form.setTextError('serial', message === undefined ? undefined : t(message));
    form.update((current) => ({ ...current, serial: value }));
  }

  return (
    <FormRow label={t('inverters.Serial')} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          type="text"
          id={id}
          name="serial"
          className={`form-control inverter-serial${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormRow>
  );
}
