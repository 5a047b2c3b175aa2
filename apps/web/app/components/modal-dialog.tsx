import { type ReactNode, useEffect, useId } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { CloseIcon } from './icons.tsx';

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * A native modal <dialog> (docs/decisions/003): focus trapped and restored, Escape closes it,
 * the page behind is inert. Its name is its heading.
 */
export function ModalDialog({ open, title, onClose, children }: Props) {
  const dialog = useModalDialog(open, onClose);
  const headingId = useId();

  // The first field takes focus, also when one form gives way to another (Login → Register).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title names the form shown
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [open, title]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md overflow-y-auto rounded-xl bg-white p-0 shadow-2xl"
    >
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 rounded-full p-2 text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
