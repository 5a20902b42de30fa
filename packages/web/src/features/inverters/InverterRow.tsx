import type { InverterListItem } from '@dtu-web/protocol';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useI18n, type Translate } from '../../lib/i18n/index.ts';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, OffIcon, PencilIcon, TrashIcon } from './icons.tsx';

export interface InverterRowProps {
  inverter: InverterListItem;
  onEdit: (inverter: InverterListItem) => void;
  onDelete: (inverter: InverterListItem) => void;
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
export function InverterRow({ inverter, onEdit, onDelete }: InverterRowProps) {
  const { t } = useI18n();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: inverter.id });
  const label = inverterLabel(inverter, t);
  return (
    <li
      ref={setNodeRef}
      className={`inverter-row${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      data-testid="inverter-row"
    >
      <button
        type="button"
        className="btn btn-outline-secondary inverter-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('inverters.Move', { name: label })}
      >
        <GripIcon />
      </button>
      <div className="inverter-main">
        <div className="inverter-name">{inverter.name}</div>
        <small className="text-body-secondary">
          <span className="visually-hidden">{t('inverters.Serial')}: </span>
          <span className="inverter-serial">{inverter.serial}</span>
          {' · '}
          <span className="visually-hidden">{t('inverters.Type')}: </span>
          {inverter.type}
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
