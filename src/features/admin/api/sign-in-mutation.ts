import { useMutation } from '@tanstack/react-query';
import type { AdminBackend } from '@/backend/admin-backend';

export interface SignInValues {
  email: string;
  password: string;
}

/** Rejects with the adapter's BackendError; the auth state change does the navigating. */
export function useSignInMutation(admin: AdminBackend) {
  return useMutation({
    mutationFn: ({ email, password }: SignInValues) => admin.auth.signIn(email, password),
  });
}
