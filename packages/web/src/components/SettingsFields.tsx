import '../styles/settings.scss';
import { useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { SettingsForm } from '../lib/form/useSettingsForm.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { FormRow, Switch } from './FormField.tsx';

/** The names of T's fields whose values are of type V. */
type FieldOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

interface BoundProps<T, V> {
  form: SettingsForm<T>;
  name: FieldOf<T, V>;
  label: string;
  hint?: string | undefined;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'name' | 'form' | 'children'
>;

function current<T, V>(form: SettingsForm<T>, name: FieldOf<T, V>): V {
  // FieldOf guarantees the field holds a V; the value is defined while fields are drawn.
  return (form.value as Record<string, unknown>)[name] as V;
}

function inputClass(invalid: boolean): string {
  return `form-control${invalid ? ' is-invalid' : ''}`;
}

/** A text input bound to a string field of the form. */
export function TextField<T>({ form, name, label, hint, ...input }: BoundProps<T, string> & InputProps) {
  return (
    <FormRow label={label} hint={hint} error={form.error(name)}>
      {({ id, describedBy, invalid }) => (
        <input
          type="text"
          {...input}
          id={id}
          name={name}
          className={inputClass(invalid)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={current<T, string>(form, name)}
          onChange={(event) => {
            form.set(name, event.target.value as T[typeof name]);
          }}
        />
      )}
    </FormRow>
  );
}

/**
 * A text input for a machine name (host, topic, client id): the browser neither offers earlier entries
 * nor marks it as misspelt.
 */
export function NameField<T>(props: BoundProps<T, string> & InputProps) {
  return <TextField autoComplete="off" spellCheck={false} {...props} />;
}

/** A password input with a show/hide button, bound to a string field of the form. */
export function PasswordField<T>({ form, name, label, hint, ...input }: BoundProps<T, string> & InputProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <FormRow label={label} hint={hint} error={form.error(name)}>
      {({ id, describedBy, invalid }) => (
        <div className={`input-group${invalid ? ' has-validation' : ''}`}>
          <input
            autoComplete="new-password"
            {...input}
            type={shown ? 'text' : 'password'}
            id={id}
            name={name}
            className={inputClass(invalid)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={current<T, string>(form, name)}
            onChange={(event) => {
              form.set(name, event.target.value as T[typeof name]);
            }}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => {
              setShown(!shown);
            }}
          >
            {shown ? t('form.Hide') : t('form.Show')}
          </button>
        </div>
      )}
    </FormRow>
  );
}

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'value' | 'onChange' | 'name' | 'form' | 'children'
>;

/** A multi-line text (e.g. a PEM certificate) bound to a string field of the form. */
export function TextAreaField<T>({
  form,
  name,
  label,
  hint,
  rows = 6,
  ...textarea
}: BoundProps<T, string> & TextAreaProps) {
  return (
    <FormRow label={label} hint={hint} error={form.error(name)}>
      {({ id, describedBy, invalid }) => (
        <textarea
          spellCheck={false}
          {...textarea}
          rows={rows}
          id={id}
          name={name}
          className={`${inputClass(invalid)} settings-textarea`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={current<T, string>(form, name)}
          onChange={(event) => {
            form.set(name, event.target.value as T[typeof name]);
          }}
        />
      )}
    </FormRow>
  );
}

export interface NumberFieldProps<T> extends BoundProps<T, number>, InputProps {
  /** Shown after the input, e.g. 's' or 'W'. */
  unit?: ReactNode;
}

/**
 * A number input bound to a numeric field. The text is the input's own until it reads as a number, so
 * "-" or "1." while typing is kept; text that is no number blocks the save with its own message.
 */
export function NumberField<T>({ form, name, label, hint, unit, ...input }: NumberFieldProps<T>) {
  const { t } = useI18n();
  const value = current<T, number>(form, name);
  // What the user typed, and the value it was typed for: once the value changes elsewhere (a reload),
  // the input shows the new value instead.
  const [typed, setTyped] = useState({ text: String(value), forValue: value });
  const text = Object.is(typed.forValue, value) ? typed.text : String(value);

  return (
    <FormRow label={label} hint={hint} error={form.error(name)}>
      {({ id, describedBy, invalid }) => {
        const control = (
          <input
            type="number"
            inputMode="decimal"
            {...input}
            id={id}
            name={name}
            className={inputClass(invalid)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(event) => {
              const input = event.target.value;
              const number = Number(input);
              if (input.trim() === '' || !Number.isFinite(number)) {
                setTyped({ text: input, forValue: value });
                form.setTextError(name, t('form.NumberRequired'));
              } else {
                setTyped({ text: input, forValue: number });
                form.setTextError(name, undefined);
                form.set(name, number as T[typeof name]);
              }
            }}
          />
        );
        return unit === undefined ? (
          control
        ) : (
          <div className={`input-group${invalid ? ' has-validation' : ''}`}>
            {control}
            <span className="input-group-text">{unit}</span>
          </div>
        );
      }}
    </FormRow>
  );
}

/** An on/off switch bound to a boolean field, in the settings grid (offset under the labels). */
export function SwitchField<T>({ form, name, label, hint }: BoundProps<T, boolean>) {
  return (
    <div className="row mb-3">
      <div className="col-sm-9 offset-sm-3">
        <Switch
          label={label}
          checked={current<T, boolean>(form, name)}
          onChange={(checked) => {
            form.set(name, checked as T[typeof name]);
          }}
        />
        {hint !== undefined && <div className="form-text">{hint}</div>}
      </div>
    </div>
  );
}

export interface SwitchSpec<T> {
  name: FieldOf<T, boolean>;
  label: string;
  hint?: string | undefined;
}

/** A run of switches from one table, so a card of on/off settings lists only what differs. */
export function SwitchFields<T>({
  form,
  switches,
}: {
  form: SettingsForm<T>;
  switches: readonly SwitchSpec<T>[];
}) {
  return (
    <>
      {switches.map((spec) => (
        <SwitchField key={spec.name} form={form} name={spec.name} label={spec.label} hint={spec.hint} />
      ))}
    </>
  );
}

export interface SelectOption<V> {
  value: V;
  label: string;
}

export interface SelectFieldProps<T, V extends string | number> extends BoundProps<T, V> {
  options: readonly SelectOption<V>[];
}

/** A select bound to a string or numeric field; the option values keep their type. */
export function SelectField<T, V extends string | number>({
  form,
  name,
  label,
  hint,
  options,
}: SelectFieldProps<T, V>) {
  const value = current<T, V>(form, name);
  return (
    <FormRow label={label} hint={hint} error={form.error(name)}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={String(value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen) form.set(name, chosen.value as T[typeof name]);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
}
