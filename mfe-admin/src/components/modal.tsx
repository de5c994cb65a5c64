import { useEffect, useId, useRef, type ReactNode } from 'react';
import './shared.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (the focus stays inside),
 * Escape closes it and the browser returns the focus to the button that opened it. The content mounts
 * only while open, so closing by any means (Cancel, ×, Escape) leaves a fresh form for the next time.
 */
export function Modal({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A form dialog starts in its first field rather than on the close button.
      dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The browser's own 'close' (Escape) is reported back, so the owner's state stays the one source of truth.
    <dialog ref={ref} className="admin-modal" aria-labelledby={titleId} onClose={() => open && onClose()}>
      {open && (
        <div className="admin-modal__frame">
          <div className="admin-modal__head">
            <h3 id={titleId} className="admin-modal__title">
              {title}
            </h3>
            <button type="button" className="admin-modal__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
