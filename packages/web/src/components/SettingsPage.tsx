import '../styles/card.scss';
import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import type { SettingsForm } from '../lib/form/useSettingsForm.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { PageFrame } from './PageFrame.tsx';
import { ResultAlert } from './ResultAlert.tsx';
import { UnsavedChangesGuard, useReloadGuard } from './UnsavedChangesGuard.tsx';

export interface SettingsPageProps<T> {
  title: string;
  form: SettingsForm<T>;
  /** The form's cards, drawn once the configuration is loaded. */
  children: (value: T) => ReactNode;
  /** Text of the save button; default the shared Save. */
  saveLabel?: string;
  /** Shown between the cards and the save button (e.g. a note about what a save does). */
  footer?: ReactNode;
  /** Shown after the form, e.g. an action that is not part of the saved settings. */
  after?: ReactNode;
  /** Shown in place of the form while set, e.g. while the gateway restarts after a save. */
  interrupt?: ReactNode;
}

/**
 * The frame of every settings screen: load spinner, reload and pull-to-refresh, the device's answer,
 * the form with its save button, and the question before leaving with unsaved changes.
 */
export function SettingsPage<T>({
  title,
  form,
  children,
  saveLabel,
  footer,
  after,
  interrupt,
}: SettingsPageProps<T>) {
  const { t } = useI18n();
  const formElement = useRef<HTMLFormElement>(null);
  const { focusRequest } = form;
  const reloadGuard = useReloadGuard(form.dirty && !form.saving, form.reload);

  // A refused save: take the user to the first control that needs their attention.
  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    void form.save();
  }

  return (
    <PageFrame title={title} loading={form.loading} showReload onReload={reloadGuard.onReload}>
      <ResultAlert result={form.loadFailure ?? form.result} onClose={form.clearResult} />
      {interrupt}
      {interrupt === undefined && form.value !== undefined && (
        <form ref={formElement} onSubmit={submit} noValidate className="settings-form">
          {children(form.value)}
          {footer}
          <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
            <button type="submit" className="btn btn-primary" disabled={form.saving}>
              {form.saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {saveLabel ?? t('form.Save')}
            </button>
            {form.dirty && <span className="text-body-secondary">{t('form.Unsaved')}</span>}
          </div>
        </form>
      )}
      {after}
      <UnsavedChangesGuard when={form.dirty && !form.saving} draftKey={form.draftKey} />
      {reloadGuard.dialog}
    </PageFrame>
  );
}

export interface SettingsCardProps {
  title: string;
  children: ReactNode;
}

/** One titled group of settings. */
export function SettingsCard({ title, children }: SettingsCardProps) {
  return (
    <section className="card mb-3">
      <h2 className="card-header fs-5">{title}</h2>
      <div className="card-body">{children}</div>
    </section>
  );
}
