// What every paid order of the launch rush became (docs/design.md §3.10): each payment must end
// as a booking or a refund, read back from the store rather than from the answers the buyers got.
import type { Store } from '@/engine/store';

export interface PaidOrderSettlement {
  /** Orders paid for during the rush. */
  paid: number;
  /** …that became a booking and its ticket. */
  fulfilled: number;
  /** …whose payment was turned away and is being refunded. */
  refundDue: number;
  /** …still pending or abandoned: money taken, neither a ticket nor a refund yet. */
  unsettled: number;
}

/** Reads each order the rush paid for, a few dozen to a transaction. */
export async function paidOrderSettlement(
  store: Store,
  orderIds: readonly string[],
): Promise<PaidOrderSettlement> {
  const settlement = { paid: orderIds.length, fulfilled: 0, refundDue: 0, unsettled: 0 };
  for (let from = 0; from < orderIds.length; from += 50) {
    const chunk = orderIds.slice(from, from + 50);
    const orders = await store.transaction((tx) =>
      Promise.all(chunk.map((id) => tx.get('orders', id))),
    );
    for (const order of orders) {
      if (order?.status === 'fulfilled') settlement.fulfilled += 1;
      else if (order?.status === 'refundDue') settlement.refundDue += 1;
      else settlement.unsettled += 1;
    }
  }
  return settlement;
}
