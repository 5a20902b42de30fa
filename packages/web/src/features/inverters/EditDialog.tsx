import {
  endpoints,
  checkBodyAll,
  inverterEditSchema,
  type ApiResult,
  type InverterListItem,
} from '@dtu-web/protocol';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { ResultAlert } from '../../components/ResultAlert.tsx';
import { TabList, panelId, tabId } from '../../components/Tabs.tsx';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard.tsx';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { editDraftKey } from './editDraft.ts';
import { AdvancedTab, GeneralTab, StringTab } from './EditTabs.tsx';
import { inverterLabel } from './InverterRow.tsx';

type TabId = 'general' | 'string' | 'advanced';

/** The tab that holds a field (e.g. 'channel.1.name' → string). */
function tabOf(field: string): TabId {
  if (field === 'serial' || field === 'name' || field === 'id') return 'general';
  if (field.startsWith('channel')) return 'string';
  return 'advanced';
}

/** Fields in the order the tabs show them, for the first one to correct. */
function fieldsInOrder(inverter: InverterListItem): string[] {
  const channels = inverter.channel.flatMap((_channel, i) => [
    `channel.${i}.name`,
    `channel.${i}.max_power`,
    `channel.${i}.yield_total_offset`,
  ]);
  return ['serial', 'name', 'channel', ...channels, 'reachable_threshold'];
}

export interface EditDialogProps {
  inverter: InverterListItem;
  onClose: () => void;
  /** After any answer of the device: accepted closes the dialog, the list reloads either way. */
  onAnswered: (result: ApiResult, accepted: boolean) => void;
}

/** Edit one inverter in three tabs; the whole list item is sent to /api/inverter/edit. */
export default function EditDialog({ inverter, onClose, onAnswered }: EditDialogProps) {
  const { t } = useI18n();
  const ids = useId();
  const formId = `${ids}-form`;
  const formElement = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<TabId>('general');
  const form = useSettingsForm<InverterListItem>({
    path: endpoints.inverterEdit.path,
    draftKey: editDraftKey(inverter.id),
    schema: inverterEditSchema,
    load: () => Promise.resolve(inverter),
    onSaved: (answer) => {
      onAnswered(answer, true);
    },
  });
  const { focusRequest, value } = form;

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (value === undefined) return;
    if (!form.valid) {
      // A refused save shows the tab of the first field to correct (it is then focused).
      const failing = new Set(checkBodyAll(inverterEditSchema, value, 'client').map((f) => f.field));
      const first = fieldsInOrder(value).find(
        (field) => failing.has(field) || form.error(field) !== undefined,
      );
      if (first !== undefined) setTab(tabOf(first));
    }
    void form.save();
  }

  const { result } = form;
  const reported = useRef<ApiResult | null>(null);
  useEffect(() => {
    if (result === null || result === reported.current) return;
    reported.current = result;
    if (result.type !== 'success') onAnswered(result, false);
  }, [result, onAnswered]);

  const tabs = [
    { id: 'general', label: t('inverters.TabGeneral') },
    { id: 'string', label: t('inverters.TabString') },
    { id: 'advanced', label: t('inverters.TabAdvanced') },
  ] as const;

  const footer = (
    <>
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {t('common.Cancel')}
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={form.saving}>
        {form.saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('inverters.SaveChanges')}
      </button>
    </>
  );

  return (
    <>
      <Modal
        open
        title={t('inverters.EditTitle', { name: inverterLabel(inverter, t) })}
        onClose={onClose}
        footer={footer}
        size="lg"
      >
        <ResultAlert result={result?.type === 'success' ? null : result} onClose={form.clearResult} />
        {value !== undefined && (
          <form id={formId} ref={formElement} noValidate onSubmit={submit}>
            <TabList
              label={t('inverters.Tabs')}
              tabs={tabs}
              selected={tab}
              onSelect={(id) => {
                setTab(id as TabId);
              }}
              idPrefix={ids}
              className="mb-3"
            />
            <div role="tabpanel" id={panelId(ids, tab)} aria-labelledby={tabId(ids, tab)}>
              {tab === 'general' && <GeneralTab form={form} />}
              {tab === 'string' && <StringTab form={form} />}
              {tab === 'advanced' && <AdvancedTab form={form} />}
            </div>
          </form>
        )}
      </Modal>
      <UnsavedChangesGuard when={form.dirty && !form.saving} draftKey={form.draftKey} />
    </>
  );
}
