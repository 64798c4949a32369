import { Dexie, type ObservabilitySet } from 'dexie';
import { isValidDocumentId } from '@/domain/document-id';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ADMIN_MESSAGE,
} from '@/domain/sign-in';
import { staffAccess } from '@/domain/team';
import { BackendError, guard } from '@/engine/errors';
import { claimTeamAccess } from '@/engine/flows/team';
import { storageOrMemory } from '@/lib/safe-storage';
import type { AccountChooser, AppUser, AuthApi } from '../../admin-backend';
import { signedInUser } from '../../signed-in-user';
import { browserFailureLog, signInWithLockout } from '../../sign-in-lockout';
import type { DemoContext } from '../context';
import type { StoredUser } from '../db';
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
 * 'storage' event. If storage is blocked the session lasts as long as the page (safe-storage).
 */
function sessionStore(dbName: string): SessionStore {
  const key = `sangeet-vibes-demo:session:${dbName}`;
  const values = storageOrMemory('local');
  return {
    key,
    read() {
      try {
        const raw = values.read(key);
        if (raw === null) return null;
        const uid: unknown = (JSON.parse(raw) as { uid?: unknown }).uid;
        return isValidDocumentId(uid) ? uid : null;
      } catch {
        return null;
      }
    },
    write: (uid) => values.write(key, uid === null ? null : JSON.stringify({ uid })),
  };
}

function toAppUser(user: StoredUser): AppUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: null,
    photoURL: null,
    isAdmin: user.isAdmin === true,
    access: staffAccess(user),
  };
}

// Hashing against this when the e-mail is unknown keeps both failures equally slow.
const NO_SALT = 'no-such-account';

export function createDemoAuth(ctx: DemoContext): DemoAuth {
  const { db } = ctx;
  const store = sessionStore(ctx.dbName);
  // Failed sign-ins per e-mail (sign-in-lockout.ts), one count per demo database, so a reload
  // or another tab of this browser sees the same count.
  const failures = browserFailureLog(
    (email) => `sangeet-vibes-demo:sign-in-failures:${ctx.dbName}:${email}`,
  );
  const signedIn = signedInUser();
  const setCurrent = signedIn.set;

  /**
   * Follows the signed-in user's record (as the Firebase adapter would with onSnapshot of
   * users/{uid}), so an organiser whose isAdmin flag is taken away — in this tab or another;
   * Dexie relays other tabs' writes — is reported as no longer an admin at once, not only at
   * the next refused call. The session stays: ending it is the UI's call.
   */
  const usersTable = `idb://${ctx.dbName}/users/`;
  const onMutated = (parts: ObservabilitySet) => {
    const uid = signedIn.current()?.uid;
    if (uid === undefined || !Object.keys(parts).some((part) => part.startsWith(usersTable)))
      return;
    void db.users.get(uid).then(
      (user) => {
        const current = signedIn.current();
        if (current?.uid !== uid) return;
        setCurrent(user ? toAppUser(user) : { ...current, isAdmin: false, access: null });
      },
      // A closed database (the page is going away): nothing more to follow.
      () => undefined,
    );
  };
  Dexie.on.storagemutated.subscribe(onMutated);

  // Only staff may hold a session here (organisers, door staff): the back-office is the only
  // thing to sign in to.
  async function adminFor(uid: string | null): Promise<AppUser | null> {
    if (uid === null) return null;
    const user = await db.users.get(uid);
    return user && staffAccess(user) !== null ? toAppUser(user) : null;
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
  async function admit(uid: string, email: string): Promise<AppUser> {
    // A role an organiser gave this e-mail is picked up at sign-in (docs/design.md §6.1).
    await claimTeamAccess(ctx.env, { uid, email });
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
    const credential = await signInWithLockout(failures, rawEmail, ctx.env.now(), async (email) => {
      const credential = await db.credentials.get(email);
      const hash = await hashPassword(String(password ?? ''), credential?.salt ?? NO_SALT);
      if (!credential || !sameHash(credential.passwordHash, hash)) {
        throw new BackendError('invalid-credentials', INVALID_CREDENTIALS_MESSAGE);
      }
      return credential;
    });
    return admit(credential.uid, credential.email);
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
    return admit(credential.uid, credential.email);
  }

  return {
    signIn: (email, password) => guard(LOGIN_FAILED_MESSAGE, () => signIn(email, password)),
    signInWithGoogle: (chooser) => guard(LOGIN_FAILED_MESSAGE, () => signInWithGoogle(chooser)),
    signOut: async () => {
      store.write(null);
      setCurrent(null);
    },
    currentUser: signedIn.current,
    onAuthStateChanged: signedIn.listen,
    restore,
    dispose() {
      globalThis.window?.removeEventListener('storage', onStorage);
      Dexie.on.storagemutated.unsubscribe(onMutated);
      signedIn.clear();
    },
  };
}
