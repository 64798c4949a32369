/**
 * The check-in rules are the same for new bookings and legacy ones: the flows find a booking in
 * either collection and change only its check-in fields. Each collection's file runs these.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import type { ScanLogDoc, ScanResult } from '@/engine/collections';
import { checkIn, undoCheckIn } from '@/engine/flows/check-in';
import { EVENT_ID } from './fixtures';
import { ADMIN, GUEST, SECOND_ADMIN, actor, type RulesWorld } from './rules-world';

export type BookingSource = 'newbookings' | 'bookings';

const LOG_ID = 'handScanLogEntry0001';

function logEntry(bookingId: string, overrides: Partial<ScanLogDoc> = {}): ScanLogDoc {
  return {
    id: LOG_ID,
    code: bookingId,
    bookingId,
    eventId: EVENT_ID,
    result: 'admitted',
    adminUid: ADMIN.uid,
    at: new Date().toISOString(),
    device: 'door-1',
    ...overrides,
  };
}

/** A booking patch and (unless null) a scan-log entry, in one batch, written by hand. */
function handWrite(
  db: Firestore,
  source: BookingSource,
  bookingId: string,
  patch: Record<string, unknown>,
  entry: ScanLogDoc | null,
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, source, bookingId), encodeForFirestore(source, patch, webTimestamps));
  if (entry) {
    batch.set(doc(db, 'scanLog', entry.id), encodeForFirestore('scanLog', entry, webTimestamps));
  }
  return batch.commit();
}

const admitted = (by = ADMIN.email) => ({
  checkedIn: true,
  checkInTime: new Date().toISOString(),
  checkedInBy: by,
  scanLogId: LOG_ID,
});

const undone = () => ({
  checkedIn: false,
  checkInTime: null,
  checkedInBy: null,
  scanLogId: LOG_ID,
});

const entryWith = (bookingId: string, result: ScanResult, overrides: Partial<ScanLogDoc> = {}) =>
  logEntry(bookingId, { result, ...overrides });

export function checkInCases(
  world: RulesWorld,
  source: BookingSource,
  bookingId: string,
  seedBooking: (checkedIn: boolean) => Promise<void>,
): void {
  const scan = (db: Firestore, who = ADMIN) =>
    checkIn(world.flowEnv(db), actor(who), {
      bookingId,
      eventId: EVENT_ID,
      scanned: bookingId,
      device: 'door-1',
    });

  it('lets an organiser check a booking in through the check-in flow', async () => {
    await seedBooking(false);
    const result = await assertSucceeds(scan(world.admin()));
    expect(result).toMatchObject({ ok: true, record: { bookingId, source } });
    const stored = await world.peek(`${source}/${bookingId}`);
    expect(stored).toMatchObject({ checkedIn: true, checkedInBy: ADMIN.email });
    const entry = await world.peek(`scanLog/${String(stored?.['scanLogId'])}`);
    expect(entry).toMatchObject({ result: 'admitted', bookingId, adminUid: ADMIN.uid });
  });

  it('accepts the same check-in written by hand exactly as the flow writes it', async () => {
    await seedBooking(false);
    await assertSucceeds(
      handWrite(world.admin(), source, bookingId, admitted(), entryWith(bookingId, 'admitted')),
    );
  });

  it('refuses an organiser checking in twice (the flow then only logs "already")', async () => {
    await seedBooking(false);
    await assertSucceeds(scan(world.admin()));
    const second = await assertSucceeds(scan(world.secondAdmin(), SECOND_ADMIN));
    expect(second).toMatchObject({ ok: false, reason: 'already' });
    await assertFails(
      handWrite(
        world.secondAdmin(),
        source,
        bookingId,
        admitted(SECOND_ADMIN.email),
        entryWith(bookingId, 'admitted', { adminUid: SECOND_ADMIN.uid }),
      ),
    );
    expect(await world.peek(`${source}/${bookingId}`)).toMatchObject({
      checkedInBy: ADMIN.email,
    });
  });

  it('refuses a check-in without its scan-log entry', async () => {
    await seedBooking(false);
    const { scanLogId: _unused, ...withoutLog } = admitted();
    await assertFails(handWrite(world.admin(), source, bookingId, withoutLog, null));
    await assertFails(handWrite(world.admin(), source, bookingId, admitted(), null));
  });

  it('refuses a check-in whose entry says something else or is someone else’s', async () => {
    await seedBooking(false);
    const db = world.admin();
    for (const entry of [
      entryWith(bookingId, 'already'),
      entryWith(bookingId, 'undone'),
      entryWith(bookingId, 'admitted', { adminUid: SECOND_ADMIN.uid }),
      entryWith('someOtherBooking01', 'admitted'),
    ]) {
      await assertFails(handWrite(db, source, bookingId, admitted(), entry));
    }
  });

  it('refuses a check-in in another organiser’s name', async () => {
    await seedBooking(false);
    await assertFails(
      handWrite(
        world.admin(),
        source,
        bookingId,
        admitted(SECOND_ADMIN.email),
        entryWith(bookingId, 'admitted'),
      ),
    );
  });

  it('refuses an organiser changing any other field of a booking', async () => {
    await seedBooking(false);
    const db = world.admin();
    await assertFails(
      handWrite(
        db,
        source,
        bookingId,
        { ...admitted(), email: 'someone@example.com' },
        entryWith(bookingId, 'admitted'),
      ),
    );
    await assertFails(updateDoc(doc(db, source, bookingId), { email: 'someone@example.com' }));
    await assertFails(updateDoc(doc(db, source, bookingId), { eventId: 'otherEvent0001' }));
  });

  it('refuses a visitor and a non-admin checking a booking in', async () => {
    await seedBooking(false);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(
        handWrite(
          db,
          source,
          bookingId,
          { ...admitted(GUEST.email) },
          entryWith(bookingId, 'admitted', { adminUid: GUEST.uid }),
        ),
      );
    }
  });

  it('lets an organiser undo a check-in through the undo flow, logged as undone', async () => {
    await seedBooking(true);
    await assertSucceeds(undoCheckIn(world.flowEnv(world.admin()), actor(ADMIN), { bookingId }));
    const stored = await world.peek(`${source}/${bookingId}`);
    expect(stored).toMatchObject({ checkedIn: false, checkInTime: null, checkedInBy: null });
    const entry = await world.peek(`scanLog/${String(stored?.['scanLogId'])}`);
    expect(entry).toMatchObject({ result: 'undone', bookingId, adminUid: ADMIN.uid });
  });

  it('refuses an undo without its undone scan-log entry', async () => {
    await seedBooking(true);
    const db = world.admin();
    await assertFails(
      handWrite(db, source, bookingId, { checkedIn: false, checkInTime: null }, null),
    );
    await assertFails(handWrite(db, source, bookingId, undone(), null));
    await assertFails(handWrite(db, source, bookingId, undone(), entryWith(bookingId, 'admitted')));
  });

  it('refuses an undo that points at an entry written before', async () => {
    await seedBooking(true);
    await world.seed('scanLog', LOG_ID, entryWith(bookingId, 'undone'));
    await assertFails(handWrite(world.admin(), source, bookingId, undone(), null));
  });

  it('refuses undoing a booking that is not checked in', async () => {
    await seedBooking(false);
    await assertFails(
      handWrite(world.admin(), source, bookingId, undone(), entryWith(bookingId, 'undone')),
    );
  });

  it('refuses a visitor and a non-admin undoing a check-in', async () => {
    await seedBooking(true);
    for (const db of [world.anon(), world.guest()]) {
      await assertFails(
        handWrite(
          db,
          source,
          bookingId,
          undone(),
          entryWith(bookingId, 'undone', { adminUid: GUEST.uid }),
        ),
      );
    }
  });
}
