import { INV_MAX_COUNT, type InverterAddRequest } from '@dtu-web/protocol';
import { useEffect, useRef, type SubmitEvent } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ResultAlert } from '../../components/ResultAlert.tsx';
import { TextField } from '../../components/SettingsFields.tsx';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import type { SettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { SerialField } from './SerialField.tsx';

export interface AddCardProps {
  form: SettingsForm<InverterAddRequest>;
  /** Inverters configured now (the device has INV_MAX_COUNT slots). */
  count: number;
  /** Sends the form (and reloads the list after the device answered). */
  onAdd: () => void;
}

/** Add an inverter by serial and name; the device's answer (also "all slots used") shows here. */
export function AddCard({ form, count, onAdd }: AddCardProps) {
  const { t } = useI18n();
  const formElement = useRef<HTMLFormElement>(null);
  const { focusRequest } = form;

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    onAdd();
  }

  return (
    <SettingsCard title={t('inverters.AddTitle')}>
      <ResultAlert result={form.result} onClose={form.clearResult} />
      {count >= INV_MAX_COUNT && (
        <Alert variant="info">{t('inverters.LimitReached', { max: INV_MAX_COUNT })}</Alert>
      )}
      {form.value !== undefined && (
        <form ref={formElement} noValidate onSubmit={submit}>
          <SerialField form={form} />
          <TextField form={form} name="name" label={t('inverters.Name')} autoComplete="off" />
          <div className="d-flex flex-wrap align-items-center gap-3">
            <button type="submit" className="btn btn-primary" disabled={form.saving}>
              {form.saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('inverters.Add')}
            </button>
            <span className="form-text mt-0">{t('inverters.AddHint')}</span>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}
