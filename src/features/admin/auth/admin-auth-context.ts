import { createContext, use } from 'react';
import type { AdminBackend, AppUser } from '@/backend/admin-backend';

/**
 * docs/product-spec.md §4: loading, then signed-in or signed-out; one status value, never several
 * flags.
 */
export type AdminAuthState =
  | { status: 'loading' }
  | {
      status: 'signed-out';
      admin: AdminBackend;
      /** Logging out: on the way to the home page, so the guard holds still. */
      leaving: boolean;
      /** Why a session ended under the organiser (e.g. rights taken away), for the login page. */
      notice: string | null;
    }
  | { status: 'signed-in'; admin: AdminBackend; user: AppUser };

export interface AdminAuth {
  state: AdminAuthState;
  /** Signs out on the way out of the area: the guard then holds still instead of redirecting. */
  signOutAndLeave(): Promise<void>;
}

export const AdminAuthContext = createContext<AdminAuth | null>(null);

function useAuthContext(): AdminAuth {
  const auth = use(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth() needs an <AdminAuthProvider> above it');
  return auth;
}

export function useAdminAuth(): AdminAuthState {
  return useAuthContext().state;
}

export function useSignOutAndLeave(): () => Promise<void> {
  return useAuthContext().signOutAndLeave;
}

/** The organisers' port, for screens that only render once the auth state has resolved. */
export function useAdminBackend(): AdminBackend {
  const state = useAdminAuth();
  if (state.status === 'loading') throw new Error('useAdminBackend() before auth resolved');
  return state.admin;
}
