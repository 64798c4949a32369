import { doc } from 'firebase/firestore';
import { guard } from '@/engine/errors';
import type { UserDoc } from '@/engine/collections';
import { requireAdmin } from '@/engine/require-admin';
import type { Transaction } from '@/engine/store';
import type { FirebaseAdminContext } from './context';
import { readDoc } from './read-docs';

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
    get: (collection, id) => readDoc(collection, doc(ctx.db, collection, id)),
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
  return guard(failureMessage, async () => read(await requireAdminNow(ctx)));
}
