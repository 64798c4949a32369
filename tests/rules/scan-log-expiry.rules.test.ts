import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import { webTimestamps } from '@/backend/firebase/web-store';
import { daysMs, scanLogExpiry, SCAN_LOG_RETENTION_DAYS } from '@/domain/retention';
import type { ScanLogDoc } from '@/engine/collections';
import { checkIn } from '@/engine/flows/check-in';
import { BOOKING_ID, EVENT_ID, aBooking, aScanLine } from './support/fixtures';
import { ADMIN, actor, describeRules } from './support/rules-world';

// docs/design.md §3.11: a scan-log line carries its TTL expiry, 180 days after it was written; the
// rules refuse one that would delete the door's record sooner, or keep it for ever.

const ENTRY_ID = 'scanLogExpiry0000001';
const DAY_MS = daysMs(1);

function line(at: Date, expireAt: string | undefined): ScanLogDoc {
  return aScanLine(ENTRY_ID, ADMIN.uid, {
    at: at.toISOString(),
    ...(expireAt === undefined ? {} : { expireAt }),
  });
}

describeRules('scanLogExpiry', (world) => {
  const append = (entry: ScanLogDoc) =>
    setDoc(
      doc(world.admin(), 'scanLog', ENTRY_ID),
      encodeForFirestore('scanLog', entry, webTimestamps),
    );

  it('lets the check-in flow write its admitted line with the expiry, as a Timestamp', async () => {
    await world.seed('newbookings', BOOKING_ID, aBooking());
    const env = world.flowEnv(world.admin());
    const result = await assertSucceeds(
      checkIn(env, actor(ADMIN), { bookingId: BOOKING_ID, eventId: EVENT_ID, scanned: 'x' }),
    );
    expect(result).toMatchObject({ ok: true });
    const booking = await getDoc(doc(world.admin(), 'newbookings', BOOKING_ID));
    const stored = await getDoc(doc(world.admin(), 'scanLog', booking.get('scanLogId') as string));
    const at = stored.get('at') as Timestamp;
    const expireAt = stored.get('expireAt') as Timestamp;
    expect(expireAt).toBeInstanceOf(Timestamp);
    expect(expireAt.toMillis() - at.toMillis()).toBe(SCAN_LOG_RETENTION_DAYS * DAY_MS);
  });

  it('accepts a line from a lane still without the expiry, and an admission synced 40 days late', async () => {
    await assertSucceeds(append(line(new Date(), undefined)));
    // An offline lane's line keeps its scan time, and is kept 180 days from the sync.
    const scanned = new Date(Date.now() - 40 * DAY_MS);
    await assertSucceeds(
      setDoc(
        doc(world.admin(), 'scanLog', 'scanLogExpiry0000002'),
        encodeForFirestore(
          'scanLog',
          { ...line(scanned, scanLogExpiry(new Date())), id: 'scanLogExpiry0000002' },
          webTimestamps,
        ),
      ),
    );
  });

  const daysOn = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  it.each<[string, (now: Date) => ScanLogDoc]>([
    ['the next day', (now) => line(now, daysOn(now, 1))],
    ['40 days early', (now) => line(now, daysOn(now, 140))],
    [
      'at once, counted from a scan time a year old',
      (now) => {
        const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
        return line(yearAgo, scanLogExpiry(yearAgo));
      },
    ],
    ['only in ten years', (now) => line(now, daysOn(now, 3650))],
  ])('refuses a line expiring %s', async (_name, make) => {
    await assertFails(append(make(new Date())));
  });

  it('refuses an expiry that is text, which the TTL policy would never act on', async () => {
    const now = new Date();
    const stored = encodeForFirestore('scanLog', line(now, undefined), webTimestamps);
    await assertFails(
      setDoc(doc(world.admin(), 'scanLog', ENTRY_ID), { ...stored, expireAt: scanLogExpiry(now) }),
    );
  });
});
