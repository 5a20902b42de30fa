import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n/index.ts';
import { Modal } from './Modal.tsx';
import type { ConfirmVariant } from './variants.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Text of the confirming button, e.g. the feature's translated Reboot. */
  confirmLabel: string;
  /** Defaults to the shared Cancel. */
  cancelLabel?: string;
  confirmVariant?: ConfirmVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before doing something that cannot be undone; Cancel has the initial focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useI18n();
  const footer = (
    <>
      <button type="button" className="btn btn-secondary" onClick={props.onCancel} data-autofocus>
        {props.cancelLabel ?? t('common.Cancel')}
      </button>
      <button
        type="button"
        className={`btn btn-${props.confirmVariant ?? 'danger'}`}
        onClick={props.onConfirm}
      >
        {props.confirmLabel}
      </button>
    </>
  );
  return (
    <Modal open={props.open} title={props.title} onClose={props.onCancel} footer={footer}>
      {props.children}
    </Modal>
  );
}
