import { createContext, use } from 'react';
import type { AdminBackend, AppUser } from '@/backend/admin-backend';

/** Spec §4: loading, then signed-in or signed-out; one status value, never several flags. */
export type AdminAuthState =
  | { status: 'loading' }
  | { status: 'signed-out'; admin: AdminBackend }
  | { status: 'signed-in'; admin: AdminBackend; user: AppUser };

export const AdminAuthContext = createContext<AdminAuthState | null>(null);

export function useAdminAuth(): AdminAuthState {
  const state = use(AdminAuthContext);
  if (!state) throw new Error('useAdminAuth() needs an <AdminAuthProvider> above it');
  return state;
}

/** The organisers' port, for screens that only render once the auth state has resolved. */
export function useAdminBackend(): AdminBackend {
  const state = useAdminAuth();
  if (state.status === 'loading') throw new Error('useAdminBackend() before auth resolved');
  return state.admin;
}
