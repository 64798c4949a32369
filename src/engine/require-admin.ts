import { isValidDocumentId } from '@/domain/document-id';
import { ADMIN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './access-messages';
import {
  DOOR_EVENT_REFUSED_MESSAGE,
  mayWorkDoor,
  staffAccess,
  type StaffAccess,
} from '@/domain/team';
import type { Actor } from './flow-env';
import { BackendError } from './errors';
import type { UserDoc } from './collections';
import type { Transaction } from './store';

export { ADMIN_REQUIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE };

/**
 * Refuses anyone but an organiser, reading users/{uid}.isAdmin in the caller's transaction (as
 * the security rules do), so an organiser whose rights were taken away mid-session is refused at
 * once. Call it first: it is a read, and reads come before writes.
 */
export async function requireAdmin(tx: Transaction, actor: Actor): Promise<UserDoc> {
  if (actor === null) throw new BackendError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  const user = isValidDocumentId(actor.uid) ? await tx.get('users', actor.uid) : null;
  if (user?.isAdmin !== true) throw new BackendError('permission-denied', ADMIN_REQUIRED_MESSAGE);
  return user;
}

/** Refuses anyone who is not on the staff (an organiser or door staff); yields their access. */
export async function requireStaff(
  tx: Transaction,
  actor: Actor,
): Promise<{ user: UserDoc; access: NonNullable<StaffAccess> }> {
  if (actor === null) throw new BackendError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  const user = isValidDocumentId(actor.uid) ? await tx.get('users', actor.uid) : null;
  const access = staffAccess(user);
  if (!user || access === null) throw new BackendError('permission-denied', ADMIN_REQUIRED_MESSAGE);
  return { user, access };
}

/**
 * Refuses anyone who may not work the door of this event: organisers may work any; door staff
 * only the events assigned to them (users/{uid}.doorEventIds, read in the caller's transaction as
 * the rules read it, so revoking takes effect at the next scan). Null `eventId` (a check-in that
 * skips the event check) is for organisers only. Door staff are refused 'not-assigned': their
 * session holds, only this event is not theirs.
 */
export async function requireDoor(
  tx: Transaction,
  actor: Actor,
  eventId: string | null,
): Promise<UserDoc> {
  const { user, access } = await requireStaff(tx, actor);
  if (mayWorkDoor(access, eventId)) return user;
  throw new BackendError('not-assigned', DOOR_EVENT_REFUSED_MESSAGE);
}
