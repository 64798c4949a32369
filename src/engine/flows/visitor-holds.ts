import {
  decideHoldWindow,
  holdCoolDownMessage,
  windowAfterHold,
  windowStillCounts,
} from '@/domain/hold-caps';
import type { Order } from '@/domain/orders';
import { visitorHoldsExpiry } from '@/domain/retention';
import {
  unpaidSeatsRefusal,
  unpaidSeatsRefusalMessage,
  visitorHoldsId,
  visitorKeys,
  withVisitorHold,
  withoutVisitorHold,
  type VisitorHoldsDoc,
  type VisitorKeyKind,
} from '@/domain/visitor-holds';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import type { Transaction } from '../store';

/** A visitorHolds document an order counts against, and what its key stands for. */
export interface VisitorHoldKey {
  id: string;
  kind: VisitorKeyKind;
}

/** The visitorHolds documents an order from this e-mail and IP address counts against. */
export async function visitorHoldKeys(
  email: string,
  clientIp: string | null | undefined,
): Promise<VisitorHoldKey[]> {
  const keys = await Promise.all(
    visitorKeys(email, clientIp).map(async ({ kind, key }) => ({
      id: await visitorHoldsId(key),
      kind,
    })),
  );
  return keys.filter((key, index) => keys.findIndex((other) => other.id === key.id) === index);
}

export interface VisitorHoldRequest {
  keys: readonly VisitorHoldKey[];
  holdId: string;
  seats: number;
  /** The event's capacity: a network's share of it is what the network may hold. */
  capacity: number;
  now: Date;
}

/** The visitorHolds documents of `keys`, in their order (null where there is none yet). */
export function readVisitorHolds(
  tx: Transaction,
  keys: readonly VisitorHoldKey[],
): Promise<Array<VisitorHoldsDoc | null>> {
  return Promise.all(keys.map(({ id }) => tx.get('visitorHolds', id)));
}

/**
 * Inside the create-order transaction, after its reads (`docs`: readVisitorHolds of the keys)
 * and before its first write: refuses the order when one of the visitor's own keys is cooling
 * down after a hold window that lapsed unpaid, or any key would hold more than its limit in
 * unpaid seats; else records the hold under each key and answers until when it lasts (the own
 * keys' open window, never extended, or a new one; docs/design.md §4.8). The wide network has no
 * window: strangers share it.
 */
export function holdVisitorSeats(
  tx: Transaction,
  hold: VisitorHoldRequest,
  docs: ReadonlyArray<VisitorHoldsDoc | null>,
): string {
  const own = docs.filter((_, index) => hold.keys[index]?.kind !== 'wide-network');
  const window = decideHoldWindow(own, hold.now);
  if (window.kind === 'cooling') {
    throw new BackendError('too-many-requests', holdCoolDownMessage(window.minutesLeft));
  }
  const held = hold.keys.map(({ kind }, index) => ({ kind, doc: docs[index] ?? null }));
  const refusal = unpaidSeatsRefusal(held, hold.seats, hold.capacity, hold.now);
  if (refusal) throw new BackendError('too-many-requests', unpaidSeatsRefusalMessage(refusal));
  const { until } = window;
  hold.keys.forEach(({ id, kind }, index) => {
    const doc = docs[index] ?? null;
    const holds = withVisitorHold(doc, hold.holdId, hold.seats, until, hold.now);
    const expireAt = visitorHoldsExpiry(hold.now);
    if (kind === 'wide-network') tx.set('visitorHolds', id, { id, holds, expireAt });
    else
      tx.set('visitorHolds', id, {
        id,
        holds,
        windowEndsAt: windowAfterHold(doc, until, hold.now),
        expireAt,
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
 * The visitorHolds documents an order's hold counts against (its own keys': mailbox and
 * network), for releaseVisitorHolds; none for an order with no hold, or from before the limit.
 * Read them before the seat shard (docs/design.md §3.10).
 */
export function readOrderVisitorHolds(
  tx: Transaction,
  order: Pick<Order, 'holdId' | 'visitorHoldIds'>,
): Promise<Array<VisitorHoldsDoc | null>> {
  const ids = order.holdId === null ? [] : (order.visitorHoldIds ?? []);
  return Promise.all(ids.map((id) => tx.get('visitorHolds', id)));
}

/**
 * Gives an order's seats back to its own keys' allowance (`docs`: readOrderVisitorHolds of the
 * order, read in this transaction; the wide network's entry is released after the flow commits,
 * by releaseWideNetworkHold). After `paid` or `never-offered`, a key left with no live holds
 * forgets its window; a `not-paid` order leaves the window, and the cool-down after it, in place,
 * so closing a checkout and starting another buys no time. Writes only.
 */
export function releaseVisitorHolds(
  tx: Transaction,
  order: Pick<Order, 'holdId'>,
  docs: ReadonlyArray<VisitorHoldsDoc | null>,
  now: Date,
  outcome: HoldOutcome,
): void {
  const holdId = order.holdId;
  if (holdId === null) return;
  for (const doc of docs) {
    if (!doc || !(holdId in doc.holds)) continue;
    const holds = withoutVisitorHold(doc, holdId, now);
    const empty = Object.keys(holds).length === 0;
    const keepWindow = !(empty && outcome !== 'not-paid') && windowStillCounts(doc, now);
    if (empty && !keepWindow) tx.delete('visitorHolds', doc.id);
    else tx.update('visitorHolds', doc.id, { holds, expireAt: visitorHoldsExpiry(now) });
  }
}

/**
 * docs/design.md §4.8: the wide network's document is shared by every buyer in a /48 (a mobile
 * carrier's), so the transaction that settles, abandons or lapses an order never touches it: once
 * that transaction has committed, this gives the order's entry back in one transaction of its
 * own. It is best effort: a failure (contention from the same /48's new orders) is dropped, since
 * the entry carries its own `until` and stops counting then. Pass the order as it was read before
 * its release (its `holdId` still set); null, or an order with no wide network, does nothing.
 */
export async function releaseWideNetworkHold(
  env: Pick<FlowEnv, 'store' | 'now'>,
  order: Pick<Order, 'holdId' | 'wideNetworkHoldId'> | null,
): Promise<void> {
  const holdId = order?.holdId ?? null;
  const id = order?.wideNetworkHoldId;
  if (holdId === null || id === undefined) return;
  try {
    await env.store.transaction(async (tx) => {
      const doc = await tx.get('visitorHolds', id);
      if (!doc || !(holdId in doc.holds)) return;
      const now = env.now();
      const holds = withoutVisitorHold(doc, holdId, now);
      if (Object.keys(holds).length === 0) tx.delete('visitorHolds', id);
      else tx.update('visitorHolds', id, { holds, expireAt: visitorHoldsExpiry(now) });
    });
  } catch {
    // Nothing to report and nothing to retry: the entry lapses at its own `until`.
  }
}
