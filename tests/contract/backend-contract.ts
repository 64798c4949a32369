/**
 * One behavioural suite for the Backend port (docs/design.md §8.1), written only against the
 * port so the Firebase adapter (on the emulators) can run it too. Each test gets fresh,
 * freshly seeded data from `makeBackend`; what the seed holds is described by a ContractSeed
 * that each adapter's harness provides (the suite imports no adapter's seed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountChooser,
  AdminBackend,
  ChooserAccount,
  DoorState,
  Registrations,
} from '@/backend/admin-backend';
import {
  isBackendError,
  type BackendErrorCode,
  type CreateOrderResult,
  type PendingPayment,
  type PublicBackend,
} from '@/backend/backend';
import type { Booking, Ticket } from '@/domain/booking';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CHECK_IN_FAILED_MESSAGE,
  WRONG_EVENT_MESSAGE,
} from '@/domain/check-in';
import {
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NEEDS_PREMIUM_MESSAGE,
  COUPON_PREFIX_MESSAGE,
  COUPON_RESERVED_MESSAGE,
  COUPON_USED_MESSAGE,
} from '@/domain/coupons';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import {
  QR_INVALID_MESSAGE,
  encodeTicketQr,
  parseScannedCode,
  type ScannedCode,
} from '@/domain/qr-payload';
import { EVENT_MESSAGES, type EventFormValues } from '@/domain/events';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { INVALID_EVENT_MESSAGE, type OrderRequest } from '@/domain/order-request';
import { quote } from '@/domain/pricing';
import { PROMO_CODE_FORMAT_MESSAGE } from '@/domain/promo-codes';
import { REGISTRATIONS_PAGE_SIZE } from '@/domain/registrations';
import { EVENT_HAS_BOOKINGS_MESSAGE, capacityBelowSoldMessage } from '@/domain/seats';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_TICKETS_MESSAGE,
  NO_TICKETS_SELECTED_MESSAGE,
  SOLD_OUT_MESSAGE,
  ticketsLeftMessage,
} from '@/domain/quantities';
import {
  INVALID_CREDENTIALS_MESSAGE,
  NOT_ADMIN_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@/domain/sign-in';
import {
  OWN_WALLET_TOP_UP_MESSAGE,
  TOP_UP_AMOUNT_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '@/domain/wallet';

/** What the door's scanner makes of a typed or scanned booking id. */
const byId = (bookingId: string): ScannedCode => ({ kind: 'bookingId', bookingId });

export interface ContractAccount {
  uid: string;
  email: string;
  password: string;
}

/** What the seeded data holds, named by each adapter's harness (docs/design.md §7). */
export interface ContractSeed {
  /** The featured party, on sale, with all seats free. */
  upcomingEvent: { id: string; title: string; location: string; capacity: number };
  /** The 28 July 2025 party, with the legacy bookings. */
  pastEventId: string;
  promoCodes: { free: string; half: string; used: string; inactive: string };
  legacyBookingIds: {
    stag: string;
    duo: string;
    stagMembers: string;
    minimal: string;
    orphan: string;
  };
  /** An organiser with ₹5000 in the wallet and incoming payments. */
  admin: ContractAccount;
  /** A signed-up user who is not an organiser. */
  guest: ContractAccount;
  /** Whether the adapter offers resetDemoData (demo mode only). */
  resettable: boolean;
  /**
   * Whether "Continue with Google" asks the caller's chooser to pick an account (the demo
   * adapter); the Firebase adapter shows Google's own popup, which no test in Node can click.
   */
  googleChooser: boolean;
  /**
   * When two clients' check-in transactions race, how the store answers the loser's commit.
   * 'retried': it is aborted and retried, so the loser reads the winner's check-in and hears
   * "Already checked in" (the demo's Dexie; production Firestore, whose web-SDK transactions
   * are optimistic and retried on contention). Otherwise the reason the loser is refused
   * instead: the Firestore emulator wounds one of two transactions holding the same document
   * and reports the security rules' reads in the wounded commit as PERMISSION_DENIED rather
   * than ABORTED, so the SDK does not retry it (firebase-tools #10518). Either way exactly one
   * scanner admits the guest and nothing is written twice.
   */
  racingCheckInLoser: 'retried' | { refusedBecause: string };
}

/** One client of the backend: what a visitor's page uses, and the organisers' half. */
export interface ContractClient {
  backend: PublicBackend;
  office: AdminBackend;
}

export interface SeededRegistrations {
  bookings: Array<Booking & { id: string }>;
  legacy: Array<LegacyBooking & { id: string }>;
}

export interface ContractHarness extends ContractClient {
  /** Another client on the same data (a second browser tab; a second app instance). */
  second?: () => Promise<ContractClient>;
  /** Seeding: makes a user an organiser or takes it away, as an operator would. */
  setAdmin(uid: string, isAdmin: boolean): Promise<void>;
  /**
   * Seeding: stores these registrations as they are (ids included), as imported data would
   * arrive, so paging can be tested with more than a page without booking each one.
   */
  seedRegistrations(records: SeededRegistrations): Promise<void>;
  /**
   * Signs a payment as the provider's checkout would, with the secret this backend verifies
   * against (demo: the demo secret; Firebase: the key secret the functions emulator is given).
   */
  signPayment(providerOrderId: string, paymentId: string): Promise<string>;
  cleanup(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function rejection(
  promise: Promise<unknown>,
): Promise<{ code: BackendErrorCode; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (!isBackendError(error)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error('Expected the call to be rejected, but it succeeded.');
}

function paymentOf(result: CreateOrderResult): PendingPayment {
  if (result.kind !== 'payment-required') throw new Error(`Expected a payment, got ${result.kind}`);
  return result.payment;
}

/** Resolves once `check` holds, polling; fails after `within` ms. */
async function waitFor(check: () => boolean, within = 5000): Promise<void> {
  const until = Date.now() + within;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Not true within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function ticketOf(result: CreateOrderResult): Ticket {
  if (result.kind !== 'fulfilled') throw new Error(`Expected a ticket, got ${result.kind}`);
  return result.ticket;
}

export function runBackendContract(
  name: string,
  seed: ContractSeed,
  makeBackend: () => Promise<ContractHarness>,
) {
  describe(`Backend contract: ${name}`, () => {
    let harness: ContractHarness;
    let backend: PublicBackend;
    let office: AdminBackend;

    // Most of the suite acts as a visitor and checks what it did as the organiser; the auth and
    // permission tests sign out first.
    beforeEach(async () => {
      harness = await makeBackend();
      backend = harness.backend;
      office = harness.office;
      await office.auth.signIn(seed.admin.email, seed.admin.password);
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    const order = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
      eventId: seed.upcomingEvent.id,
      ticket499Count: 1,
      ticket1212Count: 0,
      couponCode: null,
      email: 'asha@example.com',
      ...overrides,
    });

    let paymentCounter = 0;
    async function pay(payment: PendingPayment, on: PublicBackend = backend) {
      const paymentId = `pay_contract_${++paymentCounter}`;
      const signature = await harness.signPayment(payment.providerOrderId, paymentId);
      return on.checkout.confirmPayment({
        orderId: payment.orderId,
        providerOrderId: payment.providerOrderId,
        paymentId,
        signature,
      });
    }

    async function bookingCount(): Promise<number> {
      return (await office.registrations.list()).bookings.length;
    }

    async function signInAdmin(on: AdminBackend = office) {
      return on.auth.signIn(seed.admin.email, seed.admin.password);
    }

    function smallEvent(capacity: number): EventFormValues {
      return {
        title: 'Rooftop Sangeet',
        date: inDays(60),
        startTime: '19:00',
        endTime: '23:00',
        location: 'Koramangala, Bengaluru',
        price: 499,
        capacity,
        imageUrl: '',
        description: 'A small one.',
      };
    }

    describe('seed', () => {
      it('sells the featured party as the next upcoming event, with all seats free', async () => {
        const next = await backend.events.nextUpcoming();
        expect(next).not.toBeNull();
        expect(next?.event).toMatchObject({
          id: seed.upcomingEvent.id,
          title: seed.upcomingEvent.title,
          startTime: '18:00',
          endTime: '22:00',
          location: seed.upcomingEvent.location,
          price: 499,
          capacity: 200,
          imageUrl: '/media/poster.webp',
        });
        expect((next?.event.date ?? '') >= inDays(6)).toBe(true);
        expect(next).toMatchObject({ sold: 0, remaining: 200 });
      });

      it('keeps the 28 July 2025 party as a past event, events sorted by date', async () => {
        const events = await office.events.list();
        expect(events.map((event) => event.id)).toEqual([seed.pastEventId, seed.upcomingEvent.id]);
        expect(events[0]).toMatchObject({
          date: '2025-07-28',
          startTime: '18:00',
          endTime: '22:00',
        });
        // Its legacy bookings hold seats; the upcoming party has sold none yet.
        expect(events.map((event) => event.sold > 0)).toEqual([true, false]);
        const past = await office.events.get(seed.pastEventId);
        expect(past && { ...past, sold: events[0]?.sold }).toEqual(events[0]);
        expect(await office.events.get('no-such-event')).toBeNull();
      });

      it('has the four promo codes, newest first', async () => {
        const codes = await office.promoCodes.list();
        expect(codes.map((promo) => promo.code)).toEqual([
          seed.promoCodes.free,
          seed.promoCodes.half,
          seed.promoCodes.used,
          seed.promoCodes.inactive,
        ]);
        expect(
          codes.map((p) => [p.discountPercentage, p.attendeeLimit, p.isActive, p.usedBy]),
        ).toEqual([
          [100, 20, true, []],
          [50, 2, true, []],
          [25, 1, false, ['someone@example.com']],
          [10, 1, false, []],
        ]);
      });

      it('has an admin with a wallet and incoming payments, newest first', async () => {
        const user = await signInAdmin();
        expect(user).toMatchObject({ email: seed.admin.email, isAdmin: true });
        expect(await office.wallet.balance()).toBe(5000);
        const incoming = await office.transactions.incoming();
        expect(incoming.length).toBeGreaterThanOrEqual(3);
        expect(incoming.every((t) => t.toId === user.uid && t.amount > 0 && t.fromEmail)).toBe(
          true,
        );
        const times = incoming.map((t) => t.createdAt);
        expect(times).toEqual([...times].sort().reverse());
      });

      it('has legacy bookings of the past party, some checked in, one duo', async () => {
        const { legacy } = await office.registrations.list();
        expect(legacy.every((b) => b.eventId !== seed.upcomingEvent.id)).toBe(true);
        expect(legacy.some((b) => b.attendees === 'duo')).toBe(true);
        expect(legacy.filter((b) => b.checkedIn === true).length).toBeGreaterThanOrEqual(2);
      });
    });

    describe('checkout.previewCoupon', () => {
      const one = { ticket499Count: 0, ticket1212Count: 1 };
      it.each<[string, string, { ticket499Count: number; ticket1212Count: number }, string]>([
        ['empty', '', one, COUPON_EMPTY_MESSAGE],
        ['blank', '   ', one, COUPON_EMPTY_MESSAGE],
        [
          'no VIP prefix (checked before the ticket mix)',
          'FREE100',
          { ticket499Count: 2, ticket1212Count: 0 },
          COUPON_PREFIX_MESSAGE,
        ],
        [
          'no Premium ticket',
          seed.promoCodes.free,
          { ticket499Count: 2, ticket1212Count: 0 },
          COUPON_NEEDS_PREMIUM_MESSAGE,
        ],
        ['unknown', 'VIPNOSUCH1', one, COUPON_INVALID_MESSAGE],
        ['inactive', seed.promoCodes.inactive, one, COUPON_INVALID_MESSAGE],
        ['already used', seed.promoCodes.used, one, COUPON_USED_MESSAGE],
        ['not a possible code', 'VIP/../../x', one, COUPON_INVALID_MESSAGE],
        ['huge', `VIP${'A'.repeat(100_000)}`, one, COUPON_INVALID_MESSAGE],
      ])('%s → its docs/product-spec.md §5 message', async (_name, raw, counts, message) => {
        await expect(backend.checkout.previewCoupon(raw, counts)).resolves.toEqual({
          ok: false,
          message,
        });
      });

      it('upper-cases and trims what was typed', async () => {
        await expect(backend.checkout.previewCoupon('  viphalf50 ', one)).resolves.toEqual({
          ok: true,
          coupon: { code: seed.promoCodes.half, discountPercentage: 50, attendeeLimit: 2 },
        });
      });

      it('never reserves the code', async () => {
        await backend.checkout.previewCoupon(seed.promoCodes.half, one);
        await backend.checkout.previewCoupon(seed.promoCodes.half, one);
        const result = await backend.checkout.createOrder(
          order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
        );
        expect(result.kind).toBe('payment-required');
      });

      it('says a code held by another buyer’s unpaid order is reserved', async () => {
        await backend.checkout.createOrder(
          order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
        );
        await expect(backend.checkout.previewCoupon(seed.promoCodes.half, one)).resolves.toEqual({
          ok: false,
          message: COUPON_RESERVED_MESSAGE,
        });
      });
    });

    describe('checkout.createOrder', () => {
      it('prices the order itself, ignoring any totals sent with it', async () => {
        const counts = { ticket499Count: 1, ticket1212Count: 3 };
        const tampered = {
          ...order({ ...counts, couponCode: ' viphalf50' }),
          total: 0,
          subtotal499: 0,
          subtotal1212: 0,
          couponDiscount: 999_999,
          amount: 1,
        } as OrderRequest;
        const payment = paymentOf(await backend.checkout.createOrder(tampered));
        const expected = quote(counts, {
          code: seed.promoCodes.half,
          discountPercentage: 50,
          attendeeLimit: 2,
        });
        expect(expected.total).toBe(499 + 3 * 1212 - 1212);
        expect(payment.quote).toEqual(expected);
        expect(payment).toMatchObject({
          amount: expected.total,
          currency: 'INR',
          email: 'asha@example.com',
        });
        expect(payment.description).toContain(seed.upcomingEvent.title);
        expect(Date.parse(payment.expiresAt)).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
      });

      it.each<[string, Partial<OrderRequest> | Record<string, unknown>, BackendErrorCode, string]>([
        ['negative quantity', { ticket499Count: -1 }, 'invalid-request', INVALID_QUANTITY_MESSAGE],
        [
          'fractional quantity',
          { ticket499Count: 1.5 },
          'invalid-request',
          INVALID_QUANTITY_MESSAGE,
        ],
        [
          'NaN quantity',
          { ticket1212Count: Number.NaN },
          'invalid-request',
          INVALID_QUANTITY_MESSAGE,
        ],
        ['quantity as text', { ticket499Count: '2' }, 'invalid-request', INVALID_QUANTITY_MESSAGE],
        ['no tickets', { ticket499Count: 0 }, 'invalid-request', NO_TICKETS_SELECTED_MESSAGE],
        [
          'more than 20 tickets',
          { ticket499Count: 11, ticket1212Count: 10 },
          'invalid-request',
          MAX_TICKETS_MESSAGE,
        ],
        [
          'e-mail with a space',
          { email: 'asha @example.com' },
          'invalid-request',
          EMAIL_INVALID_MESSAGE,
        ],
        ['unicode e-mail', { email: 'аsha@example.com' }, 'invalid-request', EMAIL_INVALID_MESSAGE],
        [
          'e-mail with markup',
          { email: '<script>alert(1)</script>@x.com' },
          'invalid-request',
          EMAIL_INVALID_MESSAGE,
        ],
        [
          '300-character e-mail',
          { email: `${'a'.repeat(288)}@example.com` },
          'invalid-request',
          EMAIL_INVALID_MESSAGE,
        ],
        ['no e-mail', { email: '' }, 'invalid-request', EMAIL_INVALID_MESSAGE],
        ['unknown event', { eventId: 'no-such-event' }, 'invalid-request', INVALID_EVENT_MESSAGE],
        [
          'event id that is a path',
          { eventId: '../events/x' },
          'invalid-request',
          INVALID_EVENT_MESSAGE,
        ],
        ['past event', { eventId: seed.pastEventId }, 'invalid-request', INVALID_EVENT_MESSAGE],
        [
          'coupon without a Premium ticket',
          { couponCode: seed.promoCodes.half },
          'coupon',
          COUPON_NEEDS_PREMIUM_MESSAGE,
        ],
        [
          'coupon without VIP',
          { ticket1212Count: 1, couponCode: 'HALF50' },
          'coupon',
          COUPON_PREFIX_MESSAGE,
        ],
        [
          'unknown coupon',
          { ticket1212Count: 1, couponCode: 'VIPNOSUCH1' },
          'coupon',
          COUPON_INVALID_MESSAGE,
        ],
        [
          'inactive coupon',
          { ticket1212Count: 1, couponCode: seed.promoCodes.inactive },
          'coupon',
          COUPON_INVALID_MESSAGE,
        ],
        [
          'used coupon',
          { ticket1212Count: 1, couponCode: seed.promoCodes.used },
          'coupon',
          COUPON_USED_MESSAGE,
        ],
      ])('refuses a %s', async (_name, overrides, code, message) => {
        const request = { ...order(), ...overrides } as OrderRequest;
        await expect(rejection(backend.checkout.createOrder(request))).resolves.toEqual({
          code,
          message,
        });
        expect(await bookingCount()).toBe(0);
      });

      it('refuses something that is not a request at all', async () => {
        const error = await rejection(
          backend.checkout.createOrder(null as unknown as OrderRequest),
        );
        expect(error.code).toBe('invalid-request');
      });

      it('treats a blank coupon as none', async () => {
        const payment = paymentOf(await backend.checkout.createOrder(order({ couponCode: '   ' })));
        expect(payment.quote.couponCode).toBeNull();
        expect(payment.amount).toBe(499);
      });

      it('fulfils a 100% coupon booking at once, and the code is then used', async () => {
        const ticket = ticketOf(
          await backend.checkout.createOrder(
            order({
              ticket499Count: 0,
              ticket1212Count: 3,
              couponCode: 'vipfree100',
              email: ' Free@Example.com ',
            }),
          ),
        );
        expect(ticket).toMatchObject({
          email: 'free@example.com',
          title: seed.upcomingEvent.title,
          amountPaid: 0,
          couponCode: seed.promoCodes.free,
          ticket499Count: 0,
          ticket1212Count: 3,
          time: '6:00 PM – 10:00 PM',
        });
        await expect(backend.tickets.getByToken(ticket.token)).resolves.toEqual(ticket);

        const { bookings } = await office.registrations.list();
        expect(bookings).toHaveLength(1);
        expect(bookings[0]).toMatchObject({
          id: ticket.bookingId,
          paymentId: null,
          total: 0,
          couponDiscount: 3 * 1212,
          status: 'confirmed',
          checkedIn: false,
          token: ticket.token,
          eventId: seed.upcomingEvent.id,
        });
        const promo = (await office.promoCodes.list()).find((p) => p.code === seed.promoCodes.free);
        expect(promo).toMatchObject({ isActive: false, usedBy: ['free@example.com'] });
        await expect(
          backend.checkout.previewCoupon(seed.promoCodes.free, {
            ticket499Count: 0,
            ticket1212Count: 1,
          }),
        ).resolves.toEqual({ ok: false, message: COUPON_USED_MESSAGE });
      });

      it('charges Basic tickets even with the 100% code', async () => {
        const payment = paymentOf(
          await backend.checkout.createOrder(
            order({ ticket499Count: 2, ticket1212Count: 1, couponCode: seed.promoCodes.free }),
          ),
        );
        expect(payment.amount).toBe(2 * 499);
      });
    });

    describe('paying (docs/design.md §4.3, §4.4)', () => {
      it('turns a signed payment into a confirmed booking and its ticket', async () => {
        const payment = paymentOf(
          await backend.checkout.createOrder(
            order({ ticket499Count: 1, ticket1212Count: 2, couponCode: seed.promoCodes.half }),
          ),
        );
        const ticket = await pay(payment);
        expect(ticket).toMatchObject({
          email: 'asha@example.com',
          amountPaid: payment.amount,
          couponCode: seed.promoCodes.half,
          ticket499Count: 1,
          ticket1212Count: 2,
        });
        await expect(backend.tickets.getByToken(ticket.token)).resolves.toEqual(ticket);
        const { bookings } = await office.registrations.list();
        expect(bookings).toHaveLength(1);
        expect(bookings[0]).toMatchObject({
          id: ticket.bookingId,
          status: 'confirmed',
          checkedIn: false,
          checkInTime: null,
          total: payment.amount,
          couponCode: seed.promoCodes.half,
        });
        expect(bookings[0]?.paymentId).toMatch(/^pay_/);
        const promo = (await office.promoCodes.list()).find((p) => p.code === seed.promoCodes.half);
        expect(promo).toMatchObject({ isActive: false, usedBy: ['asha@example.com'] });
      });

      it('returns the same ticket when the same payment is confirmed twice, one booking', async () => {
        const payment = paymentOf(await backend.checkout.createOrder(order()));
        const signature = await harness.signPayment(payment.providerOrderId, 'pay_twice_1');
        const confirmation = {
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_twice_1',
          signature,
        };
        const first = await backend.checkout.confirmPayment(confirmation);
        const second = await backend.checkout.confirmPayment(confirmation);
        expect(second).toEqual(first);
        const [third, fourth] = await Promise.all([
          backend.checkout.confirmPayment(confirmation),
          backend.checkout.confirmPayment(confirmation),
        ]);
        expect(third).toEqual(first);
        expect(fourth).toEqual(first);
        expect(await bookingCount()).toBe(1);
      });

      it('fulfils once when two confirmations race', async () => {
        const payment = paymentOf(await backend.checkout.createOrder(order()));
        const signature = await harness.signPayment(payment.providerOrderId, 'pay_race_1');
        const confirmation = {
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_race_1',
          signature,
        };
        const [a, b] = await Promise.all([
          backend.checkout.confirmPayment(confirmation),
          backend.checkout.confirmPayment(confirmation),
        ]);
        expect(a).toEqual(b);
        expect(await bookingCount()).toBe(1);
      });

      it.each<
        [string, (s: { payment: PendingPayment; signature: string }) => Record<string, string>]
      >([
        [
          'a tampered payment id',
          ({ payment, signature }) => ({
            orderId: payment.orderId,
            providerOrderId: payment.providerOrderId,
            paymentId: 'pay_other',
            signature,
          }),
        ],
        [
          'a tampered provider order id',
          ({ payment, signature }) => ({
            orderId: payment.orderId,
            providerOrderId: 'order_forged',
            paymentId: 'pay_real_1',
            signature,
          }),
        ],
        [
          'a forged signature',
          ({ payment }) => ({
            orderId: payment.orderId,
            providerOrderId: payment.providerOrderId,
            paymentId: 'pay_real_1',
            signature: 'f'.repeat(64),
          }),
        ],
        [
          'an upper-cased signature',
          ({ payment, signature }) => ({
            orderId: payment.orderId,
            providerOrderId: payment.providerOrderId,
            paymentId: 'pay_real_1',
            signature: signature.toUpperCase(),
          }),
        ],
        [
          'an empty signature',
          ({ payment }) => ({
            orderId: payment.orderId,
            providerOrderId: payment.providerOrderId,
            paymentId: 'pay_real_1',
            signature: '',
          }),
        ],
      ])('rejects %s and writes nothing', async (_name, tamper) => {
        const payment = paymentOf(
          await backend.checkout.createOrder(
            order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
          ),
        );
        const signature = await harness.signPayment(payment.providerOrderId, 'pay_real_1');
        const forged = tamper({ payment, signature }) as unknown as Parameters<
          PublicBackend['checkout']['confirmPayment']
        >[0];
        const error = await rejection(backend.checkout.confirmPayment(forged));
        expect(error.code).toBe('bad-signature');
        expect(await bookingCount()).toBe(0);
        // The coupon is still only held, not used; the genuine payment still goes through.
        await expect(
          backend.checkout.previewCoupon(seed.promoCodes.half, {
            ticket499Count: 0,
            ticket1212Count: 1,
          }),
        ).resolves.toEqual({ ok: false, message: COUPON_RESERVED_MESSAGE });
        const ticket = await backend.checkout.confirmPayment({
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId: 'pay_real_1',
          signature,
        });
        expect(ticket.couponCode).toBe(seed.promoCodes.half);
        expect(await bookingCount()).toBe(1);
      });

      it('rejects a genuine signature for another order', async () => {
        const mine = paymentOf(await backend.checkout.createOrder(order()));
        const theirs = paymentOf(
          await backend.checkout.createOrder(order({ email: 'ravi@example.com' })),
        );
        const signature = await harness.signPayment(theirs.providerOrderId, 'pay_theirs');
        const error = await rejection(
          backend.checkout.confirmPayment({
            orderId: mine.orderId,
            providerOrderId: theirs.providerOrderId,
            paymentId: 'pay_theirs',
            signature,
          }),
        );
        expect(error.code).toBe('bad-signature');
        expect(await bookingCount()).toBe(0);
      });

      it('says not-found for a signed payment of an order that does not exist', async () => {
        const signature = await harness.signPayment('order_ghost', 'pay_ghost');
        const error = await rejection(
          backend.checkout.confirmPayment({
            orderId: 'ghostorder',
            providerOrderId: 'order_ghost',
            paymentId: 'pay_ghost',
            signature,
          }),
        );
        expect(error.code).toBe('not-found');
      });

      it('lets a double click create two orders, but only the paid one becomes a booking', async () => {
        const [first, second] = await Promise.all([
          backend.checkout.createOrder(order()),
          backend.checkout.createOrder(order()),
        ]);
        const a = paymentOf(first);
        const b = paymentOf(second);
        expect(a.orderId).not.toBe(b.orderId);
        expect(a.providerOrderId).not.toBe(b.providerOrderId);
        expect((await backend.events.nextUpcoming())?.sold).toBe(2);
        await pay(a);
        expect(await bookingCount()).toBe(1);
        expect((await backend.events.nextUpcoming())?.sold).toBe(2);
        await backend.checkout.abandonOrder(b.orderId);
        expect((await backend.events.nextUpcoming())?.sold).toBe(1);
        expect(await bookingCount()).toBe(1);
      });
    });

    describe('checkout.abandonOrder', () => {
      it('releases the coupon hold at once, and is idempotent', async () => {
        const payment = paymentOf(
          await backend.checkout.createOrder(
            order({ ticket1212Count: 1, couponCode: seed.promoCodes.half }),
          ),
        );
        const premium = { ticket499Count: 0, ticket1212Count: 1 };
        await expect(
          backend.checkout.previewCoupon(seed.promoCodes.half, premium),
        ).resolves.toMatchObject({
          ok: false,
        });
        await backend.checkout.abandonOrder(payment.orderId);
        await backend.checkout.abandonOrder(payment.orderId);
        await expect(
          backend.checkout.previewCoupon(seed.promoCodes.half, premium),
        ).resolves.toMatchObject({
          ok: true,
        });
        await expect(backend.checkout.abandonOrder('no-such-order')).resolves.toBeUndefined();
        await expect(backend.checkout.abandonOrder('../x')).resolves.toBeUndefined();
      });

      it('does not undo a fulfilled order', async () => {
        const payment = paymentOf(await backend.checkout.createOrder(order()));
        const ticket = await pay(payment);
        await backend.checkout.abandonOrder(payment.orderId);
        await expect(backend.tickets.getByToken(ticket.token)).resolves.toEqual(ticket);
        expect((await backend.events.nextUpcoming())?.sold).toBe(1);
      });
    });

    /** Another device (tab) on the same data, signed in as the organiser, when the harness has one. */
    async function secondClient(): Promise<ContractClient | null> {
      if (!harness.second) return null;
      const other = await harness.second();
      await signInAdmin(other.office);
      return other;
    }

    describe('races between two clients', () => {
      it('a single-use 100% code: exactly one free booking, the other is told it is used', async () => {
        const other = await secondClient();
        if (!other) return;
        const request = order({
          ticket499Count: 0,
          ticket1212Count: 1,
          couponCode: seed.promoCodes.free,
        });
        const results = await Promise.allSettled([
          backend.checkout.createOrder({ ...request, email: 'tab1@example.com' }),
          other.backend.checkout.createOrder({ ...request, email: 'tab2@example.com' }),
        ]);
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        // A free booking redeems the code inside the same transaction that checks it, so the
        // loser's transaction (which runs after) finds it used, not merely held.
        expect(lost[0]?.reason).toMatchObject({ code: 'coupon', message: COUPON_USED_MESSAGE });
        const { bookings } = await office.registrations.list();
        expect(bookings.filter((b) => b.couponCode === seed.promoCodes.free)).toHaveLength(1);
      });

      it('a paid single-use code: one order holds it, the other is told it is taken, one booking uses it', async () => {
        const other = await secondClient();
        if (!other) return;
        const request = order({ ticket1212Count: 1, couponCode: seed.promoCodes.half });
        const results = await Promise.allSettled([
          backend.checkout.createOrder({ ...request, email: 'tab1@example.com' }),
          other.backend.checkout.createOrder({ ...request, email: 'tab2@example.com' }),
        ]);
        const won = results.filter(
          (r): r is PromiseFulfilledResult<CreateOrderResult> => r.status === 'fulfilled',
        );
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(won).toHaveLength(1);
        // The winner holds the code while paying; until it pays the code is not yet used.
        expect(lost[0]?.reason).toMatchObject({ code: 'coupon', message: COUPON_RESERVED_MESSAGE });
        await pay(paymentOf(won[0]!.value));
        await expect(
          rejection(other.backend.checkout.createOrder({ ...request, email: 'tab2@example.com' })),
        ).resolves.toEqual({ code: 'coupon', message: COUPON_USED_MESSAGE });
        const { bookings } = await office.registrations.list();
        expect(bookings.filter((b) => b.couponCode === seed.promoCodes.half)).toHaveLength(1);
      });

      it('the last seats: of two buyers wanting 2 of 3 seats, one is told only 1 is left', async () => {
        await signInAdmin();
        const event = await office.events.create(smallEvent(3));
        const other = await secondClient();
        if (!other) return;
        const request = order({ eventId: event.id, ticket499Count: 2 });
        const results = await Promise.allSettled([
          backend.checkout.createOrder(request),
          other.backend.checkout.createOrder(request),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(lost?.reason).toMatchObject({
          code: 'over-capacity',
          message: ticketsLeftMessage(1),
        });
      });

      it('two scanners on one ticket: exactly one check-in succeeds', async () => {
        const other = await secondClient();
        if (!other) return;
        const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
        const results = await Promise.allSettled([
          office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
          other.office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
        ]);
        const admitted = results.filter((r) => r.status === 'fulfilled' && r.value.ok);
        expect(admitted).toHaveLength(1);
        const loser = results.find((r) => r !== admitted[0]);
        if (loser?.status === 'fulfilled' || seed.racingCheckInLoser === 'retried') {
          expect(loser).toMatchObject({
            status: 'fulfilled',
            value: { ok: false, message: ALREADY_CHECKED_IN_MESSAGE },
          });
        } else {
          // The loser's commit was refused as a whole (seed.racingCheckInLoser says why): the
          // scanner shows the spec's failure, and scanning again is answered from the winner's.
          expect(loser).toMatchObject({
            status: 'rejected',
            reason: { message: CHECK_IN_FAILED_MESSAGE },
          });
          await expect(
            other.office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
          ).resolves.toMatchObject({ ok: false, message: ALREADY_CHECKED_IN_MESSAGE });
        }
        // One admission on record, whoever lost and however.
        const log = await office.checkIn.scanLog(seed.upcomingEvent.id);
        expect(
          log.filter((line) => line.bookingId === ticket.bookingId && line.result === 'admitted'),
        ).toHaveLength(1);
        const history = await office.checkIn.history(seed.upcomingEvent.id);
        expect(history.filter((record) => record.bookingId === ticket.bookingId)).toHaveLength(1);
      });
    });

    describe('capacity', () => {
      it('refuses more tickets than are left, with a message, and says sold out when full', async () => {
        await signInAdmin();
        const event = await office.events.create(smallEvent(3));
        await expect(
          rejection(
            backend.checkout.createOrder(
              order({ eventId: event.id, ticket499Count: 2, ticket1212Count: 2 }),
            ),
          ),
        ).resolves.toEqual({ code: 'over-capacity', message: ticketsLeftMessage(3) });

        const payment = paymentOf(
          await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 3 })),
        );
        // An unpaid order holds its seats, so nobody can pay for the same last seat.
        await expect(
          rejection(backend.checkout.createOrder(order({ eventId: event.id }))),
        ).resolves.toEqual({ code: 'sold-out', message: SOLD_OUT_MESSAGE });
        await pay(payment);
        await expect(
          rejection(backend.checkout.createOrder(order({ eventId: event.id }))),
        ).resolves.toEqual({ code: 'sold-out', message: SOLD_OUT_MESSAGE });
      });

      it('gives seats back when the checkout is closed', async () => {
        await signInAdmin();
        const event = await office.events.create(smallEvent(2));
        const payment = paymentOf(
          await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 2 })),
        );
        await backend.checkout.abandonOrder(payment.orderId);
        const again = await backend.checkout.createOrder(
          order({ eventId: event.id, ticket499Count: 2 }),
        );
        expect(again.kind).toBe('payment-required');
      });
    });

    describe('tickets', () => {
      it.each<[string, string]>([
        ['empty', ''],
        ['huge', 'a'.repeat(100_000)],
        ['a path', '../tickets/x'],
        ['with a slash', 'abc/def'],
        ['reserved id', '__name__'],
        ['unicode', 'tökén'],
        ['with spaces', 'abc def'],
        ['well-formed but unknown', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
      ])('getByToken: %s → null', async (_name, token) => {
        await expect(backend.tickets.getByToken(token)).resolves.toBeNull();
      });

      it('getLegacyBooking finds an old booking with its event', async () => {
        const found = await backend.tickets.getLegacyBooking(seed.legacyBookingIds.stag);
        expect(found.kind).toBe('found');
        if (found.kind !== 'found') return;
        expect(found.booking).toMatchObject({
          id: seed.legacyBookingIds.stag,
          eventId: seed.pastEventId,
        });
        expect(found.booking.members?.[0]).toMatchObject({
          name: expect.any(String),
          gender: expect.any(String),
        });
        expect(found.event).toMatchObject({ id: seed.pastEventId, date: '2025-07-28' });
      });

      it('getLegacyBooking returns the booking with a null event when the event is gone', async () => {
        const found = await backend.tickets.getLegacyBooking(seed.legacyBookingIds.orphan);
        expect(found).toMatchObject({ kind: 'found', event: null });
      });

      it.each(['no-such-booking', '', '../bookings/x', 'x'.repeat(500)])(
        'getLegacyBooking(%j) → missing',
        async (id) => {
          await expect(backend.tickets.getLegacyBooking(id)).resolves.toEqual({ kind: 'missing' });
        },
      );

      it('a new booking is not a legacy booking', async () => {
        const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
        await expect(backend.tickets.getLegacyBooking(ticket.bookingId)).resolves.toEqual({
          kind: 'missing',
        });
      });
    });

    describe('check-in', () => {
      it('admits a booking once, then says when it was admitted', async () => {
        const ticket = await pay(
          paymentOf(
            await backend.checkout.createOrder(order({ ticket499Count: 2, ticket1212Count: 1 })),
          ),
        );
        const first = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
        expect(first).toMatchObject({
          ok: true,
          record: {
            bookingId: ticket.bookingId,
            source: 'newbookings',
            email: 'asha@example.com',
            people: 3,
          },
        });
        if (!first.ok) return;
        expect(first.record).toMatchObject({
          tickets: { basic: 2, premium: 1 },
          checkedInBy: seed.admin.email,
        });
        await expect(
          office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
        ).resolves.toEqual({
          ok: false,
          reason: 'already',
          message: ALREADY_CHECKED_IN_MESSAGE,
          checkedInAt: first.record.checkInTime,
          checkedInBy: seed.admin.email,
          booking: first.record,
          otherEvent: null,
        });
        const history = await office.checkIn.history(seed.upcomingEvent.id);
        expect(history).toEqual([first.record]);
      });

      it.each(['no-such-booking', '', 'a/b', 'x'.repeat(1000)])(
        'checkIn(%j) → booking not found',
        async (id) => {
          await expect(office.checkIn.checkIn(byId(id), seed.upcomingEvent.id)).resolves.toEqual({
            ok: false,
            reason: 'not-found',
            message: BOOKING_NOT_FOUND_MESSAGE,
            checkedInAt: null,
            checkedInBy: null,
            booking: null,
            otherEvent: null,
          });
        },
      );

      it('refuses a ticket for another event', async () => {
        const result = await office.checkIn.checkIn(
          byId(seed.legacyBookingIds.stagMembers),
          seed.upcomingEvent.id,
        );
        expect(result).toMatchObject({
          ok: false,
          reason: 'other-event',
          message: WRONG_EVENT_MESSAGE,
          otherEvent: { id: seed.pastEventId, date: '2025-07-28' },
          booking: { bookingId: seed.legacyBookingIds.stagMembers },
        });
      });

      it.each([
        ['garbage', 'hello world'],
        ['empty', ''],
        ['JSON without an id', '{"email":"a@b.co"}'],
        ['not JSON', '{bookingId:'],
        ['10 KB', 'x'.repeat(10 * 1024)],
      ])('a %s code → "No booking ID found", logged, nothing admitted', async (_name, text) => {
        const before = await office.checkIn.history(seed.pastEventId);
        await expect(
          office.checkIn.checkIn(parseScannedCode(text), seed.upcomingEvent.id, { scanned: text }),
        ).resolves.toMatchObject({ ok: false, reason: 'invalid', message: QR_INVALID_MESSAGE });
        await expect(office.checkIn.history(seed.pastEventId)).resolves.toEqual(before);
      });

      it('admits by each of the three QR shapes (JSON, ticket link, raw id), once', async () => {
        const tickets = await Promise.all(
          [1, 2, 3].map(async () => pay(paymentOf(await backend.checkout.createOrder(order())))),
        );
        const [json, link, raw] = tickets as [Ticket, Ticket, Ticket];
        const codes = [
          encodeTicketQr({
            bookingId: json.bookingId,
            email: json.email,
            ticket499Count: json.ticket499Count,
            ticket1212Count: json.ticket1212Count,
          }),
          `https://sangeetvibes.example/ticket/${link.token}`,
          raw.bookingId,
        ];
        for (const [i, text] of codes.entries()) {
          const result = await office.checkIn.checkIn(
            parseScannedCode(text),
            seed.upcomingEvent.id,
            {
              scanned: text,
            },
          );
          expect(result).toMatchObject({ ok: true, record: { bookingId: tickets[i]?.bookingId } });
          await expect(
            office.checkIn.checkIn(parseScannedCode(text), seed.upcomingEvent.id),
          ).resolves.toMatchObject({ ok: false, reason: 'already' });
        }
      });

      it('checks in legacy bookings, a duo counting as two, and lists them newest first', async () => {
        const result = await office.checkIn.checkIn(
          byId(seed.legacyBookingIds.stagMembers),
          seed.pastEventId,
        );
        expect(result).toMatchObject({ ok: true, record: { source: 'bookings', people: 1 } });
        const duo = await office.checkIn.checkIn(byId(seed.legacyBookingIds.duo), seed.pastEventId);
        expect(duo).toMatchObject({
          ok: false,
          message: ALREADY_CHECKED_IN_MESSAGE,
          checkedInAt: expect.any(String),
        });

        const history = await office.checkIn.history(seed.pastEventId);
        expect(history[0]?.bookingId).toBe(seed.legacyBookingIds.stagMembers);
        const times = history.map((r) => r.checkInTime);
        expect(times).toEqual([...times].sort().reverse());
        expect(history.find((r) => r.bookingId === seed.legacyBookingIds.duo)?.people).toBe(2);
        expect(history.every((r) => r.source === 'bookings')).toBe(true);
      });

      it('finds bookings for manual check-in by e-mail, name or id, whatever the case', async () => {
        const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
        await expect(
          office.checkIn.search(seed.upcomingEvent.id, ' ASHA@example.com'),
        ).resolves.toMatchObject([
          { bookingId: ticket.bookingId, source: 'newbookings', checkedIn: false },
        ]);
        await expect(office.checkIn.search(seed.upcomingEvent.id, 'asha')).resolves.toHaveLength(1);
        await expect(
          office.checkIn.search(seed.upcomingEvent.id, ticket.bookingId),
        ).resolves.toMatchObject([{ bookingId: ticket.bookingId }]);
        const legacy = await office.checkIn.search(seed.pastEventId, 'Rohan.Mehta@example.com');
        expect(legacy).toMatchObject([
          { bookingId: seed.legacyBookingIds.duo, source: 'bookings', people: 2, checkedIn: true },
        ]);
        await expect(office.checkIn.search(seed.pastEventId, 'asha@example.com')).resolves.toEqual(
          [],
        );
        // Too short to mean anyone, or not an event: nothing, not everyone.
        await expect(office.checkIn.search(seed.upcomingEvent.id, 'a')).resolves.toEqual([]);
        await expect(office.checkIn.search('../events', 'asha')).resolves.toEqual([]);
      });

      it('keeps a scan log of every attempt: who, when, what, and the verdict', async () => {
        const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
        const qr = `https://sangeetvibes.example/ticket/${ticket.token}`;
        await office.checkIn.checkIn(parseScannedCode(qr), seed.upcomingEvent.id, { scanned: qr });
        const garbage = '{"not":"a ticket"}';
        await office.checkIn.checkIn(parseScannedCode(garbage), seed.upcomingEvent.id, {
          scanned: garbage,
        });
        await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
        await office.checkIn.undo(ticket.bookingId);
        const log = await office.checkIn.scanLog(seed.upcomingEvent.id);
        expect(log).toHaveLength(4);
        expect(log.map((line) => line.result).sort()).toEqual(
          ['admitted', 'already', 'invalid', 'undone'].sort(),
        );
        expect(log.every((line) => line.adminEmail === seed.admin.email)).toBe(true);
        expect(log.find((line) => line.result === 'admitted')).toMatchObject({
          code: qr,
          bookingId: ticket.bookingId,
          eventId: seed.upcomingEvent.id,
        });
        expect(log.find((line) => line.result === 'invalid')).toMatchObject({
          code: garbage,
          bookingId: null,
        });
        const times = log.map((line) => line.at);
        expect(times).toEqual([...times].sort().reverse());
        // Another event's door has its own log.
        await expect(office.checkIn.scanLog(seed.pastEventId)).resolves.toEqual([]);
      });

      it('watch: the door state now, then within 2 s of another lane admitting someone', async () => {
        const other = await secondClient();
        const ticket = await pay(
          paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
        );
        const states: DoorState[] = [];
        const failures: unknown[] = [];
        const stop = office.checkIn.watch(
          seed.upcomingEvent.id,
          (state) => states.push(state),
          (error) => failures.push(error),
        );
        try {
          await waitFor(() => states.length > 0);
          const first = states.at(-1);
          expect(first).toMatchObject({ checkedInPeople: 0, history: [] });
          expect(first?.bookedPeople).toBeGreaterThanOrEqual(2);
          const lane = other ? other.office : office;
          await lane.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
          await waitFor(() => states.at(-1)?.checkedInPeople === 2, 2000);
          expect(states.at(-1)?.history).toMatchObject([
            { bookingId: ticket.bookingId, people: 2 },
          ]);
          expect(failures).toEqual([]);
        } finally {
          stop();
        }
      });
    });

    describe('promo codes', () => {
      it('creates a code (prefixed and upper-cased), lists it first, and deletes it', async () => {
        await signInAdmin();
        const created = await office.promoCodes.create({
          code: 'new123',
          discountPercentage: 30,
          attendeeLimit: 2,
          usedFor: 'Stag',
        });
        expect(created).toMatchObject({
          code: 'VIPNEW123',
          isActive: true,
          usedBy: [],
          ticketType: '1212',
        });
        expect((await office.promoCodes.list())[0]?.code).toBe('VIPNEW123');
        await expect(
          backend.checkout.previewCoupon('vipnew123', { ticket499Count: 0, ticket1212Count: 1 }),
        ).resolves.toMatchObject({
          ok: true,
          coupon: { discountPercentage: 30, attendeeLimit: 2 },
        });

        await office.promoCodes.remove('VIPNEW123');
        expect((await office.promoCodes.list()).some((p) => p.code === 'VIPNEW123')).toBe(false);
        await expect(
          backend.checkout.previewCoupon('VIPNEW123', { ticket499Count: 0, ticket1212Count: 1 }),
        ).resolves.toEqual({ ok: false, message: COUPON_INVALID_MESSAGE });
      });

      it('refuses a duplicate code', async () => {
        await signInAdmin();
        await expect(
          rejection(
            office.promoCodes.create({
              code: seed.promoCodes.half,
              discountPercentage: 10,
              attendeeLimit: 1,
              usedFor: 'Stag',
            }),
          ),
        ).resolves.toEqual({
          code: 'duplicate',
          message: 'A promo code with this code already exists.',
        });
      });

      it('generates a code when none is given', async () => {
        await signInAdmin();
        const created = await office.promoCodes.create({
          code: '',
          discountPercentage: 10,
          attendeeLimit: 1,
          usedFor: 'Stag',
        });
        expect(created.code).toMatch(/^VIP[A-HJ-NP-Z2-9]{8}$/);
      });

      it('checks the form again', async () => {
        await signInAdmin();
        await expect(
          rejection(
            office.promoCodes.create({
              code: 'VIP1',
              discountPercentage: 10,
              attendeeLimit: 1,
              usedFor: 'Stag',
            }),
          ),
        ).resolves.toEqual({ code: 'invalid-request', message: PROMO_CODE_FORMAT_MESSAGE });
        const error = await rejection(
          office.promoCodes.create({
            code: '',
            discountPercentage: 101,
            attendeeLimit: 1,
            usedFor: 'Stag',
          }),
        );
        expect(error.code).toBe('invalid-request');
      });
    });

    describe('events', () => {
      it('creates, updates and deletes an event', async () => {
        await signInAdmin();
        const created = await office.events.create(smallEvent(50));
        expect(created).toMatchObject({ ...smallEvent(50), id: expect.any(String) });
        const updated = await office.events.update(created.id, {
          ...smallEvent(80),
          title: 'Bigger Sangeet',
        });
        expect(updated).toMatchObject({ id: created.id, title: 'Bigger Sangeet', capacity: 80 });
        await expect(office.events.get(created.id)).resolves.toEqual(updated);
        await office.events.remove(created.id);
        await expect(office.events.get(created.id)).resolves.toBeNull();
      });

      it('lists seats taken, keeps capacity above them and refuses to delete a booked event', async () => {
        await signInAdmin();
        const event = await office.events.create(smallEvent(5));
        const listed = async () => (await office.events.list()).find((e) => e.id === event.id);
        expect(await listed()).toEqual({ ...event, sold: 0 });

        await pay(
          paymentOf(
            await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 2 })),
          ),
        );
        // An unpaid order's hold counts too: those seats are being paid for.
        paymentOf(
          await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 1 })),
        );
        expect((await listed())?.sold).toBe(3);

        await expect(rejection(office.events.update(event.id, smallEvent(2)))).resolves.toEqual({
          code: 'invalid-request',
          message: capacityBelowSoldMessage(3),
        });
        await expect(office.events.update(event.id, smallEvent(3))).resolves.toMatchObject({
          capacity: 3,
        });
        await expect(rejection(office.events.remove(event.id))).resolves.toEqual({
          code: 'conflict',
          message: EVENT_HAS_BOOKINGS_MESSAGE,
        });
        expect(await listed()).toMatchObject({ capacity: 3, sold: 3 });
      });

      it('refuses an event whose end is not after its start', async () => {
        await signInAdmin();
        await expect(
          rejection(
            office.events.create({ ...smallEvent(10), startTime: '19:00', endTime: '18:00' }),
          ),
        ).resolves.toEqual({ code: 'invalid-request', message: EVENT_MESSAGES.endNotAfterStart });
      });

      it('refuses an invalid event and an update of a missing one', async () => {
        await signInAdmin();
        const error = await rejection(office.events.create({ ...smallEvent(10), title: '  ' }));
        expect(error.code).toBe('invalid-request');
        const missing = await rejection(office.events.update('no-such-event', smallEvent(10)));
        expect(missing.code).toBe('not-found');
      });
    });

    describe('registrations, wallet, transactions, stats', () => {
      it('lists new bookings newest first', async () => {
        const first = await pay(
          paymentOf(await backend.checkout.createOrder(order({ email: 'one@example.com' }))),
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
        const second = await pay(
          paymentOf(await backend.checkout.createOrder(order({ email: 'two@example.com' }))),
        );
        const { bookings, legacy } = await office.registrations.list();
        expect(bookings.map((b) => b.id)).toEqual([second.bookingId, first.bookingId]);
        const times = legacy.map((b) => b.createdAt);
        expect(times).toEqual([...times].sort().reverse());
      });

      it('tops up a wallet by e-mail, however it is typed', async () => {
        await expect(
          office.wallet.topUp(` ${seed.guest.email.toUpperCase()} `, 250),
        ).resolves.toEqual({ balance: 250 });
        await expect(office.wallet.topUp(seed.guest.email, 50)).resolves.toEqual({ balance: 300 });
        await expect(office.wallet.balance()).resolves.toBe(5000);
      });

      it("refuses an organiser's top-up of their own wallet, changing nothing", async () => {
        await expect(rejection(office.wallet.topUp(seed.admin.email, 250))).resolves.toEqual({
          code: 'invalid-request',
          message: OWN_WALLET_TOP_UP_MESSAGE,
        });
        await expect(office.wallet.balance()).resolves.toBe(5000);
        expect((await office.stats.summary()).walletBalance).toBe(5000);
      });

      it.each<[string, number, BackendErrorCode, string]>([
        ['nobody@example.com', 100, 'not-found', USER_NOT_FOUND_MESSAGE],
        ['', 100, 'not-found', USER_NOT_FOUND_MESSAGE],
        [seed.admin.email, 0, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        [seed.admin.email, -50, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        [seed.admin.email, Number.NaN, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        [seed.admin.email, Infinity, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        [seed.admin.email, -5, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        // What a form would pass on unread: text is not an amount, even text of digits.
        [seed.admin.email, 'abc' as unknown as number, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        [seed.admin.email, '100' as unknown as number, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
        ['nobody@example.com', 0, 'invalid-request', TOP_UP_AMOUNT_MESSAGE],
      ])('refuses a top-up of %j by %d', async (email, amount, code, message) => {
        await expect(rejection(office.wallet.topUp(email, amount))).resolves.toEqual({
          code,
          message,
        });
        await expect(office.wallet.balance()).resolves.toBe(5000);
      });

      it('takes any finite amount above 0, however large (1e12) or small (0.5)', async () => {
        await expect(office.wallet.topUp(seed.guest.email, 1e12)).resolves.toEqual({
          balance: 1e12,
        });
        await expect(office.wallet.topUp(seed.guest.email, 0.5)).resolves.toEqual({
          balance: 1e12 + 0.5,
        });
        await expect(office.wallet.balance()).resolves.toBe(5000);
      });

      it('summarises check-ins, registrations, events and the wallet', async () => {
        const before = await office.stats.summary();
        expect(before.totalEvents).toBe(2);
        expect(before.walletBalance).toBe(5000);
        const ticket = await pay(
          paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
        );
        await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
        const after = await office.stats.summary();
        expect(after.totalMembersRegistered).toBe(before.totalMembersRegistered + 2);
        expect(after.totalCheckIns).toBe(before.totalCheckIns + 2);
      });
    });

    describe('registrations paging', () => {
      const PAGE = REGISTRATIONS_PAGE_SIZE;
      const base = Date.parse('2025-05-01T10:00:00.000Z');
      // Every 7th shares its time with the one before, 100 and 101 among them, so a page ends
      // between two bookings of one millisecond: order then falls to the id.
      const at = (i: number) => new Date(base - (i - (i % 7 === 3 ? 1 : 0)) * 1000).toISOString();

      function newBooking(i: number): Booking & { id: string } {
        const n = String(i).padStart(4, '0');
        return {
          ...quote({ ticket499Count: 1, ticket1212Count: 0 }),
          id: `paged-${n}`,
          email: `paged${n}@example.com`,
          paymentId: `pay_paged_${n}`,
          eventTitle: seed.upcomingEvent.title,
          eventLocation: seed.upcomingEvent.location,
          eventDate: '2025-05-01',
          eventTime: '6:00 PM – 10:00 PM',
          createdAt: at(i),
          status: 'confirmed',
          token: `pagedtoken${n}pagedtoken${n}`,
          checkedIn: false,
          checkInTime: null,
          eventId: seed.pastEventId,
        };
      }

      function legacyBooking(i: number): LegacyBooking & { id: string } {
        const n = String(i).padStart(4, '0');
        return {
          id: `paged-legacy-${n}`,
          name: `Guest ${n}`,
          email: `legacy${n}@example.com`,
          eventId: seed.pastEventId,
          createdAt: at(i),
        };
      }

      const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

      /** Every page, following the cursors until both are null. */
      async function everyPage(): Promise<Registrations[]> {
        const pages = [await office.registrations.list()];
        for (let last = pages[0]!; last.cursor.bookings !== null || last.cursor.legacy !== null;) {
          last = await office.registrations.list({ after: last.cursor });
          pages.push(last);
          if (pages.length > 10) throw new Error('Paging does not end');
        }
        return pages;
      }

      const newestFirst = (a: { createdAt: string; id: string }, b: typeof a) =>
        b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

      it('gives 100 per source, then the rest by cursor, each once, newest first', async () => {
        const legacyBefore = (await office.registrations.list()).legacy;
        await harness.seedRegistrations({
          bookings: range(PAGE + 31).map(newBooking),
          legacy: range(PAGE + 3).map(legacyBooking),
        });
        const pages = await everyPage();
        expect(pages).toHaveLength(2);
        const [first, second] = pages as [Registrations, Registrations];
        expect(first.bookings).toHaveLength(PAGE);
        expect(first.legacy).toHaveLength(PAGE);
        expect(typeof first.cursor.bookings).toBe('string');
        expect(typeof first.cursor.legacy).toBe('string');
        expect(second.bookings).toHaveLength(31);
        expect(second.legacy).toHaveLength(3 + legacyBefore.length);
        expect(second.cursor).toEqual({ bookings: null, legacy: null });

        const bookings = pages.flatMap((page) => page.bookings);
        expect(bookings.map((b) => b.id)).toEqual([...bookings].sort(newestFirst).map((b) => b.id));
        expect(new Set(bookings.map((b) => b.id)).size).toBe(PAGE + 31);
        const legacy = pages.flatMap((page) => page.legacy);
        expect(legacy.map((b) => b.id)).toEqual([...legacy].sort(newestFirst).map((b) => b.id));
        expect(new Set(legacy.map((b) => b.id))).toEqual(
          new Set([
            ...range(PAGE + 3).map((i) => `paged-legacy-${String(i).padStart(4, '0')}`),
            ...legacyBefore.map((b) => b.id),
          ]),
        );
      });

      it('says there is no more when a source holds exactly one page', async () => {
        await harness.seedRegistrations({ bookings: range(PAGE).map(newBooking), legacy: [] });
        const first = await office.registrations.list();
        expect(first.bookings).toHaveLength(PAGE);
        expect(first.cursor).toEqual({ bookings: null, legacy: null });
      });

      it('pages only the source that has more; a finished source gives nothing', async () => {
        await harness.seedRegistrations({ bookings: range(PAGE + 1).map(newBooking), legacy: [] });
        const first = await office.registrations.list();
        expect(first.cursor.legacy).toBeNull();
        const next = await office.registrations.list({ after: first.cursor });
        expect(next.bookings).toHaveLength(1);
        expect(new Set([...first.bookings, ...next.bookings].map((b) => b.id)).size).toBe(PAGE + 1);
        expect(next.legacy).toEqual([]);
        expect(next.cursor).toEqual({ bookings: null, legacy: null });
      });

      it('neither repeats nor skips when a booking arrives between pages', async () => {
        await harness.seedRegistrations({ bookings: range(PAGE + 5).map(newBooking), legacy: [] });
        const first = await office.registrations.list();
        const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
        const next = await office.registrations.list({ after: first.cursor });
        const seen = [...first.bookings, ...next.bookings].map((b) => b.id);
        expect(seen).not.toContain(ticket.bookingId);
        expect(new Set(seen).size).toBe(PAGE + 5);
        expect((await office.registrations.list()).bookings[0]?.id).toBe(ticket.bookingId);
      });

      it.each(['not a cursor', '[1,2]', '{}', 'null'])(
        'refuses a cursor it did not issue: %j',
        async (cursor) => {
          const error = await rejection(
            office.registrations.list({ after: { bookings: cursor, legacy: null } }),
          );
          expect(error.code).toBe('invalid-request');
        },
      );
    });

    describe('sessions and permissions', () => {
      // Every operation of the organisers' half, called straight on the port with harmless
      // arguments: the adapter itself must refuse each one, not only the admin screens.
      const adminOperations: Array<[string, (office: AdminBackend) => Promise<unknown>]> = [
        ['events.list', (o) => o.events.list()],
        ['events.get', (o) => o.events.get(seed.upcomingEvent.id)],
        ['events.create', (o) => o.events.create(smallEvent(10))],
        ['events.update', (o) => o.events.update(seed.upcomingEvent.id, smallEvent(300))],
        ['events.remove', (o) => o.events.remove(seed.upcomingEvent.id)],
        [
          'checkIn.checkIn',
          (o) => o.checkIn.checkIn(byId(seed.legacyBookingIds.stagMembers), seed.pastEventId),
        ],
        ['checkIn.undo', (o) => o.checkIn.undo(seed.legacyBookingIds.stag)],
        ['checkIn.search', (o) => o.checkIn.search(seed.pastEventId, seed.admin.email)],
        ['checkIn.scanLog', (o) => o.checkIn.scanLog(seed.pastEventId)],
        [
          'checkIn.watch',
          (o) =>
            new Promise((resolve, reject) => {
              const stop = o.checkIn.watch(
                seed.pastEventId,
                (state) => {
                  stop();
                  resolve(state);
                },
                reject,
              );
            }),
        ],
        ['checkIn.history', (o) => o.checkIn.history(seed.pastEventId)],
        ['promoCodes.list', (o) => o.promoCodes.list()],
        [
          'promoCodes.create',
          (o) =>
            o.promoCodes.create({
              code: 'VIPSNEAKY1',
              discountPercentage: 100,
              attendeeLimit: 20,
              usedFor: 'Stag',
            }),
        ],
        ['promoCodes.remove', (o) => o.promoCodes.remove(seed.promoCodes.free)],
        ['registrations.list', (o) => o.registrations.list()],
        [
          'registrations.list (next page)',
          (o) => o.registrations.list({ after: { bookings: '["2025-01-01","x"]', legacy: null } }),
        ],
        ['wallet.balance', (o) => o.wallet.balance()],
        ['wallet.topUp', (o) => o.wallet.topUp(seed.guest.email, 1_000_000)],
        ['transactions.incoming', (o) => o.transactions.incoming()],
        ['stats.summary', (o) => o.stats.summary()],
        ['contactMessages.list', (o) => o.contactMessages.list()],
        ['mail.list', (o) => o.mail.list()],
        ...(seed.resettable
          ? [
              ['resetDemoData', (o: AdminBackend) => o.resetDemoData!()] as [
                string,
                (o: AdminBackend) => Promise<unknown>,
              ],
            ]
          : []),
      ];

      async function nothingChanged() {
        await signInAdmin();
        const codes = (await office.promoCodes.list()).map((p) => p.code);
        expect(codes).toContain(seed.promoCodes.free);
        expect(codes).not.toContain('VIPSNEAKY1');
        await expect(office.events.get(seed.upcomingEvent.id)).resolves.toMatchObject({
          capacity: seed.upcomingEvent.capacity,
        });
        const stag = (await office.registrations.list()).legacy.find(
          (b) => b.id === seed.legacyBookingIds.stag,
        );
        expect(stag?.checkedIn).toBe(true);
        expect(stag).toBeDefined();
      }

      it.each(adminOperations)('%s is refused when nobody is signed in', async (_name, call) => {
        await office.auth.signOut();
        const error = await rejection(call(office));
        expect(error).toEqual({ code: 'unauthenticated', message: expect.any(String) });
        await nothingChanged();
      });

      it.each(adminOperations)(
        '%s is refused for a signed-in user who is not an admin',
        async (_name, call) => {
          // An organiser whose rights are taken away while signed in: the session stays, the
          // rights do not.
          await harness.setAdmin(seed.admin.uid, false);
          const error = await rejection(call(office));
          expect(error).toEqual({ code: 'permission-denied', message: expect.any(String) });
          await harness.setAdmin(seed.admin.uid, true);
          await nothingChanged();
        },
      );

      it('names the signed-in organiser, and no one after sign-out', async () => {
        expect(office.auth.currentUser()).toMatchObject({ email: seed.admin.email, isAdmin: true });
        await office.auth.signOut();
        expect(office.auth.currentUser()).toBeNull();
      });
    });

    describe('undo and the scan log', () => {
      it('undoes a check-in, so the ticket can be admitted again', async () => {
        const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
        const first = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id, {
          scanned: JSON.stringify({ bookingId: ticket.bookingId }),
          device: 'Door 1',
        });
        expect(first.ok).toBe(true);
        await expect(office.checkIn.undo(ticket.bookingId)).resolves.toMatchObject({
          bookingId: ticket.bookingId,
          people: 1,
        });
        await expect(office.checkIn.history(seed.upcomingEvent.id)).resolves.toEqual([]);
        await expect(rejection(office.checkIn.undo(ticket.bookingId))).resolves.toMatchObject({
          code: 'conflict',
        });
        const again = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
        expect(again).toMatchObject({ ok: true, record: { bookingId: ticket.bookingId } });
      });

      it('refuses to undo a booking that does not exist', async () => {
        await expect(rejection(office.checkIn.undo('no-such-booking'))).resolves.toEqual({
          code: 'not-found',
          message: BOOKING_NOT_FOUND_MESSAGE,
        });
      });
    });

    describe('seats on the event', () => {
      it('counts sold tickets and live holds on the event, for anonymous visitors', async () => {
        await office.auth.signOut();
        const payment = paymentOf(
          await backend.checkout.createOrder(order({ ticket499Count: 2, ticket1212Count: 1 })),
        );
        expect(await backend.events.nextUpcoming()).toMatchObject({ sold: 3 });
        await pay(payment);
        expect(await backend.events.nextUpcoming()).toMatchObject({
          sold: 3,
          remaining: seed.upcomingEvent.capacity - 3,
        });
        await backend.checkout.createOrder(
          order({ ticket499Count: 0, ticket1212Count: 1, couponCode: seed.promoCodes.free }),
        );
        expect(await backend.events.nextUpcoming()).toMatchObject({ sold: 4 });
      });

      it('will not let an event shrink below its sold seats, nor delete an event with bookings', async () => {
        await pay(paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 3 }))));
        const current = await office.events.get(seed.upcomingEvent.id);
        if (!current) throw new Error('the seeded event is missing');
        const { id: _id, ...values } = current;
        await expect(
          rejection(office.events.update(current.id, { ...values, capacity: 2 })),
        ).resolves.toMatchObject({ code: 'invalid-request' });
        await expect(
          office.events.update(current.id, { ...values, capacity: 3 }),
        ).resolves.toMatchObject({
          capacity: 3,
        });
        await expect(rejection(office.events.remove(current.id))).resolves.toMatchObject({
          code: 'conflict',
        });
        await expect(backend.events.nextUpcoming()).resolves.toMatchObject({ remaining: 0 });
      });
    });

    describe('ticket e-mails (the mail outbox)', () => {
      it('queues one e-mail per booking, paid or free, newest first, for organisers to list', async () => {
        await office.auth.signOut();
        const paid = await pay(
          paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
        );
        // Mails are ordered by their time; two in the same millisecond have no order.
        const paidAt = Date.now();
        await expect.poll(() => Date.now()).toBeGreaterThan(paidAt);
        const free = ticketOf(
          await backend.checkout.createOrder(
            order({
              ticket499Count: 0,
              ticket1212Count: 1,
              couponCode: seed.promoCodes.free,
              email: 'ravi@example.com',
            }),
          ),
        );
        await signInAdmin();
        const mails = await office.mail.list();
        expect(mails.map((m) => [m.to, m.bookingId])).toEqual([
          ['ravi@example.com', free.bookingId],
          ['asha@example.com', paid.bookingId],
        ]);
        const [, first] = mails;
        expect(first!.createdAt).toEqual(expect.any(String));
        expect(first!.message.subject).toContain(seed.upcomingEvent.title);
        expect(first!.message.text).toContain(`/ticket/${paid.token}`);
        expect(first!.message.html).toContain(`/ticket/${paid.token}`);
        expect(first!.message.attachments.map((a) => a.contentType)).toEqual([
          'image/png',
          'text/calendar;charset=utf-8',
        ]);
        expect(typeof office.mail.sendsEmail).toBe('boolean');
      });

      it('writes no second e-mail when the same payment is confirmed again, and none for an unpaid order', async () => {
        const payment = paymentOf(await backend.checkout.createOrder(order()));
        const paymentId = 'pay_contract_mail_once';
        const confirmation = {
          orderId: payment.orderId,
          providerOrderId: payment.providerOrderId,
          paymentId,
          signature: await harness.signPayment(payment.providerOrderId, paymentId),
        };
        await backend.checkout.confirmPayment(confirmation);
        await backend.checkout.confirmPayment(confirmation);
        await backend.checkout.createOrder(order({ email: 'unpaid@example.com' }));
        const mails = await office.mail.list();
        expect(mails.map((m) => m.to)).toEqual(['asha@example.com']);
      });
    });

    describe('contact messages', () => {
      const message = { name: 'Meera', email: 'meera@example.com', message: 'Is there parking?' };

      it('keeps a visitor’s message where the organisers can list it, newest first', async () => {
        await office.auth.signOut();
        const result = await backend.contact.send(message);
        expect(['sent', 'kept-in-demo']).toContain(result.kind);
        // Messages are ordered by their time; two in the same millisecond have no order.
        const sentAt = Date.now();
        await expect.poll(() => Date.now()).toBeGreaterThan(sentAt);
        await backend.contact.send({ ...message, message: 'And a second question.' });
        await signInAdmin();
        const listed = await office.contactMessages.list();
        expect(listed.map((m) => m.message)).toEqual([
          'And a second question.',
          'Is there parking?',
        ]);
        expect(listed[1]).toMatchObject({ ...message, createdAt: expect.any(String) });
      });

      it.each<[string, Record<string, string>]>([
        ['an over-long message', { ...message, message: 'x'.repeat(100_000) }],
        ['a bad e-mail', { ...message, email: 'not-an-email' }],
        ['no name', { ...message, name: '   ' }],
      ])('refuses %s, never cutting or storing it', async (_name, bad) => {
        const error = await rejection(backend.contact.send(bad as typeof message));
        expect(error.code).toBe('invalid-request');
        await expect(office.contactMessages.list()).resolves.toEqual([]);
      });
    });

    describe('auth', () => {
      beforeEach(async () => {
        await office.auth.signOut();
      });

      it('reports the current user at once and on every change', async () => {
        const seen: Array<string | null> = [];
        const unsubscribe = office.auth.onAuthStateChanged((user) =>
          seen.push(user?.email ?? null),
        );
        expect(seen).toEqual([null]);
        await signInAdmin();
        await office.auth.signOut();
        unsubscribe();
        await signInAdmin();
        expect(seen).toEqual([null, seed.admin.email, null]);
      });

      it('signs the admin in whatever the e-mail’s case', async () => {
        await expect(
          office.auth.signIn(`  ${seed.admin.email.toUpperCase()} `, seed.admin.password),
        ).resolves.toMatchObject({
          uid: expect.any(String),
          email: seed.admin.email,
          isAdmin: true,
        });
      });

      it.each<[string, string, string]>([
        ['wrong password', seed.admin.email, 'not-the-password'],
        ['password in the wrong case', seed.admin.email, seed.admin.password.toUpperCase()],
        ['empty password', seed.admin.email, ''],
        ['unknown e-mail', 'nobody@sangeetvibes.demo', seed.admin.password],
        ['empty e-mail', '', ''],
      ])('%s → Invalid credentials', async (_name, email, password) => {
        await expect(rejection(office.auth.signIn(email, password))).resolves.toEqual({
          code: 'invalid-credentials',
          message: INVALID_CREDENTIALS_MESSAGE,
        });
      });

      it('signs a non-admin out with "Access denied"', async () => {
        const seen: Array<string | null> = [];
        office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
        await expect(
          rejection(office.auth.signIn(seed.guest.email, seed.guest.password)),
        ).resolves.toEqual({ code: 'not-admin', message: NOT_ADMIN_MESSAGE });
        expect(seen.at(-1)).toBeNull();
      });

      async function failFiveTimes() {
        for (let i = 0; i < 5; i++) {
          const error = await rejection(office.auth.signIn(seed.admin.email, `wrong-${i}`));
          expect(error.code).toBe('invalid-credentials');
        }
      }

      it('pauses sign-in after 5 failures, even with the right password', async () => {
        await failFiveTimes();
        await expect(rejection(signInAdmin())).resolves.toEqual({
          code: 'too-many-requests',
          message: TOO_MANY_ATTEMPTS_MESSAGE,
        });
        expect(office.auth.currentUser()).toBeNull();
      });

      it('pauses that account only, and in every client', async () => {
        await failFiveTimes();
        await expect(
          rejection(office.auth.signIn(seed.guest.email, seed.guest.password)),
        ).resolves.toMatchObject({ code: 'not-admin' });
        if (!harness.second) return;
        const other = await harness.second();
        await expect(rejection(signInAdmin(other.office))).resolves.toMatchObject({
          code: 'too-many-requests',
        });
      });

      describe.runIf(seed.googleChooser)('Continue with Google (the chooser)', () => {
        /** A chooser that records what it was offered and picks `pick` (null: closed). */
        function chooser(pick: (accounts: ReadonlyArray<ChooserAccount>) => string | null) {
          const offered: Array<ReadonlyArray<ChooserAccount>> = [];
          const choose: AccountChooser = async (accounts) => {
            offered.push(accounts);
            return pick(accounts);
          };
          return { choose, offered };
        }

        it('offers the accounts, every time, and signs the organiser in', async () => {
          const seen: Array<string | null> = [];
          office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
          const { choose, offered } = chooser(() => seed.admin.email);
          await expect(office.auth.signInWithGoogle(choose)).resolves.toMatchObject({
            uid: seed.admin.uid,
            email: seed.admin.email,
            isAdmin: true,
          });
          expect(offered).toHaveLength(1);
          expect(offered[0]!.map((account) => account.email)).toEqual(
            expect.arrayContaining([seed.admin.email, seed.guest.email]),
          );
          for (const account of offered[0]!) expect(account.displayName).not.toBe('');
          expect(office.auth.currentUser()).toMatchObject({ email: seed.admin.email });
          expect(seen).toEqual([null, seed.admin.email]);
          // The chooser is forced: signing in again asks again.
          await office.auth.signOut();
          await office.auth.signInWithGoogle(choose);
          expect(offered).toHaveLength(2);
        });

        it('refuses an account that is not an admin, and signs it out', async () => {
          const seen: Array<string | null> = [];
          office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
          const { choose } = chooser(() => seed.guest.email);
          await expect(rejection(office.auth.signInWithGoogle(choose))).resolves.toEqual({
            code: 'not-admin',
            message: NOT_ADMIN_MESSAGE,
          });
          expect(office.auth.currentUser()).toBeNull();
          expect(seen.at(-1)).toBeNull();
          await expect(rejection(office.promoCodes.list())).resolves.toMatchObject({
            code: 'unauthenticated',
          });
        });

        it('changes nothing when the chooser is closed without a pick', async () => {
          const seen: Array<string | null> = [];
          office.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
          const { choose } = chooser(() => null);
          await expect(office.auth.signInWithGoogle(choose)).resolves.toBeNull();
          expect(office.auth.currentUser()).toBeNull();
          // Signed in already: closing the chooser keeps the organiser signed in.
          await signInAdmin();
          await expect(office.auth.signInWithGoogle(choose)).resolves.toBeNull();
          expect(office.auth.currentUser()).toMatchObject({ email: seed.admin.email });
          expect(seen).toEqual([null, seed.admin.email]);
        });

        it('refuses an account the chooser did not offer', async () => {
          const { choose } = chooser(() => 'someone-else@example.com');
          await expect(rejection(office.auth.signInWithGoogle(choose))).resolves.toMatchObject({
            code: 'unknown',
          });
          expect(office.auth.currentUser()).toBeNull();
        });

        it('is not paused by wrong passwords: the lock-out is for passwords', async () => {
          await failFiveTimes();
          const { choose } = chooser(() => seed.admin.email);
          await expect(office.auth.signInWithGoogle(choose)).resolves.toMatchObject({
            isAdmin: true,
          });
        });
      });
    });
  });
}
