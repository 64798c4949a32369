import { isValidDocumentId } from '@/domain/document-id';
import { EMAIL_MAX_LENGTH } from '@/domain/email';
import { decideCheckIn } from '@/domain/check-in';
import { replayScanTime } from '@/domain/offline-door';
import { scanLogExpiry } from '@/domain/retention';
import { mayWorkDoor, staffAccess } from '@/domain/team';
import type { ScanConflictFirst, UserDoc } from '../collections';
import type { Actor, FlowEnv } from '../flow-env';
import { requireStaff } from '../require-admin';
import type { Transaction } from '../store';
import {
  SCAN_DEVICE_MAX,
  checkInRecord,
  findBooking,
  logEntry,
  type CheckInRecord,
} from './check-in';

/** Longest time text a conflict line's `first.at` holds (an ISO date-time is 24 to 27). */
export const CONFLICT_TIME_MAX = 30;

/**
 * An admission a lane made with no network (docs/design.md §5.7), kept on the device until it
 * is replayed. `id` was drawn when the lane admitted the guest and becomes the id of its scan-log
 * line, so a replay that ran but whose answer was lost is recognised, not run twice.
 */
export interface QueuedAdmission {
  id: string;
  bookingId: string;
  eventId: string | null;
  /** What was scanned or typed. */
  scanned: string;
  /** The lane: which device admitted the guest. */
  device: string | null;
  /** When the lane admitted the guest (ISO), the time the check-in is recorded with. */
  scannedAt: string;
  /**
   * The organiser or door person who admitted the guest (uid): the line and the booking name
   * them, not whoever is signed in on the lane when it syncs. Absent, the one syncing.
   */
  admittedBy?: string;
}

/** The id of a replay's line when the attempt's late online answer refused it as already in. */
export const lateConflictId = (attemptId: string) => `${attemptId}-late`;

/**
 * The id the replay of this admission writes its line under, or null when it was replayed before.
 * Its own id, unless a line has it already: the replay's own (replayed before, its answer lost),
 * or the same attempt's online check-in, answered late after the lane had decided offline
 * (docs/design.md §5.7). That one admitted the guest, or refused them — the same refusal the
 * replay would log — and nothing is left to write; or it found them inside already, while the
 * lane let them in from its stale copy: a conflict, which the replay still writes, under
 * lateConflictId.
 */
async function replayLineId(tx: Transaction, id: string): Promise<string | null> {
  const before = await tx.get('scanLog', id);
  if (!before) return id;
  if (before.result !== 'already') return null;
  return (await tx.get('scanLog', lateConflictId(id))) ? null : lateConflictId(id);
}

/**
 * Whom a replay records as having admitted: the staff member who did, while they may still work
 * this event's door (the rules accept a line in another's name only then, with `syncedBy`); else
 * the one syncing. Only an organiser syncs another's admission (they may read staff records).
 */
async function admitterOf(
  tx: Transaction,
  syncer: UserDoc,
  uid: string | undefined,
  eventId: string | null,
) {
  if (uid === undefined || uid === syncer.uid || !isValidDocumentId(uid)) return syncer;
  const user = await tx.get('users', uid);
  const access = staffAccess(user);
  return user && access !== null && mayWorkDoor(access, eventId) ? user : syncer;
}

const textOrNull = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : null;

export type ReplayOutcome =
  /** The booking is checked in at the lane's scan time. */
  | { kind: 'admitted'; record: CheckInRecord }
  /**
   * Someone else admitted the booking first (another lane offline, or any lane online): one
   * 'conflict' line names both admissions; the booking and the count are left as they were.
   */
  | { kind: 'conflict'; record: CheckInRecord; first: ScanConflictFirst }
  /** Not this event's booking, or no booking at all: logged as the online refusal would be. */
  | { kind: 'refused'; reason: 'not-found' | 'other-event' }
  /** This admission's line exists already: it was replayed before. Nothing is written. */
  | { kind: 'replayed-before' }
  /**
   * Not for the one syncing: door staff not assigned to its event, or door staff and another
   * person's admission. Nothing is written; it stays queued for someone who may sync it.
   */
  | { kind: 'not-yours' };

/**
 * Replays one queued admission through the check-in transaction: the same rule as a scan at the
 * door (decideCheckIn), at the lane's scan time, except that a booking found checked in is a
 * conflict rather than "Already checked in" — the guest is already inside.
 */
export async function replayOfflineAdmission(
  env: FlowEnv,
  actor: Actor,
  admission: QueuedAdmission,
): Promise<ReplayOutcome> {
  const now = env.now();
  return env.store.transaction(async (tx): Promise<ReplayOutcome> => {
    const { user: syncer, access } = await requireStaff(tx, actor);
    if (!mayWorkDoor(access, admission.eventId)) return { kind: 'not-yours' };
    // Door staff may not read others' records, so cannot name them: another's admission waits
    // for an organiser, or for the one who made it (docs/design.md §5.7).
    const byAnother = admission.admittedBy !== undefined && admission.admittedBy !== syncer.uid;
    if (access.role === 'door' && byAnother) return { kind: 'not-yours' };
    if (!isValidDocumentId(admission.id)) throw new Error('A queued admission needs a valid id.');
    const lineId = await replayLineId(tx, admission.id);
    if (lineId === null) return { kind: 'replayed-before' };
    const admin = await admitterOf(tx, syncer, admission.admittedBy, admission.eventId);
    const at = replayScanTime(admission.scannedAt, now);
    const input = {
      bookingId: admission.bookingId,
      eventId: admission.eventId,
      scanned: admission.scanned,
      device: admission.device,
    };
    const found = await findBooking(tx, admission.bookingId);
    const decision = decideCheckIn(found?.booking ?? null, admission.eventId, at, admin.email);
    // Kept 180 days from the sync, not the scan (docs/design.md §3.11): however long the lane was
    // offline, the line is written with the expiry the rules accept now.
    const line = (result: 'admitted' | 'conflict' | 'invalid' | 'other-event') => ({
      ...logEntry(env, admin, input, result, at.toISOString(), lineId),
      expireAt: scanLogExpiry(now),
      ...(admin.uid === syncer.uid ? {} : { syncedBy: syncer.uid }),
    });

    if (!found || (!decision.ok && decision.reason !== 'already')) {
      tx.set('scanLog', lineId, line(found ? 'other-event' : 'invalid'));
      return { kind: 'refused', reason: found ? 'other-event' : 'not-found' };
    }
    if (!decision.ok) {
      const firstLogId = found.booking.scanLogId;
      const firstLine = isValidDocumentId(firstLogId) ? await tx.get('scanLog', firstLogId) : null;
      // Cut to the rules' limits: a line they refused would hold the lane's queue for ever.
      const first: ScanConflictFirst = {
        at: textOrNull(found.booking.checkInTime, CONFLICT_TIME_MAX),
        by: textOrNull(found.booking.checkedInBy, EMAIL_MAX_LENGTH),
        device: textOrNull(firstLine?.device, SCAN_DEVICE_MAX),
      };
      tx.set('scanLog', lineId, { ...line('conflict'), first });
      return { kind: 'conflict', record: checkInRecord(found), first };
    }
    tx.update(found.source, found.booking.id, { ...decision.update, scanLogId: lineId });
    tx.set('scanLog', lineId, line('admitted'));
    return { kind: 'admitted', record: checkInRecord(found, decision.update) };
  });
}

/**
 * Replays a lane's queue in the order the lane admitted, one transaction each, handing each
 * outcome to `replayed` (which forgets the admission on the device) before the next. The first
 * failure (the network gone again) stops the replay and is thrown; what is left is replayed next
 * time, and what already ran is recognised by its line.
 */
export async function replayOfflineAdmissions(
  env: FlowEnv,
  actor: Actor,
  queue: readonly QueuedAdmission[],
  replayed: (admission: QueuedAdmission, outcome: ReplayOutcome) => Promise<void> | void,
): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (const admission of queue) {
    const outcome = await replayOfflineAdmission(env, actor, admission);
    outcomes.push(outcome);
    await replayed(admission, outcome);
  }
  return outcomes;
}
