import { FormRow } from '../../components/FormField.tsx';

export interface NumberInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  hint?: string | undefined;
  unit?: string;
  step?: number;
}

/** A labelled number; an empty or unreadable entry is NaN, which the settings check refuses. */
export function NumberInput({ label, value, onChange, error, hint, unit, step = 1 }: NumberInputProps) {
  return (
    <FormRow label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="input-group">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            step={step}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={Number.isNaN(value) ? '' : String(value)}
            onChange={(event) => {
              onChange(event.target.value === '' ? Number.NaN : Number(event.target.value));
            }}
          />
          {unit !== undefined && <span className="input-group-text">{unit}</span>}
        </div>
      )}
    </FormRow>
  );
}

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'password' | 'url' | 'email' | 'time';
  autoComplete?: string;
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
}: TextInputProps) {
  return (
    <FormRow label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete ?? 'off'}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormRow>
  );
}

export interface SelectInputProps<V extends string> {
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  error?: string | undefined;
}

export function SelectInput<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: SelectInputProps<V>) {
  return (
    <FormRow label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => {
            const chosen = options.find(([option]) => option === event.target.value);
            if (chosen) onChange(chosen[0]);
          }}
        >
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
}
