import '../styles/grid.scss';
import '../styles/forms.scss';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldIds {
  id: string;
  /** ids of the hint and the error, for `aria-describedby`. */
  describedBy: string | undefined;
}

export interface FormRowProps {
  label: string;
  /** Translated validation message; marks the control invalid. */
  error?: string | undefined;
  /** Translated help text under the control. */
  hint?: string | undefined;
  /** Renders the control with the ids it must use. */
  children: (ids: FieldIds & { invalid: boolean }) => ReactNode;
}

/** A labelled form row (label beside the control from `sm` up), with hint and error wired for screen readers. */
export function FormRow({ label, error, hint, children }: FormRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined ? hintId : '', error !== undefined ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="row mb-3">
      <label htmlFor={id} className="col-sm-3 col-form-label">
        {label}
      </label>
      <div className="col-sm-9">
        {children({
          id,
          describedBy: describedBy === '' ? undefined : describedBy,
          invalid: error !== undefined,
        })}
        {error !== undefined && (
          <div id={errorId} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        {hint !== undefined && (
          <div id={hintId} className="form-text">
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'children'
> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled `<input>` in a FormRow; every other prop goes to the input. */
export function FormField({ label, error, hint, ...input }: FormFieldProps) {
  return (
    <FormRow label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormRow>
  );
}

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Spacing around the switch, e.g. `mb-3`. */
  className?: string;
}

/** A labelled on/off switch (a checkbox with `role="switch"`). */
export function Switch({ label, checked, onChange, className = '' }: SwitchProps) {
  const id = useId();
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
