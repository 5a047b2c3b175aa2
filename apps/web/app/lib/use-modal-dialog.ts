import { useEffect, useRef } from 'react';

/**
 * Drives a native modal <dialog> (docs/decisions/003) from `open`: showModal/close, and a press
 * that starts and ends on the backdrop closes it (Escape does the same for keyboards); a drag
 * that starts inside and ends outside does not. `onClose` hears of every close (Escape too), but
 * not of a close event that arrives after the dialog was opened again: the event is a task of its
 * own, and a second CSV file chosen just after Cancel had its dialog closed by the first's.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop.current = event.target === element;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop.current && event.target === element) onClose();
    };
    const onClosed = () => {
      if (!element.open) onClose();
    };
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('click', onClick);
    element.addEventListener('close', onClosed);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('click', onClick);
      element.removeEventListener('close', onClosed);
    };
  }, [onClose]);

  return dialog;
}
