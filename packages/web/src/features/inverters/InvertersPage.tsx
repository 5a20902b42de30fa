import './inverters.scss';
import {
  endpoints,
  checkBody,
  INV_MAX_COUNT,
  inverterAddSchema,
  inverterDeleteSchema,
  inverterOrderSchema,
  type ApiResult,
  type InverterAddRequest,
  type InverterList as InverterListAnswer,
  type InverterListItem,
} from '@dtu-web/protocol';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ResultAlert, errorResult } from '../../components/ResultAlert.tsx';
import { SettingsCard } from '../../components/SettingsPage.tsx';
import { UnsavedChangesGuard, useReloadGuard } from '../../components/UnsavedChangesGuard.tsx';
import { api } from '../../lib/api/index.ts';
import { hasDraft } from '../../lib/form/draft.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { AddCard } from './AddCard.tsx';
import { editDraftKey } from './editDraft.ts';
import { StaticInverterList, inverterLabel } from './InverterRow.tsx';

// The sorting code (dnd-kit) comes a moment after the screen: until then the rows show without moving.
const InverterList = lazy(() => import('./InverterList.tsx'));
// The edit dialog is first needed on a click: it is fetched once the list shows, not before.
const loadEditDialog = () => import('./EditDialog.tsx');
const EditDialog = lazy(loadEditDialog);

/** The list as the screen edits it: the inverters and their display order (slot ids). */
interface ListForm {
  order: number[];
  inverters: InverterListItem[];
}

const EMPTY_ADD: InverterAddRequest = { serial: '', name: '' };

/** Sorted by `order`; slots with the same order (new ones get 0) keep their slot order. */
function fromList(answer: InverterListAnswer): ListForm {
  const inverters = [...answer.inverter].sort((a, b) => a.order - b.order || a.id - b.id);
  return { order: inverters.map((inverter) => inverter.id), inverters };
}

/**
 * The gateway gives a new inverter the order of its slot (0, or what a deleted one left: device-api
 * §1.3), which shows it near the top; an owner expects it at the end. So after an add the order is
 * saved once more: the device's order, with the inverters that were not there before at the end. A
 * failure here only leaves the device's own order.
 */
async function placeLast(before: ReadonlySet<number>): Promise<void> {
  try {
    const { order } = fromList(await api.get(endpoints.inverterList));
    const added = order.filter((id) => !before.has(id));
    if (added.length === 0) return;
    const body = checkBody(
      inverterOrderSchema,
      { order: [...order.filter((id) => before.has(id)), ...added] },
      'client',
    );
    if (body.ok) await api.post(endpoints.inverterOrder, body.value);
  } catch {
    // The list shows the device's order; the user can still move the inverter by hand.
  }
}

/** Inverter settings (interface-spec §2): add, list in display order, reorder, edit and delete. */
export default function InvertersPage() {
  const { t } = useI18n();
  const [editing, setEditing] = useState<InverterListItem | null>(null);
  const [deleting, setDeleting] = useState<InverterListItem | null>(null);
  const [answer, setAnswer] = useState<ApiResult | null>(null);

  const list = useSettingsForm<InverterListAnswer, ListForm>({
    path: endpoints.inverterList.path,
    savePath: endpoints.inverterOrder.path,
    schema: inverterOrderSchema,
    fromConfig: fromList,
    toBody: (value) => ({ order: value.order }),
  });
  const add = useSettingsForm<InverterAddRequest>({
    path: endpoints.inverterAdd.path,
    schema: inverterAddSchema,
    load: () => Promise.resolve(EMPTY_ADD),
  });
  const { reload: reloadList, clearResult: clearListResult } = list;
  const listShown = list.value !== undefined;
  useEffect(() => {
    if (listShown) void loadEditDialog();
  }, [listShown]);

  const inverters = list.value?.inverters ?? [];
  const ordered = (list.value?.order ?? [])
    .map((id) => inverters.find((inverter) => inverter.id === id))
    .filter((inverter) => inverter !== undefined);

  // An edit interrupted by a login comes back: its draft reopens the dialog of that inverter.
  const [restored, setRestored] = useState(false);
  if (!restored && list.value !== undefined) {
    setRestored(true);
    const interrupted = list.value.inverters.find((inverter) => hasDraft(editDraftKey(inverter.id)));
    if (interrupted) setEditing(interrupted);
  }

  function showAnswer(result: ApiResult): void {
    clearListResult();
    setAnswer(result);
  }

  async function onAdd(): Promise<void> {
    const sent = add.valid;
    const before = new Set((list.value?.inverters ?? []).map((inverter) => inverter.id));
    const accepted = await add.save();
    if (accepted) await placeLast(before);
    if (sent || accepted) reloadList();
  }

  function onEdited(result: ApiResult, accepted: boolean): void {
    if (accepted) {
      setEditing(null);
      showAnswer(result);
    }
    reloadList();
  }

  async function onDelete(inverter: InverterListItem): Promise<void> {
    setDeleting(null);
    const body = checkBody(inverterDeleteSchema, { id: inverter.id }, 'client');
    if (!body.ok) return;
    try {
      showAnswer(await api.post(endpoints.inverterDelete, body.value));
    } catch (error) {
      showAnswer(errorResult(error));
    }
    reloadList();
  }

  async function saveOrder(): Promise<void> {
    setAnswer(null);
    await list.save();
  }

  const listProps = {
    inverters: ordered,
    onReorder: (order: number[]) => {
      list.update((current) => ({ ...current, order }));
    },
    onEdit: setEditing,
    onDelete: setDeleting,
  };

  // Reload reads the list again (the add form keeps what was typed): only list edits are at stake.
  const reloadGuard = useReloadGuard(list.dirty && !list.saving, () => {
    setAnswer(null);
    add.clearResult();
    reloadList();
  });

  const listResult = list.loadFailure ?? list.result ?? answer;
  return (
    <PageFrame
      title={t('title.InverterSettings')}
      loading={list.value === undefined && list.loadFailure === null}
      showReload
      onReload={reloadGuard.onReload}
    >
      <AddCard form={add} count={inverters.length} onAdd={() => void onAdd()} />
      <SettingsCard title={t('inverters.ListTitle')}>
        <ResultAlert
          result={listResult}
          onClose={() => {
            clearListResult();
            setAnswer(null);
          }}
        />
        <p className="text-body-secondary" data-testid="inverter-count">
          {t('inverters.Count', { used: inverters.length, max: INV_MAX_COUNT })}
          {list.loading && list.value !== undefined && (
            <span className="spinner-border spinner-border-sm ms-2" role="status">
              <span className="visually-hidden">{t('common.Loading')}</span>
            </span>
          )}
        </p>
        {ordered.length === 0 ? (
          <p>{t('inverters.Empty')}</p>
        ) : (
          <>
            <Suspense fallback={<StaticInverterList {...listProps} />}>
              <InverterList {...listProps} />
            </Suspense>
            <p className="form-text">{t('inverters.DragHelp')}</p>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={list.saving}
                onClick={() => void saveOrder()}
              >
                {list.saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {t('inverters.SaveOrder')}
              </button>
              {list.dirty && <span className="text-body-secondary">{t('inverters.OrderUnsaved')}</span>}
            </div>
          </>
        )}
      </SettingsCard>
      {editing && (
        <Suspense fallback={null}>
          <EditDialog
            key={editing.id}
            inverter={editing}
            onClose={() => {
              setEditing(null);
            }}
            onAnswered={onEdited}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('inverters.DeleteTitle')}
        confirmLabel={t('inverters.DeleteConfirm')}
        onConfirm={() => {
          if (deleting) void onDelete(deleting);
        }}
        onCancel={() => {
          setDeleting(null);
        }}
      >
        {deleting && t('inverters.DeleteText', { name: inverterLabel(deleting, t), serial: deleting.serial })}
      </ConfirmDialog>
      <UnsavedChangesGuard when={add.dirty && !add.saving} draftKey={add.draftKey} />
      <UnsavedChangesGuard when={list.dirty && !list.saving} draftKey={list.draftKey} />
      {reloadGuard.dialog}
    </PageFrame>
  );
}
