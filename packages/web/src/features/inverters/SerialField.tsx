import { useState } from 'react';
import { FormRow } from '../../components/FormField.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { readSerial, type SerialReading } from './serialInput.ts';

export interface SerialFieldProps<T extends { serial: string }> {
  form: SettingsForm<T>;
}

const TEXT_ERRORS: Partial<Record<SerialReading['kind'], string>> = {
  invalid: 'inverters.SerialInvalid',
  herfChecksum: 'inverters.SerialChecksum',
};

/**
 * The serial input: hex as on the label, or a HERF serial converted to hex (device-api §6.4); the
 * model the serial names is shown under it. Text that is no serial blocks the save with its message.
 */
export function SerialField<T extends { serial: string }>({ form }: SerialFieldProps<T>) {
  const { t } = useI18n();
  const serial = form.value?.serial ?? '';
  // What the user typed, and the serial it was read as: after a reload the input shows the new serial.
  const [typed, setTyped] = useState({ text: serial, forSerial: serial });
  const text = typed.forSerial === serial ? typed.text : serial;
  const reading = readSerial(text);

  let hint = t('inverters.SerialHint');
  if (reading.kind === 'hex' || reading.kind === 'herf') {
    const model = reading.model?.type;
    if (model === undefined) hint = t('inverters.ModelUnknown');
    else if (reading.kind === 'herf') hint = t('inverters.HerfConverted', { serial: reading.serial, model });
    else hint = t('inverters.ModelDetected', { model });
  }
  const ruleError = form.error('serial');
  // An empty input fails the device's "serial is 0" rule; asking for the number says it better.
  const error =
    ruleError !== undefined && reading.kind === 'empty' ? t('inverters.SerialRequired') : ruleError;

  function onChange(input: string): void {
    const next = readSerial(input);
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
