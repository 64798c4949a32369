import { SUMMARY_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { isValidDocumentId } from '@/domain/booking';
import { dashboardStats } from '@/domain/stats';
import type { StatsApi } from '../backend';
import type { DemoContext } from './context';
import { guard } from './guard';

export function createStatsApi(ctx: DemoContext): StatsApi {
  const { db } = ctx;
  return {
    summary: (adminUid) =>
      guard(SUMMARY_FETCH_FAILED_MESSAGE, () =>
        db.transaction('r', [db.bookings, db.newbookings, db.events, db.users], async () => {
          const legacyBookings = await db.bookings.toArray();
          const bookings = await db.newbookings.toArray();
          const eventCount = await db.events.count();
          const user = isValidDocumentId(adminUid) ? await db.users.get(adminUid) : undefined;
          return dashboardStats({
            legacyBookings,
            bookings,
            eventCount,
            walletBalance: user?.walletBalance,
          });
        }),
      ),
  };
}
