import { FormRow } from './FormField.tsx';

export interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Shown beside the slider and read by screen readers, e.g. "60 %" or "865.00 MHz". */
  valueText: string;
  /**
   * Classes of the written value: each screen reserves the width of its longest value, so the slider
   * does not jump as the value changes.
   */
  valueClassName: string;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** A labelled slider with its value written beside it. */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  valueText,
  valueClassName,
  hint,
  error,
  disabled,
  onChange,
}: RangeFieldProps) {
  return (
    <FormRow label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="d-flex align-items-center gap-3">
          <input
            type="range"
            id={id}
            className="form-range"
            min={min}
            max={max}
            step={step}
            value={value}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-valuetext={valueText}
            onChange={(event) => {
              onChange(Number(event.target.value));
            }}
          />
          <output htmlFor={id} className={`${valueClassName} text-end`}>
            {valueText}
          </output>
        </div>
      )}
    </FormRow>
  );
}
