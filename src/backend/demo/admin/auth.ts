import { isValidDocumentId } from '@/domain/document-id';
import { normaliseEmail } from '@/domain/email';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ADMIN_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  isSignInLocked,
  withFailure,
} from '@/domain/sign-in';
import { BackendError, guard } from '@/engine/errors';
import type { AppUser, AuthApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import type { StoredUser } from '../db';
import { hashPassword, sameHash } from '../password';

export interface DemoAuth extends AuthApi {
  /** Reads the remembered session (after a reload) before the first listener is called. */
  restore(): Promise<void>;
  /** Stops listening to other tabs. */
  dispose(): void;
}

interface SessionStore {
  key: string;
  read(): string | null;
  write(uid: string | null): void;
}

/**
 * The signed-in uid lives in localStorage, like Firebase Auth's default persistence: a reload
 * keeps the organiser signed in, and other tabs hear of sign-in and sign-out through the
 * 'storage' event. If storage is blocked the session lasts as long as the page.
 */
function sessionStore(dbName: string): SessionStore {
  const key = `sangeet-vibes-demo:session:${dbName}`;
  let memory: string | null = null;
  const storage = (): Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    key,
    read() {
      try {
        const raw = storage()?.getItem(key);
        if (raw == null) return memory;
        const uid: unknown = (JSON.parse(raw) as { uid?: unknown }).uid;
        return isValidDocumentId(uid) ? uid : null;
      } catch {
        return memory;
      }
    },
    write(uid) {
      memory = uid;
      try {
        if (uid === null) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify({ uid }));
      } catch {
        // Blocked storage: the in-memory session above still works for this page.
      }
    },
  };
}

function toAppUser(user: StoredUser): AppUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: null,
    photoURL: null,
    isAdmin: user.isAdmin === true,
  };
}

function sameUser(a: AppUser | null, b: AppUser | null): boolean {
  return a === b || (a !== null && b !== null && a.uid === b.uid && a.isAdmin === b.isAdmin);
}

// Hashing against this when the e-mail is unknown keeps both failures equally slow.
const NO_SALT = 'no-such-account';

export function createDemoAuth(ctx: DemoContext): DemoAuth {
  const { db } = ctx;
  const store = sessionStore(ctx.dbName);
  const listeners = new Set<(user: AppUser | null) => void>();
  // Failure times per e-mail, kept in this page's memory (Firebase keeps them server-side).
  const failures = new Map<string, number[]>();
  let current: AppUser | null = null;

  function setCurrent(user: AppUser | null) {
    if (sameUser(current, user)) return;
    current = user;
    for (const listener of [...listeners]) listener(user);
  }

  // Only an admin may hold a session here: the back-office is the only thing to sign in to.
  async function adminFor(uid: string | null): Promise<AppUser | null> {
    if (uid === null) return null;
    const user = await db.users.get(uid);
    return user?.isAdmin === true ? toAppUser(user) : null;
  }

  async function restore() {
    const uid = store.read();
    const user = await adminFor(uid);
    if (user === null && uid !== null) store.write(null);
    setCurrent(user);
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === store.key || event.key === null) void restore().catch(() => setCurrent(null));
  };
  globalThis.window?.addEventListener('storage', onStorage);

  async function signIn(rawEmail: string, password: string): Promise<AppUser> {
    const email = normaliseEmail(String(rawEmail ?? ''));
    const now = ctx.env.now();
    if (isSignInLocked(failures.get(email) ?? [], now)) {
      throw new BackendError('too-many-requests', TOO_MANY_ATTEMPTS_MESSAGE);
    }
    const credential = email === '' ? undefined : await db.credentials.get(email);
    const hash = await hashPassword(String(password ?? ''), credential?.salt ?? NO_SALT);
    if (!credential || !sameHash(credential.passwordHash, hash)) {
      failures.set(email, withFailure(failures.get(email) ?? [], now));
      throw new BackendError('invalid-credentials', INVALID_CREDENTIALS_MESSAGE);
    }
    failures.delete(email);
    const user = await adminFor(credential.uid);
    if (user === null) {
      // Spec §6: a signed-in non-admin is signed out at once.
      store.write(null);
      setCurrent(null);
      throw new BackendError('not-admin', NOT_ADMIN_MESSAGE);
    }
    store.write(user.uid);
    setCurrent(user);
    return user;
  }

  return {
    signIn: (email, password) => guard(LOGIN_FAILED_MESSAGE, () => signIn(email, password)),
    signOut: async () => {
      store.write(null);
      setCurrent(null);
    },
    currentUser: () => current,
    onAuthStateChanged(listener) {
      listeners.add(listener);
      listener(current);
      return () => {
        listeners.delete(listener);
      };
    },
    restore,
    dispose() {
      globalThis.window?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
