import type { InverterListItem } from '@dtu-web/protocol';
import type { ButtonHTMLAttributes, CSSProperties, Ref } from 'react';
import { useI18n, type Translate } from '../../lib/i18n/index.ts';
import { MoonIcon, SunIcon } from '../../components/icons.tsx';
import { GripIcon, OffIcon, PencilIcon, TrashIcon } from './icons.tsx';

export interface InverterRowProps {
  inverter: InverterListItem;
  onEdit: (inverter: InverterListItem) => void;
  onDelete: (inverter: InverterListItem) => void;
}

/** What the sortable list adds to a row: its node, where it is drawn, and the drag handle's wiring. */
export interface RowDrag {
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  handleRef?: Ref<HTMLButtonElement>;
  /** Keyboard and pointer listeners and ARIA attributes of the handle; none until the sorting code is loaded. */
  handle?: ButtonHTMLAttributes<HTMLButtonElement>;
}

/** What a screen reader and the list call an inverter (its serial when it has no name). */
export function inverterLabel(inverter: InverterListItem, t: Translate): string {
  return inverter.name === '' ? t('inverters.Unnamed', { serial: inverter.serial }) : inverter.name;
}

interface StatusProps {
  what: 'Poll' | 'Command';
  enabled: boolean;
  night: boolean;
}

/** The words of each status, whole (French agrees "désactivée" with its noun). */
const statusText = {
  Poll: { dayNight: 'inverters.PollDayNight', day: 'inverters.PollDay', off: 'inverters.PollOff' },
  Command: {
    dayNight: 'inverters.CommandDayNight',
    day: 'inverters.CommandDay',
    off: 'inverters.CommandOff',
  },
} as const;

/**
 * Whether the gateway polls the inverter and sends it commands, in words: day and night (dark, as
 * interface-spec §2 has it), by day only (warning colour) or off. Text, not a control: a pill with
 * no hover and no focus, unlike the row's buttons.
 */
function Status({ what, enabled, night }: StatusProps) {
  const { t } = useI18n();
  const state = !enabled ? 'off' : night ? 'dayNight' : 'day';
  const Icon = state === 'off' ? OffIcon : state === 'dayNight' ? MoonIcon : SunIcon;
  return (
    <span className="inverter-status" data-state={state}>
      <Icon /> {t(statusText[what][state])}
    </span>
  );
}

/** One inverter of the list: drag handle, name, serial, type, polling/command status, edit and delete. */
export function InverterRow({
  inverter,
  onEdit,
  onDelete,
  rowRef,
  style,
  dragging = false,
  handleRef,
  handle,
}: InverterRowProps & RowDrag) {
  const { t } = useI18n();
  const label = inverterLabel(inverter, t);
  return (
    <li
      ref={rowRef}
      className={`inverter-row${dragging ? ' dragging' : ''}`}
      style={style}
      data-testid="inverter-row"
    >
      <button
        type="button"
        className="btn btn-outline-secondary inverter-handle"
        ref={handleRef}
        aria-disabled={handle === undefined || undefined}
        {...handle}
        aria-label={t('inverters.Move', { name: label })}
      >
        <GripIcon />
      </button>
      <div className="inverter-name">{inverter.name}</div>
      <small className="inverter-meta text-body-secondary">
        <span>
          <span className="visually-hidden">{t('inverters.Serial')}: </span>
          <span className="inverter-serial">{inverter.serial}</span>
        </span>
        <span>
          <span className="visually-hidden">{t('inverters.Type')}: </span>
          {inverter.type}
        </span>
      </small>
      <div className="inverter-badges">
        <Status what="Poll" enabled={inverter.poll_enable} night={inverter.poll_enable_night} />
        <Status what="Command" enabled={inverter.command_enable} night={inverter.command_enable_night} />
      </div>
      <div className="inverter-actions">
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-label={t('inverters.Edit', { name: label })}
          title={t('inverters.Edit', { name: label })}
          onClick={() => {
            onEdit(inverter);
          }}
        >
          <PencilIcon />
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={t('inverters.Delete', { name: label })}
          title={t('inverters.Delete', { name: label })}
          onClick={() => {
            onDelete(inverter);
          }}
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}

export interface InverterListProps {
  /** In display order. */
  inverters: readonly InverterListItem[];
  onReorder: (ids: number[]) => void;
  onEdit: (inverter: InverterListItem) => void;
  onDelete: (inverter: InverterListItem) => void;
}

/** The rows without the sorting code, shown until it has loaded (a moment after the screen). */
export function StaticInverterList({ inverters, onEdit, onDelete }: InverterListProps) {
  const { t } = useI18n();
  return (
    <ol className="inverter-list" aria-label={t('inverters.ListLabel')}>
      {inverters.map((inverter) => (
        <InverterRow key={inverter.id} inverter={inverter} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ol>
  );
}
