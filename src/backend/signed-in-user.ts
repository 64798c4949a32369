import type { AppUser } from './admin-backend';

export interface SignedInUser {
  current(): AppUser | null;
  /** Hands a change on to every listener; the same uid and access again is no change. */
  set(user: AppUser | null): void;
  /** AuthApi.onAuthStateChanged: the user now, then each change. Returns unsubscribe. */
  listen(listener: (user: AppUser | null) => void): () => void;
  /** Drops every listener (the adapter is being disposed). */
  clear(): void;
}

function sameUser(a: AppUser | null, b: AppUser | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.uid === b.uid &&
      a.isAdmin === b.isAdmin &&
      JSON.stringify(a.access) === JSON.stringify(b.access))
  );
}

/**
 * Who is signed in, and who hears of it: the half of AuthApi that does not depend on how an
 * adapter checks credentials, written once for the demo and Firebase adapters.
 */
export function signedInUser(): SignedInUser {
  const listeners = new Set<(user: AppUser | null) => void>();
  let current: AppUser | null = null;
  return {
    current: () => current,
    set(user) {
      if (sameUser(current, user)) return;
      current = user;
      for (const listener of [...listeners]) listener(user);
    },
    listen(listener) {
      listeners.add(listener);
      listener(current);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}
