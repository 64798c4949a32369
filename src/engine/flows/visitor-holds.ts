import {
  decideHoldWindow,
  holdCoolDownMessage,
  windowAfterHold,
  windowStillCounts,
} from '@/domain/hold-caps';
import type { Order } from '@/domain/orders';
import { visitorHoldsExpiry } from '@/domain/retention';
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
  now: Date;
}

/**
 * Inside the create-order transaction, before its first write: refuses the order when one of
 * the visitor's keys is cooling down after a hold window that lapsed unpaid, or would hold more
 * than the limit in unpaid seats; else records the hold under each key and answers until when
 * it lasts (the keys' open window, never extended, or a new one; docs/design.md §4.8). Reads
 * first, then writes, as every flow must.
 */
export async function holdVisitorSeats(tx: Transaction, hold: VisitorHoldRequest): Promise<string> {
  const docs = await Promise.all(hold.ids.map((id) => tx.get('visitorHolds', id)));
  const window = decideHoldWindow(docs, hold.now);
  if (window.kind === 'cooling') {
    throw new BackendError('too-many-requests', holdCoolDownMessage(window.minutesLeft));
  }
  if (exceedsUnpaidLimit(docs, hold.seats, hold.now)) {
    throw new BackendError('too-many-requests', TOO_MANY_UNPAID_SEATS_MESSAGE);
  }
  const { until } = window;
  hold.ids.forEach((id, index) => {
    const doc = docs[index] ?? null;
    const holds = withVisitorHold(doc, hold.holdId, hold.seats, until, hold.now);
    tx.set('visitorHolds', id, {
      id,
      holds,
      windowEndsAt: windowAfterHold(doc, until, hold.now),
      expireAt: visitorHoldsExpiry(hold.now),
    });
  });
  return until;
}

/**
 * How an order's hold ended: `paid` (fulfilled: a buyer is no squatter), `never-offered` (our
 * payment provider failed, so the visitor never had a checkout to pay in), or `not-paid` (closed
 * or lapsed).
 */
export type HoldOutcome = 'paid' | 'never-offered' | 'not-paid';

/**
 * Gives an order's seats back to its visitor's allowance. After `paid` or `never-offered`, a key
 * left with no live holds forgets its window; a `not-paid` order leaves the window, and the
 * cool-down after it, in place, so closing a checkout and starting another buys no time. Reads then writes, so call it after the flow's other reads
 * and before its first write. An order from before the limit existed has no ids and changes
 * nothing.
 */
export async function releaseVisitorHolds(
  tx: Transaction,
  order: Pick<Order, 'holdId' | 'visitorHoldIds'>,
  now: Date,
  outcome: HoldOutcome,
): Promise<void> {
  const holdId = order.holdId;
  const ids = order.visitorHoldIds ?? [];
  if (holdId === null || ids.length === 0) return;
  const docs = await Promise.all(ids.map((id) => tx.get('visitorHolds', id)));
  for (const doc of docs) {
    if (!doc || !(holdId in doc.holds)) continue;
    const holds = withoutVisitorHold(doc, holdId, now);
    const empty = Object.keys(holds).length === 0;
    const keepWindow = !(empty && outcome !== 'not-paid') && windowStillCounts(doc, now);
    if (empty && !keepWindow) tx.delete('visitorHolds', doc.id);
    else tx.update('visitorHolds', doc.id, { holds, expireAt: visitorHoldsExpiry(now) });
  }
}
