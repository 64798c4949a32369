import {
  collection,
  getAggregateFromServer,
  getCountFromServer,
  query,
  sum,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { SUMMARY_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { legacyDuoSpellings } from '@/domain/legacy-duo';
import {
  dashboardStatsFromTotals,
  type BookingTotals,
  type LegacyTotals,
} from '@/domain/stats-totals';
import { readEventFigures } from '@/engine/reads/event-figures';
import type { StatsApi } from '../../admin-backend';
import { adminRead } from './as-admin';
import type { FirebaseAdminContext } from './context';
import { eventBookingsReader } from './event-bookings';

const count = async (db: Firestore, name: string, ...filters: QueryConstraint[]) =>
  (await getCountFromServer(query(collection(db, name), ...filters))).data().count;

/** New bookings (all, or checked in) as sums: Firestore adds up the tickets, nothing is downloaded. */
async function bookingTotals(db: Firestore, filters: QueryConstraint[]): Promise<BookingTotals> {
  const [sums, withoutTickets] = await Promise.all([
    getAggregateFromServer(query(collection(db, 'newbookings'), ...filters), {
      ticket499Count: sum('ticket499Count'),
      ticket1212Count: sum('ticket1212Count'),
    }),
    count(
      db,
      'newbookings',
      ...filters,
      where('ticket499Count', '==', 0),
      where('ticket1212Count', '==', 0),
    ),
  ]);
  const { ticket499Count, ticket1212Count } = sums.data();
  return { ticket499Count, ticket1212Count, withoutTickets };
}

/** Legacy bookings, and the duos among them: exact matches of the spellings `isLegacyDuo` reads. */
async function legacyTotals(db: Firestore, filters: QueryConstraint[]): Promise<LegacyTotals> {
  const [bookings, duos] = await Promise.all([
    count(db, 'bookings', ...filters),
    count(db, 'bookings', ...filters, where('attendees', 'in', legacyDuoSpellings())),
  ]);
  return { bookings, duos };
}

export function createStatsApi(ctx: FirebaseAdminContext): StatsApi {
  const { db } = ctx;
  const checkedIn = [where('checkedIn', '==', true)];
  return {
    // docs/product-spec.md §2 overview from aggregate queries (docs/design.md §16.1): counts and
    // sums computed by Firestore, so the overview costs the same with 50 bookings or 50,000. The
    // people are counted by the domain from those totals, as the demo counts them from the
    // documents.
    summary: () =>
      adminRead(ctx, SUMMARY_FETCH_FAILED_MESSAGE, async (admin) => {
        const [registeredBookings, registeredLegacy, checkedBookings, checkedLegacy, eventCount] =
          await Promise.all([
            bookingTotals(db, []),
            legacyTotals(db, []),
            bookingTotals(db, checkedIn),
            legacyTotals(db, checkedIn),
            count(db, 'events'),
          ]);
        return dashboardStatsFromTotals({
          registered: { bookings: registeredBookings, legacy: registeredLegacy },
          checkedIn: { bookings: checkedBookings, legacy: checkedLegacy },
          eventCount,
          walletBalance: admin.walletBalance,
        });
      }),
    // The door's read of the event's bookings (at most its capacity) and its counting rule.
    eventFigures: (eventId) =>
      adminRead(ctx, SUMMARY_FETCH_FAILED_MESSAGE, () =>
        readEventFigures(eventBookingsReader(db), eventId),
      ),
  };
}
