/**
 * The Backend port (DESIGN §1): the one door to data. Features reach it only through
 * `useBackend()` (backend-context.tsx); the demo adapter (IndexedDB) and the Firebase adapter
 * implement it, and tests/contract runs one suite against both. Values crossing it are plain
 * typed objects with ISO-string dates — never SDK types.
 */
import type { Booking, Ticket } from '@/domain/booking';
import type { Event, EventFormValues } from '@/domain/events';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { OrderRequest } from '@/domain/order-request';
import type { CouponTerms, Quote } from '@/domain/pricing';
import type { TicketCounts } from '@/domain/prices';
import type { PromoCode, PromoCodeFormValues } from '@/domain/promo-codes';
import type { DashboardStats } from '@/domain/stats';

export type BackendMode = 'demo' | 'firebase';

export interface Backend {
  mode: BackendMode;
  auth: AuthApi;
  events: EventsApi;
  checkout: CheckoutApi;
  payments: PaymentsGateway;
  tickets: TicketsApi;
  checkIn: CheckInApi;
  promoCodes: PromoCodesApi;
  registrations: RegistrationsApi;
  wallet: WalletApi;
  transactions: TransactionsApi;
  stats: StatsApi;
  /** Demo mode only: put the seed data back (DESIGN §7). */
  resetDemoData?: () => Promise<void>;
}

// ---------------------------------------------------------------- auth

export interface AppUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  isAdmin: boolean;
}

export interface AuthApi {
  /** Rejects with BackendError codes 'invalid-credentials' | 'too-many-requests' | 'not-admin' | 'unknown'. */
  signIn(email: string, password: string): Promise<AppUser>;
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) at once and on every change; returns unsubscribe. */
  onAuthStateChanged(listener: (user: AppUser | null) => void): () => void;
}

// ---------------------------------------------------------------- events

export interface EventAvailability {
  event: Event;
  /**
   * Seats taken: tickets of confirmed bookings of this event plus those held by unpaid orders
   * still inside their 15-minute hold (so two buyers cannot pay for the last seat).
   */
  sold: number;
  /** capacity − sold, never below 0. */
  remaining: number;
}

export interface EventsApi {
  /** All events, sorted by date ascending. */
  list(): Promise<Event[]>;
  get(id: string): Promise<Event | null>;
  /** The next event on or after today (India time) with its availability, or null. */
  nextUpcoming(now?: Date): Promise<EventAvailability | null>;
  create(values: EventFormValues): Promise<Event>;
  update(id: string, values: EventFormValues): Promise<Event>;
  remove(id: string): Promise<void>;
}

// ---------------------------------------------------------------- checkout (DESIGN §4)

export type CouponPreview = { ok: true; coupon: CouponTerms } | { ok: false; message: string };

/** What the browser needs to open the payment provider's checkout for a pending order. */
export interface PendingPayment {
  /** Our orders/{id}. */
  orderId: string;
  /** The provider's order id (Razorpay `order_…`; in demo mode a simulated one). */
  providerOrderId: string;
  /** Whole rupees, recomputed by the server side; the checkout is opened with amount × 100. */
  amount: number;
  currency: 'INR';
  description: string;
  quote: Quote;
  email: string;
  /** Razorpay key id (public); null in demo mode. */
  keyId: string | null;
  /** When the coupon hold (if any) lapses, ISO. */
  expiresAt: string;
}

export type CreateOrderResult =
  { kind: 'fulfilled'; ticket: Ticket } | { kind: 'payment-required'; payment: PendingPayment };

/** What the checkout hands back on success (Razorpay's handler response, renamed). */
export interface PaymentConfirmation {
  orderId: string;
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

export interface CheckoutApi {
  /** A `get` of one code plus the spec §5 checks; never reserves it. */
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
  /** The visitor closed the checkout: release the coupon hold at once. Idempotent. */
  abandonOrder(orderId: string): Promise<void>;
}

/**
 * The payment provider's checkout in the browser, shaped like Razorpay Checkout (spec §7): in
 * production it loads checkout.js and opens `new Razorpay(options)`; in demo mode it opens a
 * simulated, plainly labelled dialog whose signature verifies with the demo secret.
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
  /** Spec §7 metadata, as Razorpay `notes`. */
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
  /** Legacy bookings/{id} with its event (DESIGN §9 fallback for old links). */
  getLegacyBooking(bookingId: string): Promise<LegacyTicketLookup>;
}

// ---------------------------------------------------------------- admin areas

export interface CheckInRecord {
  bookingId: string;
  source: 'newbookings' | 'bookings';
  email: string;
  name: string | null;
  people: number;
  checkInTime: string;
}

export type CheckInResult =
  { ok: true; record: CheckInRecord } | { ok: false; message: string; checkedInAt: string | null };

export interface CheckInApi {
  /** One transaction: read the booking (new, then legacy), reject if missing or already in, else mark it. */
  checkIn(bookingId: string, eventId: string | null): Promise<CheckInResult>;
  /** Find a booking id by e-mail for manual check-in at the door. */
  findByEmail(
    email: string,
    eventId: string,
  ): Promise<Array<{ bookingId: string; source: CheckInRecord['source'] }>>;
  history(eventId: string): Promise<CheckInRecord[]>;
}

export interface PromoCodesApi {
  /** Newest first. */
  list(): Promise<PromoCode[]>;
  /** Rejects with BackendError 'duplicate' when the code exists. */
  create(values: PromoCodeFormValues): Promise<PromoCode>;
  remove(code: string): Promise<void>;
}

export interface Registrations {
  bookings: Array<Booking & { id: string }>;
  legacy: Array<LegacyBooking & { id: string }>;
}

export interface RegistrationsApi {
  /** Newest first, at most 100 from each source (spec §9). */
  list(): Promise<Registrations>;
}

export interface WalletTransaction {
  id: string;
  toId?: string;
  fromName?: string;
  fromEmail?: string;
  userId?: string;
  amount: number;
  type?: 'credit';
  description?: string;
  reference?: string;
  status?: 'completed';
  createdAt: string;
}

export interface WalletApi {
  balance(uid: string): Promise<number>;
  /** Credits the user with this e-mail and records the top-up, atomically. Rejects 'not-found' ('User not found'). */
  topUp(email: string, amount: number): Promise<{ balance: number }>;
}

export interface TransactionsApi {
  /** Payments addressed to this admin, newest first, at most 50. */
  incoming(adminUid: string): Promise<WalletTransaction[]>;
}

export interface StatsApi {
  summary(adminUid: string): Promise<DashboardStats>;
}

// ---------------------------------------------------------------- errors

export type BackendErrorCode =
  | 'invalid-credentials'
  | 'too-many-requests'
  | 'not-admin'
  | 'invalid-request'
  | 'sold-out'
  | 'over-capacity'
  | 'coupon'
  | 'bad-signature'
  | 'not-found'
  | 'duplicate'
  | 'unknown';

/** A failure whose message is written for the person using the site. */
export class BackendError extends Error {
  readonly code: BackendErrorCode;
  constructor(code: BackendErrorCode, message: string) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}
