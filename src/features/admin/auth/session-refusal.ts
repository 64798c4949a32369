import { isBackendError } from '@/backend/backend';

/**
 * True for a failure that means the session no longer holds — nobody signed in
 * ('unauthenticated') or no longer an organiser ('permission-denied') — rather than a failure of
 * the one thing asked: the admin area then ends the session and asks for sign-in again.
 */
export function isSessionRefusal(error: unknown): boolean {
  return (
    isBackendError(error) &&
    (error.code === 'unauthenticated' || error.code === 'permission-denied')
  );
}
