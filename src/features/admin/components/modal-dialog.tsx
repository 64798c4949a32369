import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MODAL_FORM_CONTROLS, useModalKeys } from './use-modal-keys';

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  /** Escape and the backdrop call this; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
}

/**
 * A modal dialog for a small form (the Top-Up dialog): focus starts on the element marked
 * data-autofocus, else on its first field; Tab stays
 * inside, Escape and the backdrop close it, and focus goes back to the button that opened it.
 * Rendered only while open. Destructive questions use ConfirmDialog instead.
 */
export function ModalDialog({ title, children, onClose, busy = false }: ModalDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>('input, select, textarea, button');
    start?.focus();
    return () => opener?.focus();
  }, []);

  useModalKeys(panel, onClose, busy, MODAL_FORM_CONTROLS);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/70 p-5">
      <div
        aria-hidden="true"
        className="absolute inset-0"
        onClick={() => {
          if (!busy) onClose();
        }}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="card relative my-auto w-full max-w-md"
      >
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
