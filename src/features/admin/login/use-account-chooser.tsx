import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AccountChooser, ChooserAccount } from '@/backend/admin-backend';
import { AccountChooserDialog } from './account-chooser-dialog';

interface Pending {
  accounts: ReadonlyArray<ChooserAccount>;
  settle: (email: string | null) => void;
}

/**
 * The chooser the login page hands to `auth.signInWithGoogle`: calling it opens the dialog and
 * settles with the account picked, or null when the dialog is closed (or the page goes away).
 */
export function useAccountChooser(): { chooser: AccountChooser; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const chooser = useCallback<AccountChooser>(
    (accounts) =>
      new Promise((resolve) => {
        pendingRef.current?.settle(null);
        const next: Pending = {
          accounts,
          settle: (email) => {
            if (pendingRef.current !== next) return;
            pendingRef.current = null;
            setPending(null);
            resolve(email);
          },
        };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  useEffect(() => () => pendingRef.current?.settle(null), []);

  const dialog = pending ? (
    <AccountChooserDialog
      accounts={pending.accounts}
      onChoose={(email) => pending.settle(email)}
      onCancel={() => pending.settle(null)}
    />
  ) : null;
  return { chooser, dialog };
}
