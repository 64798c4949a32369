import { SUMMARY_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { dashboardStats } from '@/domain/stats';
import { readEventFigures } from '@/engine/reads/event-figures';
import type { StatsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';
import { eventBookingsReader } from './event-bookings';

export function createStatsApi(ctx: DemoContext, actor: CurrentActor): StatsApi {
  const { db } = ctx;
  return {
    summary: () =>
      adminRead(ctx, actor, SUMMARY_FETCH_FAILED_MESSAGE, () =>
        db.transaction('r', [db.bookings, db.newbookings, db.events, db.users], async () => {
          const uid = actor()?.uid;
          return dashboardStats({
            legacyBookings: await db.bookings.toArray(),
            bookings: await db.newbookings.toArray(),
            eventCount: await db.events.count(),
            walletBalance: uid ? (await db.users.get(uid))?.walletBalance : undefined,
          });
        }),
      ),
    eventFigures: (eventId) =>
      adminRead(ctx, actor, SUMMARY_FETCH_FAILED_MESSAGE, () =>
        readEventFigures(eventBookingsReader(ctx), eventId),
      ),
  };
}
