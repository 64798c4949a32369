// The launch rush (docs/design.md §3.10): many buyers at once for the last seats of an event,
// through the built createOrder, confirmPayment and abandonOrder callables on the Functions
// emulator. Shared by `npm run bench -- --only=rush` (300 payers, 50 abandoners and 50 late payers
// for 200 seats) and the emulator suite's correctness test (fewer, so it stays short).
//
// A buyer wants 1–3 tickets (a seeded mix of Basic and Premium) and behaves as a person at the
// booking page does: "Only N tickets left" is answered by asking for N; "Many tickets … held … from
// your network" (the buyer's network holds its share of the event, docs/design.md §4.8; kind
// 'network-full') by asking again once another buyer's checkout has been paid or closed, one waiting
// buyer per such call, not after a pause; "sold out" the same way while others' checkouts are still
// open (their seats come back if they close unpaid, and the page re-reads the seats left), and for
// good once none is. With a checkout, a buyer of the rush's three kinds (shuffled among each other
// by the seed) then:
// - pays at once (the Checkout success handed to confirmPayment, signed with the test key secret
//   as Razorpay signs it);
// - abandons: closes Checkout, so the page calls abandonOrder;
// - abandons and pays late (a UPI collect approved after Checkout was closed): abandonOrder, then,
//   after a seeded number of other payments, the same confirmation, which is fulfilled if seats
//   remain and refunded if not (docs/design.md §4.7).
// Every call's answer is counted by kind, and each buyer's last one; afterwards every paid order
// is read back to check it became a booking or a refund.
import type { PendingPayment } from '@/backend/backend';
import { CALLABLE } from '@/backend/firebase-common/callables';
import type { Ticket } from '@/domain/booking';
import { confirmRetryDelay } from '@/domain/confirm-retry';
import { signPayment } from '@/domain/payment-signature';
import { seatsTaken, type StoredEvent } from '@/domain/seats';
import { NETWORK_HOLDS_FULL_MESSAGE } from '@/domain/visitor-holds';
import { shardDocId, splitCapacity, sumShards, type SeatShardDoc } from '@/domain/seat-shards';
import { readEventShards } from '@/engine/seat-shards';
import type { Store } from '@/engine/store';
import type { CallableAnswer, callableClient } from './callable-client';
import { callGate, paymentProgress } from './rush-pacing';
import { paidOrderSettlement, type PaidOrderSettlement } from './rush-settlement';

export interface RushPlan {
  /** Buyers who pay at once for the checkout they are given. */
  buyers: number;
  /** Buyers who close Checkout without paying (abandonOrder). */
  abandoners: number;
  /** Buyers who close Checkout, then pay all the same a little later. */
  latePayers: number;
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
  /**
   * How often one buyer asks again after "held … from your network", or after "sold out" while
   * others' checkouts are still open, before giving up.
   */
  refusalRetries: number;
  /**
   * How many times a buyer presses Pay after "We could not start your booking. Please try
   * again.", a few seconds apart, and how many times a closed checkout's release is asked for
   * (the page asks again while it fails), before the buyer is counted as left with an error.
   */
  payPresses: number;
  releaseTries: number;
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
  'released',
  'only-n-left',
  'sold-out',
  'network-full',
  'refunded',
  'other-refusal',
  'error',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * How a buyer's rush ended: with tickets, a refund, their checkout closed unpaid, or the last
 * refusal they were given.
 */
export type BuyerOutcome = 'ticket' | 'sold-out' | 'network-full' | 'refunded' | 'abandoned' | 'error';

/** What a buyer does with a checkout (docs/design.md §3.10). */
type BuyerRole = 'payer' | 'abandoner' | 'late-payer';

export interface RushReport {
  plan: RushPlan;
  answers: Record<AnswerKind, number>;
  outcomes: Record<BuyerOutcome, number>;
  /**
   * confirmPayment calls that failed (an error, not a ticket or a refund), by kind: each one a
   * buyer told "could not save your booking yet", then asked again as the booking page does.
   */
  confirmFailures: Record<string, number>;
  /** Answers that were errors (the call failed, not a refusal), by the call that got them. */
  errorsByCall: Record<RushCall, number>;
  /** What every paid order became, read back from Firestore after the rush. */
  settlement: PaidOrderSettlement;
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

/** How long a buyer takes to read "Please try again" and press Pay again: 2–4 s (seeded). */
const PRESS_AGAIN_MS = 2_000;

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

type RushCall = 'create' | 'confirm' | 'abandon';

function kindOf(answer: CallableAnswer, call: RushCall): AnswerKind {
  if (answer.ok)
    return call === 'confirm' ? 'ticket' : call === 'abandon' ? 'released' : 'checkout';
  if (answer.code === 'sold-out') return 'sold-out';
  if (answer.code === 'over-capacity') return 'only-n-left';
  if (answer.code === 'too-many-requests' && answer.message === NETWORK_HOLDS_FULL_MESSAGE)
    return 'network-full';
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

/** The buyers' roles, shuffled by the seed so that every kind meets the rush at every stage. */
function shuffledRoles(plan: RushPlan, random: () => number): BuyerRole[] {
  const roles: BuyerRole[] = [
    ...Array<BuyerRole>(plan.buyers).fill('payer'),
    ...Array<BuyerRole>(plan.abandoners).fill('abandoner'),
    ...Array<BuyerRole>(plan.latePayers).fill('late-payer'),
  ];
  for (let index = roles.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [roles[index], roles[other]] = [roles[other] as BuyerRole, roles[index] as BuyerRole];
  }
  return roles;
}

export async function runRush(world: RushWorld, plan: RushPlan): Promise<RushReport> {
  const random = seededRandom(plan.seed);
  const gate = callGate(plan.inFlight);
  const payments = paymentProgress();
  const roles = shuffledRoles(plan, random);
  const answers = Object.fromEntries(
    ANSWER_KINDS.map((kind) => [kind, 0]),
  ) as RushReport['answers'];
  const outcomes: RushReport['outcomes'] = {
    ticket: 0,
    'sold-out': 0,
    'network-full': 0,
    refunded: 0,
    abandoned: 0,
    error: 0,
  };
  const confirmFailures: Record<string, number> = {};
  const errorsByCall: Record<RushCall, number> = { create: 0, confirm: 0, abandon: 0 };
  /** Checkouts given and not yet paid or closed: their seats are held. */
  let openCheckouts = 0;
  const paidOrderIds: string[] = [];
  const createOrderMs: number[] = [];
  const confirmPaymentMs: number[] = [];
  const errorSamples: string[] = [];
  let ticketsIssued = 0;

  const count = (answer: CallableAnswer, call: RushCall): AnswerKind => {
    const kind = kindOf(answer, call);
    answers[kind] += 1;
    if (process.env.RUSH_TRACE) console.error(call, kind, Math.round(answer.ms));
    if (call === 'create') createOrderMs.push(answer.ms);
    if (call === 'confirm') confirmPaymentMs.push(answer.ms);
    if (kind === 'error') errorsByCall[call] += 1;
    const unexpected = kind === 'error' || kind === 'other-refusal';
    if (unexpected && !answer.ok) {
      if (call === 'confirm') {
        confirmFailures[answer.code] = (confirmFailures[answer.code] ?? 0) + 1;
      }
      if (errorSamples.length < 5)
        errorSamples.push(`${call}: ${answer.code} (${answer.status}): ${answer.message}`);
    }
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
    paidOrderIds.push(payment.orderId);
    let answer: CallableAnswer;
    let kind: AnswerKind;
    // As the booking page does (docs/design.md §4.4): a failure without a reason is asked again
    // after each of its waits, the same confirmation every time.
    for (let retry = 0; ; retry += 1) {
      answer = await gate.run(() => world.call(CALLABLE.confirmPayment, confirmation, ip), true);
      kind = count(answer, 'confirm');
      const wait = kind === 'error' ? confirmRetryDelay(retry, random) : null;
      if (wait === null) break;
      await new Promise((resume) => setTimeout(resume, wait));
    }
    payments.record();
    if (kind !== 'ticket' || !answer.ok) return kind === 'refunded' ? 'refunded' : 'error';
    const ticket = answer.result as Ticket;
    ticketsIssued += ticket.ticket499Count + ticket.ticket1212Count;
    return 'ticket';
  };

  /**
   * Checkout closed unpaid: the page's abandonOrder. One that fails stays listed in the browser
   * and the page reads the seats again, which asks again (left-checkout.ts), while the hold lasts.
   */
  const abandon = async (payment: PendingPayment, ip: string): Promise<boolean> => {
    const request = { orderId: payment.orderId };
    for (let tries = 1; ; tries += 1) {
      const answer = await gate.run(() => world.call(CALLABLE.abandonOrder, request, ip), true);
      const kind = count(answer, 'abandon');
      if (kind === 'released') return true;
      if (kind !== 'error' || tries >= plan.releaseTries) return false;
    }
  };

  /** The booking page until it opens a checkout, or the refusal that ends the buyer's try. */
  const checkout = async (index: number, ip: string): Promise<PendingPayment | BuyerOutcome> => {
    let wanted = 1 + Math.floor(random() * 3);
    const premium = Math.floor(random() * (wanted + 1));
    let networkRefusals = 0;
    let soldOutWaits = 0;
    let presses = 1;
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
      const kind = count(answer, 'create');
      if (kind === 'checkout' && answer.ok) {
        const result = answer.result as { kind: string; payment?: PendingPayment };
        if (result.kind !== 'payment-required' || !result.payment) return 'error';
        openCheckouts += 1;
        return result.payment;
      }
      if (kind === 'only-n-left' && !answer.ok) {
        const left = Number(/\d+/.exec(answer.message)?.[0] ?? 0);
        if (left < 1 || left >= wanted) return 'error';
        wanted = left;
        continue;
      }
      if (kind === 'network-full') {
        networkRefusals += 1;
        if (networkRefusals > plan.refusalRetries) return 'network-full';
        await gate.waitForRoom();
        continue;
      }
      if (kind === 'sold-out') {
        // Seats held by an open checkout come back if it closes unpaid; the booking page re-reads
        // the seats left, so a buyer who stays sees them. Sold out for good once none is open.
        if (openCheckouts === 0 || ++soldOutWaits > plan.refusalRetries) return 'sold-out';
        await gate.waitForRoom();
        continue;
      }
      if (kind === 'error' && presses < plan.payPresses) {
        // "Please try again": the buyer reads it and presses Pay again, a few seconds later.
        presses += 1;
        await new Promise((resume) => setTimeout(resume, PRESS_AGAIN_MS * (1 + random())));
        continue;
      }
      return 'error';
    }
  };

  const buyer = async (index: number): Promise<BuyerOutcome> => {
    const ip = buyerAddress(index);
    const role = roles[index] ?? 'payer';
    const payment = await checkout(index, ip);
    if (typeof payment === 'string') return payment;
    if (role === 'payer') {
      const paid = await pay(payment, ip);
      openCheckouts -= 1;
      return paid;
    }
    const released = await abandon(payment, ip);
    openCheckouts -= 1;
    if (role === 'abandoner') return released ? 'abandoned' : 'error';
    // Approved later: after some of the others' payments, or once nobody else is left.
    await payments.after(Math.floor(random() * plan.buyers));
    return pay(payment, ip);
  };

  const started = performance.now();
  let othersLeft = plan.buyers + plan.abandoners;
  const ends = await Promise.all(
    roles.map(async (role, index) => {
      const end = await buyer(index);
      if (role !== 'late-payer' && --othersLeft === 0) payments.releaseAll();
      return end;
    }),
  );
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
    confirmFailures,
    errorsByCall,
    settlement: await paidOrderSettlement(world.store, paidOrderIds),
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
