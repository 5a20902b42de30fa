import { useI18n } from '../../../lib/i18n/index.ts';
import { DeviceInfoDialog } from './DeviceInfoDialog.tsx';
import { EventLogDialog } from './EventLogDialog.tsx';
import { GridProfileDialog } from './GridProfileDialog.tsx';
import type { DialogKind } from './kinds.ts';
import { LimitDialog } from './LimitDialog.tsx';
import { PowerDialog } from './PowerDialog.tsx';

const dialogs = {
  events: EventLogDialog,
  info: DeviceInfoDialog,
  grid: GridProfileDialog,
  limit: LimitDialog,
  power: PowerDialog,
} as const;

/** The five inverter dialogs, one chunk loaded on first use. */
export default function InverterDialog({
  kind,
  serial,
  name,
  onClose,
}: {
  kind: DialogKind;
  serial: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const Dialog = dialogs[kind];
  return <Dialog serial={serial} title={(what) => t('live.DialogTitle', { what, name })} onClose={onClose} />;
}
