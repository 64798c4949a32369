import { useId, useRef } from 'react';
import type { ChooserAccount } from '@/backend/admin-backend';
import { useModalFocus, useModalKeys } from '../components/use-modal-keys';

export interface AccountChooserDialogProps {
  accounts: ReadonlyArray<ChooserAccount>;
  onChoose: (email: string) => void;
  onCancel: () => void;
}

/**
 * The Google-style account chooser the port asks for when it has no Google of its own (the
 * demo): one button per account, and Cancel. Escape and the backdrop cancel too; closing it
 * is not an error. Focus starts on the first account and goes back to "Continue with Google".
 */
export function AccountChooserDialog({ accounts, onChoose, onCancel }: AccountChooserDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useModalFocus(first);
  useModalKeys(panel, onCancel);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-5">
      {/* The backdrop is a convenience for pointers; Escape and Cancel do the same for keys. */}
      <div aria-hidden="true" className="absolute inset-0" onClick={onCancel} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="card relative w-full max-w-sm p-5 sm:p-6"
      >
        <h2 id={titleId} className="font-display text-2xl font-bold">
          Choose an account
        </h2>
        <p id={bodyId} className="mt-1 text-sm text-muted">
          to continue to the organisers’ area
        </p>
        <ul className="mt-5 flex flex-col gap-2">
          {accounts.map((account, index) => (
            <li key={account.email}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                onClick={() => onChoose(account.email)}
                className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-white/15 px-3 py-2 text-left transition-colors hover:bg-white/10"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rani-deep font-bold text-white"
                >
                  {initialOf(account)}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{account.displayName}</span>
                  <span className="text-sm break-all text-muted">{account.email}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex justify-end">
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

// The e-mail's first letter: names may share theirs ("Demo Organiser", "Demo Guest").
function initialOf(account: ChooserAccount): string {
  return account.email.charAt(0).toUpperCase();
}
