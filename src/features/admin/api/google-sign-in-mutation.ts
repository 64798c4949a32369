import { useMutation } from '@tanstack/react-query';
import type { AccountChooser, AdminBackend } from '@/backend/admin-backend';

/**
 * "Continue with Google". Settles with null when the chooser was closed without a pick (not an
 * error); rejects with the adapter's BackendError. The auth state change does the navigating.
 */
export function useGoogleSignInMutation(admin: AdminBackend, chooser: AccountChooser) {
  return useMutation({ mutationFn: () => admin.auth.signInWithGoogle(chooser) });
}
