import { FormRow } from '../../components/FormField.tsx';

export interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Shown beside the slider and read by screen readers, e.g. "865.00 MHz". */
  valueText: string;
  hint?: string | undefined;
  error?: string | undefined;
  onChange: (value: number) => void;
}

/** A labelled slider with its value written beside it. */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  valueText,
  hint,
  error,
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
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-valuetext={valueText}
            onChange={(event) => {
              onChange(Number(event.target.value));
            }}
          />
          <output htmlFor={id} className="dtu-range-value text-end text-nowrap">
            {valueText}
          </output>
        </div>
      )}
    </FormRow>
  );
}
