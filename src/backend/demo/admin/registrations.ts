import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import type { RegistrationsApi } from '../../admin-backend';
import type { DemoContext } from '../context';
import { adminRead, type CurrentActor } from './as-admin';

/** Spec §9: 100 bookings per source. */
export const REGISTRATIONS_LIMIT = 100;

export function createRegistrationsApi(ctx: DemoContext, actor: CurrentActor): RegistrationsApi {
  const { db } = ctx;
  return {
    list: () =>
      adminRead(ctx, actor, REGISTRATIONS_FETCH_FAILED_MESSAGE, async () => {
        const [bookings, legacy] = await Promise.all([
          db.newbookings.orderBy('createdAt').reverse().limit(REGISTRATIONS_LIMIT).toArray(),
          db.bookings.orderBy('createdAt').reverse().limit(REGISTRATIONS_LIMIT).toArray(),
        ]);
        return { bookings, legacy };
      }),
  };
}
