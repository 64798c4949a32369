import { guard } from '@/engine/errors';
import type { Actor } from '@/engine/flow-env';
import { requireAdmin, requireDoor, requireStaff } from '@/engine/require-admin';
import type { StaffAccess } from '@/domain/team';
import type { DemoContext } from '../context';
import { readOnlyTransaction } from '../dexie-store';

/** Who is signed in, as the flows take it. */
export type CurrentActor = () => Actor;

/**
 * The check the flows make (users/{uid}.isAdmin, read now), in a read-only transaction over
 * users: the flows' read-write one over every table made the screen's own reads wait for it.
 */
function checkAdmin(ctx: DemoContext, actor: CurrentActor) {
  return readOnlyTransaction(ctx.db, ['users'], (tx) => requireAdmin(tx, actor()));
}

/**
 * Runs an organisers' read after the same check the flows make (users/{uid}.isAdmin, read
 * now), with the screen's failure message for anything unexpected.
 */
export function adminRead<T>(
  ctx: DemoContext,
  actor: CurrentActor,
  failureMessage: string,
  read: () => Promise<T>,
): Promise<T> {
  return guard(failureMessage, async () => {
    await checkAdmin(ctx, actor);
    return read();
  });
}

/**
 * adminRead for a screen that waits on each answer (Registered Users, a query per keystroke): the
 * read starts alongside the check instead of after it, one IndexedDB round trip fewer (each took
 * ~30 ms on a loaded machine, docs/design.md §14.3). Nothing is returned, and no read error is
 * told, before the check has passed: a refused caller gets the check's error.
 */
export function adminReadAlongside<T>(
  ctx: DemoContext,
  actor: CurrentActor,
  failureMessage: string,
  read: () => Promise<T>,
): Promise<T> {
  return guard(failureMessage, async () => {
    const reading = read();
    // Told after the check, below; unhandled until then if the check takes longer.
    reading.catch(() => undefined);
    await checkAdmin(ctx, actor);
    return reading;
  });
}

/**
 * Runs a read of one event's door after the check the door's flows make: an organiser, or door
 * staff assigned to `eventId` (docs/design.md §6.1).
 */
export function doorRead<T>(
  ctx: DemoContext,
  actor: CurrentActor,
  eventId: string,
  failureMessage: string,
  read: () => Promise<T>,
): Promise<T> {
  return guard(failureMessage, async () => {
    await readOnlyTransaction(ctx.db, ['users'], (tx) => requireDoor(tx, actor(), eventId));
    return read();
  });
}

/** Runs a read for anyone on the staff, handing it their access. */
export function staffRead<T>(
  ctx: DemoContext,
  actor: CurrentActor,
  failureMessage: string,
  read: (access: NonNullable<StaffAccess>) => Promise<T>,
): Promise<T> {
  return guard(failureMessage, async () => {
    const { access } = await readOnlyTransaction(ctx.db, ['users'], (tx) =>
      requireStaff(tx, actor()),
    );
    return read(access);
  });
}
