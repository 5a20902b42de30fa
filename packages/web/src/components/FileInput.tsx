import { forwardRef, useRef, useState, type InputHTMLAttributes } from 'react';
import { useI18n } from '../lib/i18n/index.ts';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children' | 'aria-invalid'
> {
  invalid?: boolean;
}

/**
 * A file input whose button and "no file" text come from our translations: the browser's own control
 * says "Choose File" in the browser's language, whatever the page's. The real input stays the
 * focusable, labelled control (keyboard and screen readers use it as usual); it is only visually
 * hidden, and the drawn button beside it takes the clicks and shows its focus.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { invalid = false, onChange, ...input },
  ref,
) {
  const { t } = useI18n();
  const own = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState('');
  return (
    <div className={`file-input${invalid ? ' is-invalid' : ''}`}>
      <input
        {...input}
        ref={(element) => {
          own.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        type="file"
        className="visually-hidden"
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setName(event.currentTarget.files?.[0]?.name ?? '');
          onChange?.(event);
        }}
      />
      <span
        className={`btn btn-secondary${input.disabled ? ' disabled' : ''}`}
        aria-hidden="true"
        onClick={() => own.current?.click()}
      >
        {t('form.ChooseFile')}
      </span>
      <span className="file-input-name" aria-hidden="true">
        {name === '' ? t('form.NoFileChosen') : name}
      </span>
    </div>
  );
});
