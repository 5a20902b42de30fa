import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';

export interface DateFieldProps {
  /** A day `YYYY-MM-DD` or a month `YYYY-MM`; '' for none (with `optional`). */
  value: string;
  kind: 'day' | 'month';
  min: string;
  max: string;
  /** The field's name, unless a <label htmlFor={id}> gives it. */
  label?: string;
  id?: string;
  /** Marked invalid from outside (a range whose start is after its end), described by `describedBy`. */
  invalidRange?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  /** May be emptied (the comparison day). */
  optional?: boolean;
  small?: boolean;
}

/** Digits of the date in the UI locale's order: day, month and year, or month and year. */
function fieldOrder(format: Intl.DateTimeFormat): ('day' | 'month' | 'year')[] {
  return format
    .formatToParts(Date.UTC(2026, 10, 26))
    .flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
}

/**
 * A date (or month) typed and shown in the UI language's own numeric form — 26.11.2026 in German,
 * 26/11/2026 in French, 11/26/2026 in English — whatever language the browser speaks (a native date
 * field follows the browser's). Arrow up/down step a day (a month); the button opens the browser's
 * calendar. Taken on Enter or when the field is left; a date it cannot read stays as typed, marked.
 */
export function DateField(props: DateFieldProps) {
  const { value, kind, min, max, label, id, onChange, optional, small, invalidRange, describedBy } = props;
  const { t, locale } = useI18n();
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        ...(kind === 'day' ? { day: '2-digit' } : {}),
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [locale, kind],
  );
  const shown = (key: string): string =>
    key === '' ? '' : format.format(Date.parse(`${key}-01`.slice(0, 10)));
  const [text, setText] = useState<string | null>(null);
  const typed = text ?? shown(value);
  const invalid = text !== null && read(text) === undefined;

  /** The key of what was typed, undefined when it is no date in range. */
  function read(input: string): string | undefined {
    const digits = input.match(/\d+/g) ?? [];
    if (input.trim() === '') return optional ? '' : undefined;
    const order = fieldOrder(format);
    if (digits.length !== order.length) return undefined;
    const parts: Partial<Record<'day' | 'month' | 'year', number>> = {};
    order.forEach((type, i) => (parts[type] = Number(digits[i])));
    const { year = 0, month = 0, day = 1 } = parts;
    const date = new Date(Date.UTC(year, month - 1, day));
    if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
    const key = date.toISOString().slice(0, kind === 'day' ? 10 : 7);
    return key >= min && key <= max ? key : undefined;
  }

  function commit(): void {
    if (text === null) return;
    const key = read(text);
    if (key === undefined) return; // kept as typed, marked invalid
    setText(null);
    if (key !== value) onChange(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      // Enter takes the date (a form around it is sent by its own button, with the date taken).
      event.preventDefault();
      commit();
      return;
    }
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0 || value === '') return;
    event.preventDefault();
    const next = kind === 'day' ? addDays(value, step) : addMonths(value, step);
    if (next >= min && next <= max) {
      setText(null);
      onChange(next);
    }
  }

  return (
    <div className="history-date">
      <div className={`input-group${small ? ' input-group-sm' : ''}`}>
        <input
          type="text"
          inputMode="numeric"
          id={id}
          className={`form-control${invalid || invalidRange ? ' is-invalid' : ''}`}
          aria-label={label}
          aria-invalid={invalid || invalidRange}
          aria-describedby={invalid ? errorId : describedBy}
          value={typed}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('history.OpenCalendar')}
          onClick={() => {
            picker.current?.showPicker();
          }}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 0h1v2h6V0h1v2h3v14H1V2h3zM2 6v9h12V6zm1 2h2v2H3zm4 0h2v2H7zm4 0h2v2h-2zm-8 4h2v2H3zm4 0h2v2H7z"
            />
          </svg>
        </button>
      </div>
      {/* The browser's calendar, opened by the button: what it picks is taken at once. */}
      <input
        ref={picker}
        type={kind === 'day' ? 'date' : 'month'}
        className="history-date-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          const key = event.target.value;
          if (key !== '' && key >= min && key <= max) {
            setText(null);
            onChange(key);
          }
        }}
      />
      {invalid && (
        <div id={errorId} className="invalid-feedback d-block">
          {t('history.DateInvalid', { example: shown(max) })}
        </div>
      )}
    </div>
  );
}
