import type { InverterListItem } from '@dtu-web/protocol';
import type { ButtonHTMLAttributes, CSSProperties, Ref } from 'react';
import { useI18n, type Translate } from '../../lib/i18n/index.ts';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, OffIcon, PencilIcon, TrashIcon } from './icons.tsx';

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

interface BadgeProps {
  direction: 'Receive' | 'Send';
  enabled: boolean;
  night: boolean;
}

/** Receive or send: the arrow while enabled, dark when it also runs at night, warning colour otherwise. */
function Badge({ direction, enabled, night }: BadgeProps) {
  const { t } = useI18n();
  const name = t(direction === 'Receive' ? 'inverters.Receive' : 'inverters.Send');
  const text = !enabled
    ? t('inverters.BadgeOff', { direction: name })
    : night
      ? t('inverters.BadgeNight', { direction: name })
      : t('inverters.BadgeDay', { direction: name });
  const icon = !enabled ? <OffIcon /> : direction === 'Receive' ? <ArrowDownIcon /> : <ArrowUpIcon />;
  return (
    <span className={`badge ${night ? 'text-bg-dark' : 'text-bg-warning'}`} title={text}>
      {icon}
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** One inverter of the list: drag handle, name, serial, type, receive/send badges, edit and delete. */
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
      <div className="inverter-main">
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
      </div>
      <div className="inverter-badges">
        <Badge direction="Receive" enabled={inverter.poll_enable} night={inverter.poll_enable_night} />
        <Badge direction="Send" enabled={inverter.command_enable} night={inverter.command_enable_night} />
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
