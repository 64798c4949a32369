import { Dexie, type ObservabilitySet } from 'dexie';
import { isValidDocumentId } from '@/domain/document-id';
import { isValidEmail, normaliseEmail } from '@/domain/email';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ADMIN_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  isSignInLocked,
  withFailure,
} from '@/domain/sign-in';
import { BackendError, guard } from '@/engine/errors';
import type { AccountChooser, AppUser, AuthApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import type { DemoDatabase, StoredUser } from '../db';
import { DEMO_ACCOUNTS } from '../demo-accounts';
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
  // Once storage has refused a write, this page's memory is the session.
  let blocked = false;
  const storage = (): Storage | null => {
    try {
      return blocked ? null : (globalThis.localStorage ?? null);
    } catch {
      return null;
    }
  };
  return {
    key,
    read() {
      const local = storage();
      if (!local) return memory;
      try {
        // Storage is the truth when it works: a key another tab removed means signed out here.
        const raw = local.getItem(key);
        if (raw == null) return null;
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
        blocked = true;
      }
    },
  };
}

/**
 * Failed password sign-ins, for the lock-out (docs/design.md §6.2: 5 failures in 15 minutes).
 * Counted per e-mail, as Firebase Auth counts per account rather than per device: organisers share
 * one phone at the door, and one of them mistyping must not lock the others out. Kept in the demo
 * database (its `meta` table, which needs no schema change), so a reload or another tab of this
 * browser sees the same count and cannot be used to start afresh.
 */
function failureLog(db: DemoDatabase) {
  const keyOf = (email: string) => `sign-in-failures:${email}`;
  const parse = (value: string | undefined): number[] => {
    try {
      const times: unknown = JSON.parse(value ?? '[]');
      return Array.isArray(times) ? times.filter((t) => Number.isFinite(t)) : [];
    } catch {
      return [];
    }
  };
  return {
    async read(email: string): Promise<number[]> {
      return parse((await db.meta.get(keyOf(email)))?.value);
    },
    /** One read-write transaction, so failures from two tabs at once are both counted. */
    async add(email: string, now: Date): Promise<void> {
      await db.transaction('rw', db.meta, async () => {
        const failures = parse((await db.meta.get(keyOf(email)))?.value);
        await db.meta.put({ key: keyOf(email), value: JSON.stringify(withFailure(failures, now)) });
      });
    },
    async clear(email: string): Promise<void> {
      await db.meta.delete(keyOf(email));
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
  const failures = failureLog(db);
  const listeners = new Set<(user: AppUser | null) => void>();
  let current: AppUser | null = null;

  function setCurrent(user: AppUser | null) {
    if (sameUser(current, user)) return;
    current = user;
    for (const listener of [...listeners]) listener(user);
  }

  /**
   * Follows the signed-in user's record (as the Firebase adapter would with onSnapshot of
   * users/{uid}), so an organiser whose isAdmin flag is taken away — in this tab or another;
   * Dexie relays other tabs' writes — is reported as no longer an admin at once, not only at
   * the next refused call. The session stays: ending it is the UI's call.
   */
  const usersTable = `idb://${ctx.dbName}/users/`;
  const onMutated = (parts: ObservabilitySet) => {
    const uid = current?.uid;
    if (uid === undefined || !Object.keys(parts).some((part) => part.startsWith(usersTable)))
      return;
    void db.users.get(uid).then(
      (user) => {
        if (current?.uid !== uid) return;
        setCurrent(user ? toAppUser(user) : { ...current, isAdmin: false });
      },
      // A closed database (the page is going away): nothing more to follow.
      () => undefined,
    );
  };
  Dexie.on.storagemutated.subscribe(onMutated);

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

  /**
   * The session for an account whose credentials checked out: organisers only
   * (docs/product-spec.md §6).
   */
  async function admit(uid: string): Promise<AppUser> {
    const user = await adminFor(uid);
    if (user === null) {
      // docs/product-spec.md §6: a signed-in non-admin is signed out at once.
      store.write(null);
      setCurrent(null);
      throw new BackendError('not-admin', NOT_ADMIN_MESSAGE);
    }
    store.write(user.uid);
    setCurrent(user);
    return user;
  }

  async function signIn(rawEmail: string, password: string): Promise<AppUser> {
    const email = normaliseEmail(String(rawEmail ?? ''));
    // No account has a malformed e-mail: refused without keeping a count for it.
    if (!isValidEmail(email))
      throw new BackendError('invalid-credentials', INVALID_CREDENTIALS_MESSAGE);
    const now = ctx.env.now();
    // Checked before the password, so the right password is refused too while locked.
    if (isSignInLocked(await failures.read(email), now)) {
      throw new BackendError('too-many-requests', TOO_MANY_ATTEMPTS_MESSAGE);
    }
    const credential = await db.credentials.get(email);
    const hash = await hashPassword(String(password ?? ''), credential?.salt ?? NO_SALT);
    if (!credential || !sameHash(credential.passwordHash, hash)) {
      await failures.add(email, now);
      throw new BackendError('invalid-credentials', INVALID_CREDENTIALS_MESSAGE);
    }
    await failures.clear(email);
    return admit(credential.uid);
  }

  /** The demo has no Google: the UI's chooser lists the seeded accounts, forced every time. */
  async function signInWithGoogle(chooser: AccountChooser): Promise<AppUser | null> {
    const offered = DEMO_ACCOUNTS.map(({ email, displayName }) => ({ email, displayName }));
    const chosen = await chooser(offered);
    // Closed without a pick: like Firebase's auth/popup-closed-by-user, not a failure.
    if (chosen === null) return null;
    const account = offered.find((candidate) => candidate.email === chosen);
    const credential = account ? await db.credentials.get(account.email) : undefined;
    if (!credential) throw new BackendError('unknown', LOGIN_FAILED_MESSAGE);
    return admit(credential.uid);
  }

  return {
    signIn: (email, password) => guard(LOGIN_FAILED_MESSAGE, () => signIn(email, password)),
    signInWithGoogle: (chooser) => guard(LOGIN_FAILED_MESSAGE, () => signInWithGoogle(chooser)),
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
      Dexie.on.storagemutated.unsubscribe(onMutated);
      listeners.clear();
    },
  };
}
