import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  GOOGLE_UNREACHABLE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ADMIN_MESSAGE,
} from '@/domain/sign-in';
import { staffAccess } from '@/domain/team';
import { BackendError } from '@/engine/errors';
import type { UserDoc } from '@/engine/collections';
import type { AppUser, AuthApi } from '../../admin-backend';
import { signedInUser } from '../../signed-in-user';
import { signInWithLockout, type SignInFailureLog } from '../../sign-in-lockout';
import { isGoogleUnreachable, isPopupClosed, toSignInError } from './auth-errors';
import type { UserRecords } from './user-records';

export interface FirebaseAuthDeps {
  auth: Auth;
  /** users/{uid}: Firestore in the app (user-records.ts). */
  records: UserRecords;
  failures: SignInFailureLog;
  now: () => Date;
  /** Said beside "Continue with Google" (AuthApi.googleNote): the local stack's, or none. */
  googleNote?: string | null;
  /**
   * Picks up a role an organiser gave this account's e-mail before it existed (the
   * claimTeamAccess function, docs/design.md §6.1), before the record is read at sign-in.
   */
  claimTeamAccess?: () => Promise<void>;
}

export interface FirebaseAdminAuth extends AuthApi {
  /** Settles the remembered session (after a reload) before the first listener is called. */
  ready(): Promise<void>;
  /** Stops following Firebase and the user record. */
  dispose(): void;
}

function toAppUser(user: User, record: UserDoc): AppUser {
  return {
    uid: user.uid,
    email: user.email ?? record.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    isAdmin: record.isAdmin === true,
    access: staffAccess(record),
  };
}

/**
 * The organisers' sign-in on Firebase Auth. Only an organiser may hold a session here
 * (docs/product-spec.md §6): an account whose users/{uid}.isAdmin is not true is signed out again
 * at once, at sign-in and when a remembered session is restored, and the listeners never hear of
 * it. While an organiser is signed in, their record is followed, so losing the flag mid-session
 * reaches the UI at once (the session itself stays; ending it is the UI's call).
 */
export function createFirebaseAuth({
  auth,
  records,
  failures,
  now,
  googleNote = null,
  claimTeamAccess = async () => undefined,
}: FirebaseAuthDeps): FirebaseAdminAuth {
  const signedIn = signedInUser();
  const setCurrent = signedIn.set;
  let following: { uid: string; stop: () => void } | null = null;
  // Bumped by every change of Firebase's user, so an admission still reading the record when
  // the user changes again (a quick sign-out) changes nothing when it resolves.
  let epoch = 0;
  // Sign-ins under way in this client: each decides its own session (after claiming a role given
  // to its e-mail, which may not be on the record yet), so Firebase's own report of the new user
  // must not sign it out first.
  let admitting = 0;

  function stopFollowing() {
    following?.stop();
    following = null;
  }

  function follow(uid: string) {
    if (following?.uid === uid) return;
    stopFollowing();
    const recordIs = (record: UserDoc | null) => {
      const current = signedIn.current();
      if (current?.uid === uid) {
        setCurrent({ ...current, isAdmin: record?.isAdmin === true, access: staffAccess(record) });
      }
    };
    following = { uid, stop: () => undefined };
    const stop = records.follow(
      uid,
      recordIs,
      // The record can no longer be read (the rules refuse it): the role cannot be vouched for.
      () => recordIs(null),
    );
    if (following?.uid === uid) following.stop = stop;
    else stop();
  }

  function enter(user: AppUser) {
    setCurrent(user);
    follow(user.uid);
  }

  /**
   * Firebase's own changes: a session restored after a reload, a sign-in or sign-out in another
   * tab, a session ended by Firebase. A restored account that is not an organiser is signed out.
   */
  async function settle(user: User | null): Promise<void> {
    const mine = ++epoch;
    if (user === null) {
      stopFollowing();
      setCurrent(null);
      return;
    }
    if (signedIn.current()?.uid === user.uid || admitting > 0) return;
    let record: UserDoc | null;
    try {
      record = await records.read(user.uid);
    } catch {
      // Offline, say: not admitted now, but the Firebase session is kept for a later try.
      if (mine === epoch) setCurrent(null);
      return;
    }
    if (mine !== epoch || admitting > 0) return;
    if (staffAccess(record) === null || record === null) {
      setCurrent(null);
      await firebaseSignOut(auth);
      return;
    }
    enter(toAppUser(user, record));
  }

  const unsubscribe = onAuthStateChanged(auth, (user) => void settle(user));

  /** The session for an account whose credentials Firebase accepted: staff only. */
  async function admit(user: User): Promise<AppUser> {
    let record: UserDoc | null;
    try {
      // A failed claim (the functions unreachable) leaves the record as it was: read it anyway.
      await claimTeamAccess().catch(() => undefined);
      record = await records.read(user.uid);
    } catch (error) {
      await firebaseSignOut(auth);
      throw new BackendError('unknown', LOGIN_FAILED_MESSAGE, { cause: error });
    }
    if (staffAccess(record) === null || record === null) {
      // docs/product-spec.md §6: a signed-in non-admin (nor door staff) is signed out at once.
      await firebaseSignOut(auth);
      throw new BackendError('not-admin', NOT_ADMIN_MESSAGE);
    }
    if (auth.currentUser?.uid !== user.uid) {
      // Signed out (or another account signed in) while the record was being read.
      throw new BackendError('unknown', LOGIN_FAILED_MESSAGE);
    }
    const admitted = toAppUser(user, record);
    enter(admitted);
    return admitted;
  }

  async function signIn(rawEmail: string, password: string): Promise<AppUser> {
    const user = await signInWithLockout(failures, rawEmail, now(), async (email) => {
      try {
        return (await signInWithEmailAndPassword(auth, email, String(password ?? ''))).user;
      } catch (error) {
        // A wrong password becomes 'invalid-credentials', which the lock-out counts.
        throw toSignInError(error);
      }
    });
    return admit(user);
  }

  /** Google's popup is the account chooser (prompt: select_account), so `chooser` is unused. */
  async function signInWithGoogle(): Promise<AppUser | null> {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    let user: User;
    try {
      // The resolver here, not on Auth: Google's loader comes with the press (docs/design.md §6.2).
      user = (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
    } catch (error) {
      if (isPopupClosed(error)) return null;
      if (isGoogleUnreachable(error)) {
        throw new BackendError('unavailable', GOOGLE_UNREACHABLE_MESSAGE, { cause: error });
      }
      throw new BackendError('unknown', LOGIN_FAILED_MESSAGE, { cause: error });
    }
    return admit(user);
  }

  const guarded = async <T>(operation: () => Promise<T>) => {
    admitting++;
    try {
      return await operation();
    } catch (error) {
      throw toSignInError(error);
    } finally {
      admitting--;
    }
  };

  return {
    signIn: (email, password) => guarded(() => signIn(email, password)),
    signInWithGoogle: () => guarded(signInWithGoogle),
    googleNote,
    async signOut() {
      epoch++;
      stopFollowing();
      setCurrent(null);
      await firebaseSignOut(auth);
    },
    currentUser: signedIn.current,
    onAuthStateChanged: signedIn.listen,
    async ready() {
      await auth.authStateReady();
      await settle(auth.currentUser);
    },
    dispose() {
      unsubscribe();
      stopFollowing();
      signedIn.clear();
    },
  };
}
