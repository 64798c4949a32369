import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBackend } from '@/backend/backend-context';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminAuthContext, type AdminAuthState } from './admin-auth-context';

/**
 * Loads the organisers' half of the port and follows its auth state. Nothing under it renders
 * until the first state is known (spec §4). Only an admin counts as signed in: a non-admin
 * session (the adapter signs those out itself) is shown as signed out.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [state, setState] = useState<AdminAuthState>({ status: 'loading' });
  const [failure, setFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    backend.loadAdmin().then(
      (admin) => {
        if (!active) return;
        unsubscribe = admin.auth.onAuthStateChanged((user) =>
          setState(
            user?.isAdmin
              ? { status: 'signed-in', admin, user }
              : { status: 'signed-out', admin, leaving: false },
          ),
        );
      },
      (error: unknown) => {
        if (active) setFailure(error ?? new Error('The admin area could not load'));
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [backend]);

  const auth = useMemo(
    () => ({
      state: state.status === 'signed-out' && leaving ? { ...state, leaving } : state,
      signOutAndLeave: async () => {
        if (state.status === 'loading') return;
        setLeaving(true);
        await state.admin.auth.signOut();
      },
    }),
    [state, leaving],
  );

  // Let the route's error boundary say the admin area could not start.
  if (failure) throw failure;
  if (state.status === 'loading') return <PageSpinner label="Checking sign-in…" />;
  return <AdminAuthContext value={auth}>{children}</AdminAuthContext>;
}
