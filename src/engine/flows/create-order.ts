import { newToken, type Ticket } from '@/domain/booking';
import { checkLookedUpCoupon, couponReservation, precheckCoupon } from '@/domain/coupons';
import { INVALID_EVENT_MESSAGE, orderRequestSchema } from '@/domain/order-request';
import { notOnSaleMessage } from '@/domain/event-life';
import { ORDER_FAILED_MESSAGE, newOrder, type Order } from '@/domain/orders';
import { isFreeBooking, quote, type CouponTerms } from '@/domain/pricing';
import { totalTickets, type TicketCounts } from '@/domain/prices';
import { SOLD_OUT_MESSAGE, ticketCountsIssue } from '@/domain/quantities';
import { takeRandomBytes } from '@/domain/random-bytes';
import {
  combineRefusals,
  MAX_SEAT_SHARDS,
  shardCountOf,
  shardTryOrder,
  shardVerdict,
  type ShardsRefusal,
} from '@/domain/seat-shards';
import { withHold } from '@/domain/seats';
import { BackendError } from '../errors';
import type { FlowEnv } from '../flow-env';
import { newDocumentId, randomAlphanumeric } from '../ids';
import { readEventShard, writeEventShard } from '../seat-shards';
import type { Transaction } from '../store';
import { isTransactionContention } from '../contention';
import { ORDER_RETRY_POLICY, retryOnContention } from '../retry-on-contention';
import { readCoupon } from './read-coupon';
import {
  holdVisitorSeats,
  readVisitorHolds,
  visitorHoldKeys,
  type VisitorHoldKey,
} from './visitor-holds';
import { readCouponRedeemers } from './coupon-redeemers';
import { writeFulfilment } from './write-fulfilment';

export type CreateOrderOutcome =
  | { kind: 'fulfilled'; ticket: Ticket }
  /** The pending order as written; orderCharge(order) is what the payment provider charges. */
  | { kind: 'payment-required'; order: Order };

export interface CreateOrderInput {
  /** What the browser sent; parsed here with the shared schema, never trusted. */
  request: unknown;
  /**
   * The payment provider's order id when it is known before our order is written (the demo's
   * simulated checkout); null when the provider's order is made afterwards with our id as its
   * receipt (Razorpay), then recorded with attachProviderOrder.
   */
  providerOrderId: string | null;
  /**
   * The caller's IP address as the server saw it (Cloud Functions); counted with the e-mail
   * towards the unpaid-seats limit. The demo has none and counts the e-mail only.
   */
  clientIp?: string | null;
}

const HOLD_ID_LENGTH = 16;

/** The order request as the shared schema reads it, or the flow's own refusal. */
function parseOrderRequest(request: unknown) {
  const parsed = orderRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  // A field's own message is written for the visitor; a request that is not even an object is not.
  const issue = parsed.error.issues[0];
  const message = issue && issue.path.length > 0 ? issue.message : ORDER_FAILED_MESSAGE;
  throw new BackendError('invalid-request', message);
}

/**
 * A shard that cannot seat the order, thrown so its transaction ends writing nothing (as a
 * refusal did before shards) and caught by the loop, which tries the next shard.
 */
class ShardRefused extends Error {
  constructor(
    readonly refusal: ShardsRefusal,
    readonly shards: number,
  ) {
    super(`Seat shard refused the order: ${refusal.kind}`);
  }
}

/** The buyer's answer when no shard tried could seat the order, in the flow's own words. */
function refusalError(counts: TicketCounts, refusal: ShardsRefusal): BackendError {
  const issue = ticketCountsIssue(counts, refusal.kind === 'short' ? refusal.left : 0);
  if (issue?.kind === 'over-capacity') return new BackendError('over-capacity', issue.message);
  return new BackendError('sold-out', issue?.message ?? SOLD_OUT_MESSAGE);
}

/**
 * docs/design.md §4.2 and §3.10: the order tries the event's seat shards one transaction each,
 * in a random order of its own (at most N), and the first that can seat it wins; an order is
 * never split across shards. When none can, the buyer gets the best of their answers.
 */
export async function createOrder(
  env: FlowEnv,
  input: CreateOrderInput,
): Promise<CreateOrderOutcome> {
  const req = parseOrderRequest(input.request);
  const counts: TicketCounts = {
    ticket499Count: req.ticket499Count,
    ticket1212Count: req.ticket1212Count,
  };
  const ids: OrderIds = {
    orderId: newDocumentId(env.random),
    bookingId: newDocumentId(env.random),
    holdId: randomAlphanumeric(env.random, HOLD_ID_LENGTH),
    token: newToken(env.random),
    visitorKeys: await visitorHoldKeys(req.email, input.clientIp),
  };
  // Drawn after the ids, so those stay what they were before shards for a given random source.
  const shardDraws = takeRandomBytes(env.random, MAX_SEAT_SHARDS);
  return retryOnContention(env, ORDER_RETRY_POLICY, () =>
    tryShards(env, { req, counts, ids, input, shardDraws, now: env.now() }),
  );
}

/**
 * One pass over the event's shards, one transaction each, in the buyer's own order. A shard
 * whose transaction gave up on contention wrote nothing: the order tries the others, and only if
 * none has a better answer than sold out is the contention thrown (createOrder runs the pass
 * again after a wait).
 */
async function tryShards(
  env: FlowEnv,
  request: Omit<ShardOrderRequest, 'attempt'>,
): Promise<CreateOrderOutcome> {
  const refusals: ShardsRefusal[] = [];
  let busy: unknown = null;
  let shards = 1;
  for (let attempt = 0; attempt < shards; attempt++) {
    try {
      return await env.store.transaction((tx) => orderOnShard(tx, env, { ...request, attempt }));
    } catch (error) {
      if (error instanceof ShardRefused) {
        refusals.push(error.refusal);
        shards = error.shards;
      } else if (isTransactionContention(error)) {
        busy ??= error;
        // The shard count comes with a transaction that ran; until one has, allow the most.
        if (refusals.length === 0) shards = MAX_SEAT_SHARDS;
      } else throw error;
    }
  }
  const answer = combineRefusals(refusals);
  if (answer.kind === 'sold-out' && busy !== null) throw busy;
  throw refusalError(request.counts, answer);
}

interface OrderIds {
  orderId: string;
  bookingId: string;
  holdId: string;
  token: string;
  visitorKeys: VisitorHoldKey[];
}

interface ShardOrderRequest {
  req: ReturnType<typeof parseOrderRequest>;
  counts: TicketCounts;
  ids: OrderIds;
  input: CreateOrderInput;
  /** The buyer's random bytes that order the shards it tries (shardTryOrder). */
  shardDraws: Uint8Array;
  /** Which try this is: the shard is the attempt-th of the buyer's order of the shards. */
  attempt: number;
  now: Date;
}

/**
 * One shard's transaction: price from our own table and the stored coupon (the client's totals
 * are never read), check the seats left in the shard, then either fulfil a free order at once or
 * write the pending order, hold its seats in the shard and hold the coupon for 15 minutes —
 * within the caps on unpaid holds (docs/design.md §4.8): the visitor's seats, its networks'
 * share of the event, and its hold window, which a new order never extends.
 *
 * The shard is every buyer's, and Firestore holds a document read in a transaction locked until
 * the commit: it is read last, after the buyer's own documents, so that it is held for one read
 * and the commit rather than for all of them (docs/design.md §3.10). The answers keep their order:
 * the event, then the shard's seats, then the coupon, then the visitor's caps.
 */
async function orderOnShard(
  tx: Transaction,
  env: FlowEnv,
  request: ShardOrderRequest,
): Promise<CreateOrderOutcome> {
  const { req, counts, ids, input, now } = request;
  const event = await tx.get('events', req.eventId);
  if (!event) throw new BackendError('invalid-request', INVALID_EVENT_MESSAGE);
  // Only an event on sale takes orders; a payment for an order made while it was on sale is
  // settled as before whatever the event became since (fulfil-order.ts, docs/design.md §3.12).
  const notOnSale = notOnSaleMessage(event, now);
  if (notOnSale) throw new BackendError('invalid-request', notOnSale);
  const shards = shardCountOf(event);
  const index = shardTryOrder(request.shardDraws, shards)[request.attempt];
  if (index === undefined) throw new ShardRefused({ kind: 'sold-out' }, shards);
  const pre =
    req.couponCode === null ? null : precheckCoupon(req.couponCode, counts.ticket1212Count);
  const [coupon, visitorHolds] = await Promise.all([
    pre?.ok ? readCoupon(tx, pre.code) : null,
    readVisitorHolds(tx, ids.visitorKeys),
  ]);
  const shard = await readEventShard(tx, event, index);
  const verdict = shardVerdict(shard, counts, now);
  if (verdict.kind === 'request') {
    // A malformed request is the same on every shard.
    throw new BackendError('invalid-request', verdict.issue.message);
  }
  if (verdict.kind !== 'fits') throw new ShardRefused(verdict, shards);

  let terms: CouponTerms | null = null;
  if (pre) {
    if (!pre.ok) throw new BackendError('coupon', pre.message);
    const check = checkLookedUpCoupon(pre.code, coupon, { holdId: ids.holdId, now });
    if (!check.ok) throw new BackendError('coupon', check.message);
    terms = check.coupon;
  }

  const priced = quote(counts, terms);
  const free = isFreeBooking(priced);
  const order: Order = {
    ...newOrder({
      id: ids.orderId,
      quote: priced,
      email: req.email,
      name: req.name,
      event,
      providerOrderId: free ? null : input.providerOrderId,
      holdId: free ? null : ids.holdId,
      now,
    }),
    seatShard: index,
  };

  if (free) {
    const redeemers = coupon ? await readCouponRedeemers(tx, coupon.code) : null;
    // Written as priced, then fulfilled exactly as a paid order is on confirmation.
    tx.set('orders', order.id, order);
    const ticket = await writeFulfilment(tx, env, {
      order,
      paymentId: null,
      bookingId: ids.bookingId,
      token: ids.token,
      coupon,
      redeemers,
      shard,
      // A free order holds nothing under the visitor's keys.
      visitorHolds: [],
      now,
    });
    return { kind: 'fulfilled', ticket };
  }

  const seats = totalTickets(counts);
  const until = holdVisitorSeats(
    tx,
    { keys: ids.visitorKeys, holdId: ids.holdId, seats, capacity: event.capacity, now },
    visitorHolds,
  );
  // The wide network's document is shared, so it is kept apart: released after the flows that
  // settle, abandon or lapse the order commit, never inside them (docs/design.md §4.8).
  const visitorHoldIds = ids.visitorKeys
    .filter((key) => key.kind !== 'wide-network')
    .map((key) => key.id);
  const wide = ids.visitorKeys.find((key) => key.kind === 'wide-network');
  const pending: Order = {
    ...order,
    expiresAt: until,
    visitorHoldIds,
    ...(wide ? { wideNetworkHoldId: wide.id } : {}),
  };
  tx.set('orders', order.id, pending);
  // The coupon is held exactly as long as the seats: a retry inside the window renews neither.
  const reservation = { ...couponReservation(ids.holdId, now), reservedUntil: until };
  if (coupon) tx.update('promoCodes', coupon.code, reservation);
  writeEventShard(tx, shard, withHold(shard.counters, ids.holdId, seats, until, now));
  return { kind: 'payment-required', order: pending };
}
