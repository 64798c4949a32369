import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import type { RegistrationsApi } from '../backend';
import type { DemoContext } from './context';
import { guard } from './guard';

/** Spec §9: 100 bookings per source. */
export const REGISTRATIONS_LIMIT = 100;

export function createRegistrationsApi(ctx: DemoContext): RegistrationsApi {
  const { db } = ctx;
  return {
    list: () =>
      guard(REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const [bookings, legacy] = await Promise.all([
          db.newbookings.orderBy('createdAt').reverse().limit(REGISTRATIONS_LIMIT).toArray(),
          db.bookings.orderBy('createdAt').reverse().limit(REGISTRATIONS_LIMIT).toArray(),
        ]);
        return { bookings, legacy };
      }),
  };
}
