import { doc } from 'firebase/firestore';
import { BackendError, guard } from '@/engine/errors';
import type { UserDoc } from '@/engine/collections';
import type { StaffAccess } from '@/domain/team';
import {
  ADMIN_REQUIRED_MESSAGE,
  requireAdmin,
  requireDoor,
  requireStaff,
} from '@/engine/require-admin';
import type { Transaction } from '@/engine/store';
import type { FirebaseAdminContext } from './context';
import { readDocForRightsCheck } from './read-docs';

/**
 * A read-only view of Firestore shaped like a flow's transaction, so the engine's own
 * requireAdmin decides who may read (one `get` of users/{uid}, no transaction round trips).
 * It never writes: a check that tried to would be a bug, and it says so.
 */
function readOnly(ctx: FirebaseAdminContext): Transaction {
  const refuse = () => {
    throw new Error('The organisers’ read check does not write.');
  };
  return {
    // From the server: the rules judge the read that follows by the record as it is now (a
    // device with no network has only its cache to read, readDocForRightsCheck).
    get: (collection, id) =>
      readDocForRightsCheck(collection, doc(ctx.db, collection, id), ctx.network),
    set: refuse,
    update: refuse,
    delete: refuse,
  };
}

/** The engine's organiser check, now, on its own: before a query a flow's input depends on. */
export function requireAdminNow(ctx: FirebaseAdminContext): Promise<UserDoc> {
  return requireAdmin(readOnly(ctx), ctx.actor());
}

/**
 * Runs an organisers' read after the same check the flows make (users/{uid}.isAdmin, read now,
 * before any query reaches Firestore): 'unauthenticated' when nobody is signed in,
 * 'permission-denied' for a non-admin, and the screen's failure message for anything else.
 */
export function adminRead<T>(
  ctx: FirebaseAdminContext,
  failureMessage: string,
  read: (admin: UserDoc) => Promise<T>,
): Promise<T> {
  return checkedRead(() => requireAdminNow(ctx), failureMessage, read);
}

/**
 * adminRead for one event's door: an organiser, or door staff assigned to `eventId`
 * (docs/design.md §6.1), as the check-in flows and the rules decide.
 */
export function doorRead<T>(
  ctx: FirebaseAdminContext,
  eventId: string,
  failureMessage: string,
  read: () => Promise<T>,
): Promise<T> {
  return checkedRead(() => requireDoor(readOnly(ctx), ctx.actor(), eventId), failureMessage, read);
}

/** adminRead for anyone on the staff, handing the read their access. */
export function staffRead<T>(
  ctx: FirebaseAdminContext,
  failureMessage: string,
  read: (access: NonNullable<StaffAccess>) => Promise<T>,
): Promise<T> {
  return checkedRead(
    async () => (await requireStaff(readOnly(ctx), ctx.actor())).access,
    failureMessage,
    read,
  );
}

function checkedRead<C, T>(
  check: () => Promise<C>,
  failureMessage: string,
  read: (checked: C) => Promise<T>,
): Promise<T> {
  return guard(failureMessage, async () => {
    const admin = await check();
    try {
      return await read(admin);
    } catch (error) {
      // The rules refused the query: the organiser's rights went between the check and the
      // read (the check's `get` may be served by a listener's copy of users/{uid} that has not
      // yet heard of the change). That is the non-admin's refusal, not a failed fetch.
      if (isPermissionDenied(error)) {
        throw new BackendError('permission-denied', ADMIN_REQUIRED_MESSAGE, { cause: error });
      }
      throw error;
    }
  });
}

/** Firestore's own refusal by the security rules (FirebaseError code 'permission-denied'). */
function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'FirebaseError' &&
    'code' in error &&
    error.code === 'permission-denied'
  );
}
