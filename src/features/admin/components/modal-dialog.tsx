import { useEffect, useId, useRef, type ReactNode } from 'react';

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

  const busyRef = useRef(busy);
  const closeRef = useRef(onClose);
  useEffect(() => {
    busyRef.current = busy;
    closeRef.current = onClose;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyRef.current) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>(
          'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href]',
        ),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

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
