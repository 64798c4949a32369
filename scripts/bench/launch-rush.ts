// The launch rush (docs/design.md §3.10): many buyers at once for the last seats of an event,
// through the built createOrder and confirmPayment callables on the Functions emulator. Shared by
// `npm run bench -- --only=rush` (300 buyers, 200 seats) and the emulator suite's correctness
// test (fewer, so it stays short).
//
// A buyer wants 1–3 tickets (a seeded mix of Basic and Premium) and behaves as a person at the
// booking page does: an order that needs paying is paid at once (the Checkout success handed to
// confirmPayment, signed with the test key secret as Razorpay signs it); "Only N tickets left"
// is answered by asking for N; "Many tickets … held … from your network" (the buyer's network holds
// its share of the event, docs/design.md §4.8; kind 'pool-full') by asking again once another
// buyer's checkout has been paid (which may free room), one waiting buyer per payment, not after a pause;
// "sold out" ends it. Every call's answer is counted by kind, and each buyer's last one.
import type { PendingPayment } from '@/backend/backend';
import { CALLABLE } from '@/backend/firebase-common/callables';
import type { Ticket } from '@/domain/booking';
import { signPayment } from '@/domain/payment-signature';
import { seatsTaken, type StoredEvent } from '@/domain/seats';
import { NETWORK_HOLDS_FULL_MESSAGE } from '@/domain/visitor-holds';
import { shardDocId, splitCapacity, sumShards, type SeatShardDoc } from '@/domain/seat-shards';
import { readEventShards } from '@/engine/seat-shards';
import type { Store } from '@/engine/store';
import type { CallableAnswer, callableClient } from './callable-client';

export interface RushPlan {
  buyers: number;
  seatsLeft: number;
  /** Seats sold before the rush: the event's capacity is this plus `seatsLeft`. */
  soldBefore: number;
  seed: number;
  /**
   * Calls in flight at once, at most. The Functions emulator runs one call per worker process
   * and starts a process for each call that finds none idle, so 300 at once would be 300 Node
   * processes on two cores; production runs up to 80 per instance on up to 10 instances.
   */
  inFlight: number;
  /** How often one buyer asks again after "being paid for by other visitors" before giving up. */
  poolRetries: number;
  /**
   * Seat shards of the event (docs/design.md §3.10): 1 keeps every order on one document, as
   * before shards; the seats sold before the rush are split across them as the capacity is.
   */
  shards: number;
}

export interface RushWorld {
  call: ReturnType<typeof callableClient>;
  /** The Admin SDK store on the same Firestore emulator, to seed and read the event. */
  store: Store;
  keySecret: string;
  eventId: string;
  now: () => Date;
}

/** Every answer a call can get, as the booking page would show it. */
export const ANSWER_KINDS = [
  'checkout',
  'ticket',
  'only-n-left',
  'sold-out',
  'pool-full',
  'refunded',
  'other-refusal',
  'error',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** How a buyer's rush ended: with tickets, or with the last refusal they were given. */
export type BuyerOutcome = 'ticket' | 'sold-out' | 'pool-full' | 'refunded' | 'error';

export interface RushReport {
  plan: RushPlan;
  answers: Record<AnswerKind, number>;
  outcomes: Record<BuyerOutcome, number>;
  /** Seats the event's shards count as sold during the rush. */
  sold: number;
  /** Tickets on the tickets confirmPayment handed out. */
  ticketsIssued: number;
  /** Unpaid holds still live in the shards afterwards (every buyer who got a checkout paid). */
  seatsStillHeld: number;
  createOrderMs: number[];
  confirmPaymentMs: number[];
  wallMs: number;
  /** The first few unexpected answers, word for word. */
  errorSamples: string[];
}

/** mulberry32: the same seed gives the same buyers. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A public address of its own per buyer (documentation ranges), so no two share a limit. */
export function buyerAddress(index: number): string {
  const nets = ['203.0.113', '198.51.100', '192.0.2'];
  const net = nets[Math.floor(index / 254) % nets.length];
  return `${net}.${(index % 254) + 1}`;
}

export function rushEvent(eventId: string, plan: RushPlan): StoredEvent {
  return {
    id: eventId,
    title: 'Launch rush',
    date: '2030-06-20',
    startTime: '18:00',
    endTime: '23:00',
    location: 'Mumbai',
    price: 499,
    capacity: plan.soldBefore + plan.seatsLeft,
    imageUrl: '',
    description: 'The on-sale minute.',
    shards: plan.shards,
  };
}

/** The event's seat shards before the rush: each has sold its share of `soldBefore`. */
export function rushShards(eventId: string, plan: RushPlan): SeatShardDoc[] {
  return splitCapacity(plan.soldBefore, plan.shards).map((sold, index) => ({
    id: shardDocId(eventId, index),
    eventId,
    index,
    sold,
    holds: {},
  }));
}

/**
 * Limits calls in flight, and keeps the buyers told the pool of unpaid holds is full: each paid
 * checkout (a call that `frees` the pool) lets one of them ask again, as a person refreshing the
 * page now and then would find room, rather than all at once; when nothing is in flight any
 * more, nobody else can free the pool, so all of them ask again.
 */
function callGate(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>, frees = false): Promise<T> {
      if (running >= limit) await new Promise<void>((go) => queue.push(go));
      else running += 1;
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
        if (running === 0) for (const wake of waiting.splice(0)) wake();
        else if (frees) waiting.shift()?.();
      }
    },
    /** Resolves when the buyer may ask again: at once when no call is in flight. */
    waitForRoom(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((wake) => waiting.push(wake));
    },
  };
}

function kindOf(answer: CallableAnswer, paying: boolean): AnswerKind {
  if (answer.ok) return paying ? 'ticket' : 'checkout';
  if (answer.code === 'sold-out') return 'sold-out';
  if (answer.code === 'over-capacity') return 'only-n-left';
  if (answer.code === 'too-many-requests' && answer.message === NETWORK_HOLDS_FULL_MESSAGE)
    return 'pool-full';
  if (answer.code === 'conflict') return 'refunded';
  if (answer.code === 'unknown' || answer.code === 'no-answer' || answer.code === 'unavailable')
    return 'error';
  return 'other-refusal';
}

/**
 * Starts the emulator's workers before the on-sale minute, as production instances are warm by
 * then: `count` calls of each callable at once, each refused before any document is read. Two
 * more at a time, since each call that finds no idle worker starts a Node process, and many
 * starting at once on a busy machine miss the emulator's start-up deadline.
 */
export async function warmUp(world: RushWorld, count: number): Promise<void> {
  const ip = buyerAddress(0);
  for (let wave = Math.min(2, count); wave <= count; wave = Math.min(count, wave + 2)) {
    await Promise.all(
      Array.from({ length: wave }, () => [
        world.call(CALLABLE.createOrder, { eventId: '' }, ip),
        world.call(CALLABLE.confirmPayment, { orderId: '' }, ip),
      ]).flat(),
    );
    if (wave === count) return;
  }
}

export async function seedRushEvent(world: RushWorld, plan: RushPlan): Promise<void> {
  const event = rushEvent(world.eventId, plan);
  await world.store.transaction(async (tx) => {
    tx.set('events', event.id, event);
    for (const shard of rushShards(event.id, plan)) tx.set('seatShards', shard.id, shard);
  });
}

export async function runRush(world: RushWorld, plan: RushPlan): Promise<RushReport> {
  const random = seededRandom(plan.seed);
  const gate = callGate(plan.inFlight);
  const answers = Object.fromEntries(
    ANSWER_KINDS.map((kind) => [kind, 0]),
  ) as RushReport['answers'];
  const outcomes: RushReport['outcomes'] = {
    ticket: 0,
    'sold-out': 0,
    'pool-full': 0,
    refunded: 0,
    error: 0,
  };
  const createOrderMs: number[] = [];
  const confirmPaymentMs: number[] = [];
  const errorSamples: string[] = [];
  let ticketsIssued = 0;

  const count = (answer: CallableAnswer, paying: boolean): AnswerKind => {
    const kind = kindOf(answer, paying);
    answers[kind] += 1;
    if (process.env.RUSH_TRACE)
      console.error(paying ? 'confirm' : 'create', kind, Math.round(answer.ms));
    (paying ? confirmPaymentMs : createOrderMs).push(answer.ms);
    if ((kind === 'error' || kind === 'other-refusal') && !answer.ok && errorSamples.length < 5)
      errorSamples.push(`${answer.code} (${answer.status}): ${answer.message}`);
    return kind;
  };

  const pay = async (payment: PendingPayment, ip: string): Promise<BuyerOutcome> => {
    const paymentId = `pay_rush${Math.floor(random() * 2 ** 40).toString(36)}`;
    const signature = await signPayment(
      { providerOrderId: payment.providerOrderId, paymentId },
      world.keySecret,
    );
    const confirmation = {
      orderId: payment.orderId,
      providerOrderId: payment.providerOrderId,
      paymentId,
      signature,
    };
    const answer = await gate.run(
      () => world.call(CALLABLE.confirmPayment, confirmation, ip),
      true,
    );
    const kind = count(answer, true);
    if (kind !== 'ticket' || !answer.ok) return kind === 'refunded' ? 'refunded' : 'error';
    const ticket = answer.result as Ticket;
    ticketsIssued += ticket.ticket499Count + ticket.ticket1212Count;
    return 'ticket';
  };

  const buyer = async (index: number): Promise<BuyerOutcome> => {
    const ip = buyerAddress(index);
    let wanted = 1 + Math.floor(random() * 3);
    const premium = Math.floor(random() * (wanted + 1));
    let poolRefusals = 0;
    for (;;) {
      const ticket1212Count = Math.min(premium, wanted);
      const request = {
        eventId: world.eventId,
        ticket499Count: wanted - ticket1212Count,
        ticket1212Count,
        couponCode: null,
        email: `buyer${index}@rush.example`,
      };
      const answer = await gate.run(() => world.call(CALLABLE.createOrder, request, ip));
      const kind = count(answer, false);
      if (kind === 'checkout' && answer.ok) {
        const result = answer.result as { kind: string; payment?: PendingPayment };
        if (result.kind !== 'payment-required' || !result.payment) return 'error';
        return pay(result.payment, ip);
      }
      if (kind === 'only-n-left' && !answer.ok) {
        const left = Number(/\d+/.exec(answer.message)?.[0] ?? 0);
        if (left < 1 || left >= wanted) return 'error';
        wanted = left;
        continue;
      }
      if (kind === 'pool-full') {
        poolRefusals += 1;
        if (poolRefusals > plan.poolRetries) return 'pool-full';
        await gate.waitForRoom();
        continue;
      }
      if (kind === 'sold-out') return 'sold-out';
      return 'error';
    }
  };

  const started = performance.now();
  const ends = await Promise.all(Array.from({ length: plan.buyers }, (_, index) => buyer(index)));
  const wallMs = performance.now() - started;
  for (const end of ends) outcomes[end] += 1;

  const counters = await world.store.transaction(async (tx) => {
    const event = await tx.get('events', world.eventId);
    if (!event) throw new Error(`events/${world.eventId} is gone after the rush.`);
    return sumShards((await readEventShards(tx, event)).map((shard) => shard.counters));
  });
  return {
    plan,
    answers,
    outcomes,
    sold: counters.sold - plan.soldBefore,
    ticketsIssued,
    seatsStillHeld: seatsTaken(counters, world.now()) - counters.sold,
    createOrderMs,
    confirmPaymentMs,
    wallMs,
    errorSamples,
  };
}

/** Seats sold beyond what was left: must be 0. */
export function oversold(report: RushReport): number {
  return Math.max(
    0,
    report.sold - report.plan.seatsLeft,
    report.ticketsIssued - report.plan.seatsLeft,
  );
}
