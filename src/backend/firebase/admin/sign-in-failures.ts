import { withFailure } from '@/domain/sign-in';

/**
 * Failed password sign-ins per e-mail, for the port's lock-out (admin-backend.ts: 5 failures in
 * 15 minutes, and then even the right password is refused). Firebase Auth has its own, stricter
 * server-side throttle (auth/too-many-requests), but its threshold is Google's and unpublished;
 * this keeps the organisers' promise the same on every backend. It is a courtesy pause, not a
 * defence: the server's throttle is the defence.
 */
export interface SignInFailureLog {
  read(email: string): number[];
  add(email: string, now: Date): void;
  clear(email: string): void;
}

const keyOf = (email: string) => `sangeet-vibes:sign-in-failures:${email}`;

function parse(value: string | null | undefined): number[] {
  try {
    const times: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(times) ? times.filter((t): t is number => Number.isFinite(t)) : [];
  } catch {
    return [];
  }
}

/** In this page's memory only: where storage is blocked, and for tests (one log per test). */
export function memoryFailureLog(): SignInFailureLog {
  const failures = new Map<string, number[]>();
  return {
    read: (email) => [...(failures.get(email) ?? [])],
    add: (email, now) => void failures.set(email, withFailure(failures.get(email) ?? [], now)),
    clear: (email) => void failures.delete(email),
  };
}

/**
 * In localStorage, so a reload or another tab of this browser sees the same count and cannot be
 * used to start afresh (as the demo adapter keeps it); in this page's memory when storage is
 * unavailable or refuses a write.
 */
export function browserFailureLog(): SignInFailureLog {
  const memory = new Map<string, number[]>();
  // Once storage has refused a write, this page's memory is the count.
  let blocked = false;
  const storage = (): Storage | null => {
    try {
      return blocked ? null : (globalThis.localStorage ?? null);
    } catch {
      return null;
    }
  };
  const read = (email: string): number[] => {
    try {
      const local = storage();
      if (local) return parse(local.getItem(keyOf(email)));
    } catch {
      // Blocked storage: this page's memory below.
    }
    return [...(memory.get(email) ?? [])];
  };
  return {
    read,
    add(email, now) {
      const next = withFailure(read(email), now);
      memory.set(email, next);
      try {
        storage()?.setItem(keyOf(email), JSON.stringify(next));
      } catch {
        // Blocked storage: the in-memory count above pauses this page from now on.
        blocked = true;
      }
    },
    clear(email) {
      memory.delete(email);
      try {
        storage()?.removeItem(keyOf(email));
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}
