import type { ReactNode } from 'react';
import { primaryButton, secondaryButton } from './form/buttons.ts';
import { ModalDialog } from './modal-dialog.tsx';

type Props = {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** Asks before something that cannot be undone (delete an address, cancel an order). */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel = 'Keep it',
  busy,
  onConfirm,
  onClose,
  children,
}: Props) {
  return (
    <ModalDialog open={open} title={title} onClose={onClose}>
      <div className="text-sm text-slate-700">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={primaryButton}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
