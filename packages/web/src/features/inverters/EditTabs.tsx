import type { InverterListItem } from '@dtu-web/protocol';
import { FORM_LIMITS } from '@dtu-web/protocol';
import { useState } from 'react';
import { FormRow } from '../../components/FormField.tsx';
import { NumberField, SwitchFields, TextField } from '../../components/SettingsFields.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { SerialField } from './SerialField.tsx';

export interface TabProps {
  form: SettingsForm<InverterListItem>;
}

/** General: serial and name. */
export function GeneralTab({ form }: TabProps) {
  const { t } = useI18n();
  return (
    <>
      <SerialField form={form} />
      <TextField form={form} name="name" label={t('inverters.Name')} autoComplete="off" />
    </>
  );
}

interface ChannelNumberProps {
  form: SettingsForm<InverterListItem>;
  index: number;
  field: 'max_power' | 'yield_total_offset';
  label: string;
  hint: string;
  unit: string;
  step: string;
  min?: number;
  max?: number;
}

/** A number of one string, kept as typed until it reads as a number (like NumberField). */
function ChannelNumber({ form, index, field, label, hint, unit, step, min, max }: ChannelNumberProps) {
  const { t } = useI18n();
  const path = `channel.${index}.${field}`;
  const value = form.value?.channel[index]?.[field] ?? 0;
  const [typed, setTyped] = useState({ text: String(value), forValue: value });
  const text = Object.is(typed.forValue, value) ? typed.text : String(value);
  return (
    <FormRow label={label} hint={hint} error={form.error(path)}>
      {({ id, describedBy, invalid }) => (
        <div className={`input-group${invalid ? ' has-validation' : ''}`}>
          <input
            type="number"
            inputMode="decimal"
            id={id}
            name={path}
            step={step}
            min={min}
            max={max}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(event) => {
              const input = event.target.value;
              const number = Number(input);
              if (input.trim() === '' || !Number.isFinite(number)) {
                setTyped({ text: input, forValue: value });
                form.setTextError(path, t('form.NumberRequired'));
                return;
              }
              setTyped({ text: input, forValue: number });
              form.setTextError(path, undefined);
              form.update((current) => ({
                ...current,
                channel: current.channel.map((channel, i) =>
                  i === index ? { ...channel, [field]: number } : channel,
                ),
              }));
            }}
          />
          <span className="input-group-text">{unit}</span>
        </div>
      )}
    </FormRow>
  );
}

/** Strings: per DC input its name, the panels' maximum power and an offset to its total yield. */
export function StringTab({ form }: TabProps) {
  const { t } = useI18n();
  const channels = form.value?.channel ?? [];
  return (
    <>
      {channels.map((channel, index) => (
        // The device keeps one entry per input, in input order: the index is the string's identity.
        <fieldset key={index} className="inverter-string mb-3">
          <legend className="fs-6">{t('inverters.StringTitle', { number: index + 1 })}</legend>
          <FormRow
            label={t('inverters.StringName')}
            hint={t('inverters.StringNameHint')}
            error={form.error(`channel.${index}.name`)}
          >
            {({ id, describedBy, invalid }) => (
              <input
                type="text"
                id={id}
                name={`channel.${index}.name`}
                autoComplete="off"
                className={`form-control${invalid ? ' is-invalid' : ''}`}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                value={channel.name}
                onChange={(event) => {
                  const name = event.target.value;
                  form.update((current) => ({
                    ...current,
                    channel: current.channel.map((item, i) => (i === index ? { ...item, name } : item)),
                  }));
                }}
              />
            )}
          </FormRow>
          <ChannelNumber
            form={form}
            index={index}
            field="max_power"
            label={t('inverters.MaxPower')}
            hint={t('inverters.MaxPowerHint')}
            unit="W"
            step="1"
            min={FORM_LIMITS.inverter.maxPowerMin}
            max={FORM_LIMITS.inverter.maxPowerMax}
          />
          <ChannelNumber
            form={form}
            index={index}
            field="yield_total_offset"
            label={t('inverters.YieldOffset')}
            hint={t('inverters.YieldOffsetHint')}
            unit="kWh"
            step="any"
          />
        </fieldset>
      ))}
    </>
  );
}

/** Advanced: polling and commands by day and night, reachability, zeroing and yield correction. */
export function AdvancedTab({ form }: TabProps) {
  const { t } = useI18n();
  return (
    <>
      <SwitchFields
        form={form}
        switches={[
          { name: 'poll_enable', label: t('inverters.Poll') },
          { name: 'poll_enable_night', label: t('inverters.PollNight'), hint: t('inverters.PollNightHint') },
          { name: 'command_enable', label: t('inverters.Command') },
          {
            name: 'command_enable_night',
            label: t('inverters.CommandNight'),
            hint: t('inverters.CommandNightHint'),
          },
        ]}
      />
      <NumberField
        form={form}
        name="reachable_threshold"
        label={t('inverters.ReachableThreshold')}
        hint={t('inverters.ReachableThresholdHint')}
        min={FORM_LIMITS.inverter.reachableThresholdMin}
        max={FORM_LIMITS.inverter.reachableThresholdMax}
        step="1"
        inputMode="numeric"
      />
      <SwitchFields
        form={form}
        switches={[
          { name: 'zero_runtime', label: t('inverters.ZeroRuntime'), hint: t('inverters.ZeroRuntimeHint') },
          { name: 'zero_day', label: t('inverters.ZeroDay'), hint: t('inverters.ZeroDayHint') },
          { name: 'clear_eventlog', label: t('inverters.ClearEventlog') },
          {
            name: 'yieldday_correction',
            label: t('inverters.YieldDayCorrection'),
            hint: t('inverters.YieldDayCorrectionHint'),
          },
        ]}
      />
    </>
  );
}
