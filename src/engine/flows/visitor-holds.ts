import type { Order } from '@/domain/orders';
import {
  TOO_MANY_UNPAID_SEATS_MESSAGE,
  exceedsUnpaidLimit,
  visitorHoldsId,
  visitorKeys,
  withVisitorHold,
  withoutVisitorHold,
} from '@/domain/visitor-holds';
import { BackendError } from '../errors';
import type { Transaction } from '../store';

/** The visitorHolds documents an order from this e-mail and IP address counts against. */
export async function visitorHoldIds(
  email: string,
  clientIp: string | null | undefined,
): Promise<string[]> {
  const ids = await Promise.all(visitorKeys(email, clientIp).map(visitorHoldsId));
  return [...new Set(ids)];
}

export interface VisitorHoldRequest {
  ids: readonly string[];
  holdId: string;
  seats: number;
  until: string;
  now: Date;
}

/**
 * Inside the create-order transaction, before its first write: refuses the order when any of
 * the visitor's keys would hold more than the limit in unpaid seats, else records the hold
 * under each key. Reads first, then writes, as every flow must.
 */
export async function holdVisitorSeats(tx: Transaction, hold: VisitorHoldRequest): Promise<void> {
  const docs = await Promise.all(hold.ids.map((id) => tx.get('visitorHolds', id)));
  if (exceedsUnpaidLimit(docs, hold.seats, hold.now)) {
    throw new BackendError('too-many-requests', TOO_MANY_UNPAID_SEATS_MESSAGE);
  }
  hold.ids.forEach((id, index) => {
    const holds = withVisitorHold(
      docs[index] ?? null,
      hold.holdId,
      hold.seats,
      hold.until,
      hold.now,
    );
    tx.set('visitorHolds', id, { id, holds });
  });
}

/**
 * Gives an order's seats back to its visitor's allowance (it was paid, abandoned or lapsed).
 * Reads then writes, so call it after the flow's other reads and before its first write. An
 * order from before the limit existed has no ids and changes nothing.
 */
export async function releaseVisitorHolds(
  tx: Transaction,
  order: Pick<Order, 'holdId' | 'visitorHoldIds'>,
  now: Date,
): Promise<void> {
  const holdId = order.holdId;
  const ids = order.visitorHoldIds ?? [];
  if (holdId === null || ids.length === 0) return;
  const docs = await Promise.all(ids.map((id) => tx.get('visitorHolds', id)));
  for (const doc of docs) {
    if (!doc || !(holdId in doc.holds)) continue;
    const holds = withoutVisitorHold(doc, holdId, now);
    if (Object.keys(holds).length === 0) tx.delete('visitorHolds', doc.id);
    else tx.update('visitorHolds', doc.id, { holds });
  }
}
