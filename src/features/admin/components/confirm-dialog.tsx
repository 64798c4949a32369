import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus, useModalKeys } from './use-modal-keys';

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete promo code VIPAB12CD34?" */
  title: string;
  children?: ReactNode;
  /** The button that does it, e.g. "Delete". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Disables both buttons while the action runs. */
  busy?: boolean;
  /** Shown under the text when the action failed; the dialog stays open so it can be retried. */
  error?: string | null;
  /** A red button for actions that destroy data. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action (docs/design.md §14.1). A modal alertdialog: focus starts on
 * Cancel (the safe choice), stays inside, Escape and the backdrop cancel, and focus goes back to
 * the button that opened it. Rendered only while open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  error,
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useModalFocus(cancel);
  useModalKeys(panel, onCancel, busy);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-5">
      {/* The backdrop is a convenience for pointers; Escape and Cancel do the same for keys. */}
      <div
        aria-hidden="true"
        className="absolute inset-0"
        onClick={() => {
          if (!busy) onCancel();
        }}
      />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className="card relative w-full max-w-md"
      >
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-3 text-muted">
            {children}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-950/60 px-4 py-3 text-red-200">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancel}
            type="button"
            className="btn-ghost"
            disabled={busy}
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={destructive ? 'btn bg-red-600 text-white hover:bg-red-500' : 'btn-primary'}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
