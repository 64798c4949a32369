import { releaseExpiredHold } from '@/engine/flows/abandon-order';
import type { DemoContext } from './context';

/**
 * Closes unpaid orders whose 15-minute hold lapsed (a tab closed mid-checkout): finding them is
 * a query, so it happens here, and each is released by the engine's flow in its own
 * transaction, which checks again. Seats and coupons are free the moment a hold lapses anyway;
 * this tidies the orders and the event's hold list. Production runs the same flow on a schedule.
 */
export async function sweepExpiredHolds(ctx: DemoContext): Promise<number> {
  const now = ctx.env.now().toISOString();
  const lapsed = await ctx.db.orders
    .where('status')
    .equals('pending')
    .filter((order) => order.expiresAt <= now)
    .primaryKeys();
  let released = 0;
  for (const orderId of lapsed) {
    if (await releaseExpiredHold(ctx.env, orderId)) released += 1;
  }
  return released;
}
