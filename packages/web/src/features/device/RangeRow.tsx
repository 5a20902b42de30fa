import { FormRow } from '../../components/FormField.tsx';

export interface RangeRowProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Shown beside the slider and read by screen readers, e.g. "60 %". */
  valueText: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** A labelled slider with its value written beside it. */
export function RangeRow({ label, value, min, max, valueText, error, disabled, onChange }: RangeRowProps) {
  return (
    <FormRow label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="d-flex align-items-center gap-3">
          <input
            type="range"
            id={id}
            className="form-range"
            min={min}
            max={max}
            step={1}
            value={value}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-valuetext={valueText}
            onChange={(event) => {
              onChange(Number(event.target.value));
            }}
          />
          <output htmlFor={id} className="device-range-value text-end">
            {valueText}
          </output>
        </div>
      )}
    </FormRow>
  );
}
