/**
 * The Backend port (docs/design.md §1.4): the one door to data. Features reach it only through
 * `useBackend()` (backend-context.tsx); the demo adapter (IndexedDB) and the Firebase adapter
 * implement it, and tests/contract runs one suite against both. Values crossing it are plain
 * typed objects with ISO-string dates — never SDK types.
 */
import type { Ticket } from '@/domain/booking';
import type { ContactMessage } from '@/domain/contact';
import type { Event } from '@/domain/events';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { OrderRequest } from '@/domain/order-request';
import type { CouponTerms, Quote } from '@/domain/pricing';
import type { TicketCounts } from '@/domain/prices';
import type { PaymentConfirmation } from '@/engine/flows/fulfil-order';
import type { NextEventOnSale } from '@/domain/seats';
import type { AdminBackend } from './admin-backend';

export type BackendMode = 'demo' | 'firebase';

/**
 * What visitors use: the next event with its seats left, the coupon preview, the order and its
 * payment, tickets by link, and the contact form. None of it needs a sign-in or lists a private
 * collection: seats left come from the event document's counters; orders are written and read
 * by the server side's flows; a ticket (and an old booking behind a legacy link) is one `get`
 * of an id only its link holds. The organisers' half loads on demand.
 */
export interface PublicBackend {
  mode: BackendMode;
  events: PublicEventsApi;
  checkout: CheckoutApi;
  payments: PaymentsGateway;
  tickets: TicketsApi;
  contact: ContactApi;
  /** The organisers' half (admin-backend.ts), in its own chunk; the same instance every call. */
  loadAdmin(): Promise<AdminBackend>;
}

// ---------------------------------------------------------------- events

export type { EventAvailability, NextEventOnSale } from '@/domain/seats';

export interface PublicEventsApi {
  /**
   * The next event on or after today (India time) with its seats, or null; when it is sold out,
   * also the first later event that still has seats (`following`).
   */
  nextUpcoming(now?: Date): Promise<NextEventOnSale | null>;
}

// ---------------------------------------------------------------- checkout (docs/design.md §4)

export type CouponPreview = { ok: true; coupon: CouponTerms } | { ok: false; message: string };

/** What the browser needs to open the payment provider's checkout for a pending order. */
export interface PendingPayment {
  /** Our orders/{id}. */
  orderId: string;
  /** The provider's order id (Razorpay `order_…`; in demo mode a simulated one). */
  providerOrderId: string;
  /** Whole rupees, recomputed by the server side: the page refuses a total it did not show. */
  amount: number;
  /**
   * What Checkout opens with, as the server decided it (domain/orders.ts orderCharge): the
   * browser passes these on and computes none of them.
   */
  amountPaise: number;
  currency: 'INR';
  description: string;
  /** docs/product-spec.md §7 metadata, as Razorpay `notes`. */
  notes: Record<string, string>;
  quote: Quote;
  email: string;
  /** Razorpay key id (public); null in demo mode. */
  keyId: string | null;
  /** When the coupon hold (if any) lapses, ISO. */
  expiresAt: string;
}

export type CreateOrderResult =
  { kind: 'fulfilled'; ticket: Ticket } | { kind: 'payment-required'; payment: PendingPayment };

export type { PaymentConfirmation } from '@/engine/flows/fulfil-order';

export interface CheckoutApi {
  /** A `get` of one code plus the docs/product-spec.md §5 checks; never reserves it. */
  previewCoupon(rawCode: string, counts: TicketCounts): Promise<CouponPreview>;
  /**
   * Recomputes the quote from the price table and the coupon, checks capacity, and reserves
   * the coupon for 15 minutes, in one transaction. Total 0 fulfils at once.
   * Rejects with BackendError: 'invalid-request' | 'sold-out' | 'over-capacity' | 'coupon' | 'unknown'
   * whose message is fit to show the visitor.
   */
  createOrder(request: OrderRequest): Promise<CreateOrderResult>;
  /**
   * Verifies the signature (constant-time HMAC-SHA256 of `providerOrderId|paymentId`) against the
   * stored order, then fulfils idempotently: the same payment confirmed twice returns the same
   * ticket. Rejects with BackendError 'bad-signature' (nothing written) | 'not-found' | 'unknown'.
   */
  confirmPayment(confirmation: PaymentConfirmation): Promise<Ticket>;
  /** The visitor closed the checkout: give its seats and coupon hold back at once. Idempotent. */
  abandonOrder(orderId: string): Promise<void>;
}

/**
 * The payment provider's checkout in the browser, shaped like Razorpay Checkout
 * (docs/product-spec.md §7): in production it loads checkout.js and opens `new Razorpay(options)`;
 * in demo mode it opens a simulated, plainly labelled dialog whose signature verifies with the demo
 * secret.
 */
export interface CheckoutOptions {
  /** Razorpay key id; null in demo mode. */
  key: string | null;
  /** Minor units: whole rupees × 100. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  providerOrderId: string;
  /** docs/product-spec.md §7 metadata, as Razorpay `notes`. */
  notes: Record<string, string>;
  prefill: Record<string, string>;
}

export interface CheckoutSuccess {
  paymentId: string;
  providerOrderId: string;
  signature: string;
}

export interface CheckoutHandlers {
  onSuccess(result: CheckoutSuccess): void;
  /** The visitor closed the checkout without paying. */
  onDismiss(): void;
  /** The provider reported a failed payment (the checkout may stay open for a retry). */
  onFailure(error: { code: string; description: string }): void;
}

export interface PaymentsGateway {
  /** Loads the checkout script; resolves once it can open. Rejects if it cannot be loaded. */
  load(): Promise<void>;
  /** Opens the checkout; throws if it cannot open (the caller reports PAYMENT_FAILED). */
  open(options: CheckoutOptions, handlers: CheckoutHandlers): void;
}

// ---------------------------------------------------------------- tickets

export type LegacyTicketLookup =
  | { kind: 'found'; booking: LegacyBooking & { id: string }; event: Event | null }
  | { kind: 'missing' };

export interface TicketsApi {
  /** A `get` of tickets/{token}; null when no such ticket (or the token is malformed). */
  getByToken(token: string): Promise<Ticket | null>;
  /** Legacy bookings/{id} with its event (docs/design.md §9.4 fallback for old links). */
  getLegacyBooking(bookingId: string): Promise<LegacyTicketLookup>;
}

// ---------------------------------------------------------------- contact

export type ContactResult =
  | { kind: 'sent' }
  /** Demo mode: kept in this browser's demo data, where the admin area lists it; e-mailed to nobody. */
  | { kind: 'kept-in-demo' }
  | { kind: 'server-error'; detail: string }
  | { kind: 'network-error' }
  /** The sender's daily limit is reached (docs/design.md §13): `message` says what to do. */
  | { kind: 'limit-reached'; message: string };

export interface ContactApi {
  /**
   * Validates the message with the form's own schema (rejects BackendError 'invalid-request',
   * never cuts it) and delivers it: production stores it for the organisers and posts it to
   * the spreadsheet endpoint when one is configured.
   */
  send(message: ContactMessage): Promise<ContactResult>;
}

// ---------------------------------------------------------------- errors

export { BackendError, isBackendError, type BackendErrorCode } from '@/engine/errors';
