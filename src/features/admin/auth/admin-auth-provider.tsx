import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AdminBackend, AppUser } from '@/backend/admin-backend';
import { useBackend } from '@/backend/backend-context';
import { messageFor } from '@/backend/error-message';
import { PageSpinner } from '@/components/ui/page-spinner';
import { NOT_ADMIN_MESSAGE } from '@/domain/sign-in';
import { adminQueryKey } from '../api/summary-query';
import { AdminAuthContext, type AdminAuth, type AdminAuthState } from './admin-auth-context';
import { isSessionRefusal } from './session-refusal';

interface Session {
  admin: AdminBackend;
  user: AppUser | null;
}

/**
 * Loads the organisers' half of the port and follows its auth state. Nothing under it renders
 * until the first state is known (docs/product-spec.md §4). Only staff (organisers, door staff) count as signed in. The
 * session ends — the user is cleared, and the guard sends the organiser to /admin/login remembering
 * the page — when the adapter reports a sign-out (another tab's included), when it reports the user
 * without admin rights, and when any admin query or mutation is refused with 'unauthenticated' or
 * 'permission-denied' (docs/product-spec.md §4 "on an auth error").
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    backend.loadAdmin().then(
      (admin) => {
        if (!active) return;
        unsubscribe = admin.auth.onAuthStateChanged((user) => {
          setSession({ admin, user });
          if (user?.access) setNotice(null);
          else if (user) {
            // Still signed in, no longer on the staff (the role was taken away): sign out.
            setNotice(NOT_ADMIN_MESSAGE);
            void admin.auth.signOut().catch(() => undefined);
          }
        });
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

  const admin = session?.admin ?? null;
  const signedIn = Boolean(session?.user?.access);

  // A refusal of the session by any admin read or write ends it.
  useEffect(() => {
    if (!admin || !signedIn) return;
    const end = (error: unknown) => {
      if (!isSessionRefusal(error)) return;
      setNotice(messageFor(error, NOT_ADMIN_MESSAGE));
      void admin.auth.signOut().catch(() => undefined);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === adminQueryKey[0]) end(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [admin, signedIn, queryClient]);

  // However the session ended, the next organiser must not see this one's answers.
  useEffect(() => {
    if (admin && !signedIn) queryClient.removeQueries({ queryKey: adminQueryKey });
  }, [admin, signedIn, queryClient]);

  const auth = useMemo<AdminAuth>(() => {
    const state: AdminAuthState =
      session === null
        ? { status: 'loading' }
        : session.user?.access
          ? { status: 'signed-in', admin: session.admin, user: session.user }
          : { status: 'signed-out', admin: session.admin, leaving, notice };
    return {
      state,
      signOutAndLeave: async () => {
        if (session === null) return;
        setLeaving(true);
        await session.admin.auth.signOut();
      },
    };
  }, [session, leaving, notice]);

  // Let the route's error boundary say the admin area could not start.
  if (failure) throw failure;
  if (auth.state.status === 'loading') return <PageSpinner label="Checking sign-in…" />;
  return <AdminAuthContext value={auth}>{children}</AdminAuthContext>;
}
