import { useEffect, useRef } from 'react';

/**
 * Drives a native modal <dialog> (docs/decisions/003) from `open`: showModal/close, and a press
 * that starts and ends on the backdrop closes it (Escape does the same for keyboards); a drag
 * that starts inside and ends outside does not.
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
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('click', onClick);
    };
  }, [onClose]);

  return dialog;
}
