import { releaseExpiredHold } from '@/engine/flows/abandon-order';
import { readOrderShard, writeEventShard } from '@/engine/seat-shards';
import type { DemoContext } from './context';

/**
 * The demo checkout's "pay late" path (docs/design.md §4.9): what 15 minutes without paying would
 * do, at once — the order's hold (its seats, its coupon) lapses and the sweep closes the order, so
 * the seats and the coupon are back on sale. A payment made after this is a late payment, settled
 * by the same rule as production (fulfilled if still available, else refunded). Demo only: the
 * hold's times are moved into the past, which no production path does.
 */
export async function lapseOrderHold(ctx: DemoContext, providerOrderId: string): Promise<void> {
  const order = await ctx.db.orders
    .where('status')
    .equals('pending')
    .filter((candidate) => candidate.providerOrderId === providerOrderId)
    .first();
  if (!order) return;
  const past = new Date(ctx.env.now().getTime() - 1).toISOString();
  await ctx.env.store.transaction(async (tx) => {
    const current = await tx.get('orders', order.id);
    if (!current || current.status !== 'pending') return;
    const holdId = current.holdId;
    const event = await tx.get('events', current.eventId);
    const shard = await readOrderShard(tx, current, event);
    const code = current.quote.couponCode;
    const coupon = code === null ? null : await tx.get('promoCodes', code);
    tx.update('orders', current.id, { expiresAt: past });
    const hold = holdId === null ? undefined : shard?.counters.holds[holdId];
    if (shard && holdId !== null && hold) {
      const holds = { ...shard.counters.holds, [holdId]: { ...hold, until: past } };
      writeEventShard(tx, shard, { ...shard.counters, holds });
    }
    if (coupon && holdId !== null && coupon.reservedBy === holdId) {
      tx.update('promoCodes', coupon.code, { reservedUntil: past });
    }
  });
  await releaseExpiredHold(ctx.env, order.id);
}
