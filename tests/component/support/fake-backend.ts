import { vi } from 'vitest';
import type {
  PublicBackend,
  ContactApi,
  CheckoutHandlers,
  CheckoutOptions,
  CreateOrderResult,
  EventAvailability,
  LegacyTicketLookup,
  PaymentConfirmation,
  PaymentsGateway,
} from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import { checkLookedUpCoupon, precheckCoupon } from '@/domain/coupons';
import type { Event } from '@/domain/events';
import type { OrderRequest } from '@/domain/order-request';
import { quote, type CouponTerms, type Quote } from '@/domain/pricing';
import type { TicketCounts } from '@/domain/prices';
import type { PromoCode } from '@/domain/promo-codes';

/**
 * A hand-written Backend for component tests: the booking-related areas behave like the demo
 * adapter (same domain rules, DESIGN §7 promo codes), every call is a vi.fn to assert on, and the
 * payment gateway is driven by the test (pay, dismiss, fail).
 */
export const upcomingEvent: Event = {
  id: 'evt-next',
  title: 'Sangeet Vibes: The Mock Sangeet Night',
  date: '2026-12-19',
  startTime: '18:00',
  endTime: '22:00',
  location: 'The Courtyard, Indiranagar, Bengaluru',
  price: 499,
  capacity: 200,
  imageUrl: '/media/poster.webp',
  description:
    'A 4-hour mock sangeet party for adults (18+): DJ, dhol, dance-offs and a mehndi corner.',
};

export function availability(remaining = 200, event: Event = upcomingEvent): EventAvailability {
  return { event, sold: event.capacity - remaining, remaining };
}

const promo = (code: string, overrides: Partial<PromoCode>): PromoCode => ({
  id: code,
  code,
  discountPercentage: 10,
  attendeeLimit: 1,
  usedBy: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ticketType: '1212',
  usedFor: 'Stag',
  stagAttendeeLimit: 1,
  coupleAttendeeLimit: 2,
  ...overrides,
});

export const promoCodes: Record<string, PromoCode> = {
  VIPFREE100: promo('VIPFREE100', { discountPercentage: 100 }),
  VIPHALF50: promo('VIPHALF50', { discountPercentage: 50, attendeeLimit: 2 }),
  VIPUSED01: promo('VIPUSED01', {
    discountPercentage: 20,
    usedBy: ['someone@example.com'],
    isActive: false,
  }),
  VIPOFF001: promo('VIPOFF001', { discountPercentage: 30, isActive: false }),
};

export function ticketFor(priced: Quote, email: string, n = 1): Ticket {
  return {
    token: `TOKEN${n}abcdefghijklmnopq`,
    bookingId: `booking-${n}`,
    email,
    title: upcomingEvent.title,
    date: upcomingEvent.date,
    time: '6:00 PM – 10:00 PM',
    location: upcomingEvent.location,
    amountPaid: priced.total,
    couponCode: priced.couponCode,
    ticket499Count: priced.ticket499Count,
    ticket1212Count: priced.ticket1212Count,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

/** The checkout the test drives: the last opened checkout's handlers, called on demand. */
export class FakeGateway implements PaymentsGateway {
  opened: Array<{ options: CheckoutOptions; handlers: CheckoutHandlers }> = [];
  load = vi.fn(() => Promise.resolve());
  open = vi.fn((options: CheckoutOptions, handlers: CheckoutHandlers) => {
    this.opened.push({ options, handlers });
  });

  get last() {
    const last = this.opened.at(-1);
    if (!last) throw new Error('No checkout was opened');
    return last;
  }

  pay(paymentId = 'pay_TEST1') {
    this.last.handlers.onSuccess({
      paymentId,
      providerOrderId: this.last.options.providerOrderId,
      signature: 'signature-from-checkout',
    });
  }

  dismiss() {
    this.last.handlers.onDismiss();
  }

  fail(description = 'Card declined by the bank') {
    this.last.handlers.onFailure({ code: 'BAD_REQUEST_ERROR', description });
  }
}

/** `implemented` as given; any other method of the area throws, naming itself. */
function partial<T extends object>(area: string, implemented: Partial<T> = {}): T {
  return new Proxy(implemented, {
    get: (target, key) =>
      key in target
        ? target[key as keyof typeof target]
        : () => {
            throw new Error(`The fake backend does not implement ${area}.${String(key)}`);
          },
  }) as T;
}

export function createFakeBackend(
  options: { remaining?: number; mode?: PublicBackend['mode'] } = {},
) {
  const gateway = new FakeGateway();
  const orders = new Map<string, { priced: Quote; email: string }>();
  let orderCount = 0;

  const coupon = (code: string | null): CouponTerms | null => {
    const record = code ? promoCodes[code] : undefined;
    return record
      ? {
          code: record.code,
          discountPercentage: record.discountPercentage,
          attendeeLimit: record.attendeeLimit,
        }
      : null;
  };

  const backend = {
    mode: options.mode ?? 'demo',
    events: {
      nextUpcoming: vi.fn(async (): Promise<EventAvailability | null> =>
        availability(options.remaining ?? 200),
      ),
    },
    checkout: {
      previewCoupon: vi.fn(async (raw: string, counts: TicketCounts) => {
        const precheck = precheckCoupon(raw, counts.ticket1212Count);
        if (!precheck.ok) return precheck;
        return checkLookedUpCoupon(precheck.code, promoCodes[precheck.code] ?? null, {
          orderId: null,
          now: new Date(),
        });
      }),
      createOrder: vi.fn(async (request: OrderRequest): Promise<CreateOrderResult> => {
        orderCount += 1;
        const priced = quote(request, coupon(request.couponCode));
        if (priced.total === 0)
          return { kind: 'fulfilled', ticket: ticketFor(priced, request.email, orderCount) };
        const orderId = `order-${orderCount}`;
        orders.set(orderId, { priced, email: request.email });
        return {
          kind: 'payment-required',
          payment: {
            orderId,
            providerOrderId: `order_PROVIDER${orderCount}`,
            amount: priced.total,
            currency: 'INR',
            description: 'Tickets',
            quote: priced,
            email: request.email,
            keyId: null,
            expiresAt: '2026-11-01T10:15:00.000Z',
          },
        };
      }),
      confirmPayment: vi.fn(async (confirmation: PaymentConfirmation): Promise<Ticket> => {
        const order = orders.get(confirmation.orderId);
        if (!order) throw new Error(`No order ${confirmation.orderId}`);
        return ticketFor(
          order.priced,
          order.email,
          Number(confirmation.orderId.replace('order-', '')),
        );
      }),
      abandonOrder: vi.fn(async (_orderId: string) => undefined),
    },
    payments: gateway,
    tickets: {
      getByToken: vi.fn(async (_token: string): Promise<Ticket | null> => null),
      getLegacyBooking: vi.fn(async (_id: string): Promise<LegacyTicketLookup> => ({
        kind: 'missing',
      })),
    },
    contact: partial<ContactApi>('contact'),
    loadAdmin: vi.fn(() => Promise.reject(new Error('The fake backend has no admin half'))),
  } satisfies PublicBackend;

  return { backend, gateway };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>['backend'];

/** A promise the test settles by hand, to hold the page in a loading or busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
