/**
 * The organisers' half of the port (DESIGN §1, §6): loaded only with the admin area, through
 * `PublicBackend.loadAdmin()`. Every operation acts as the signed-in user — no operation takes
 * a uid — and the adapter itself refuses it with BackendError 'unauthenticated' when nobody is
 * signed in and 'permission-denied' when the user is not an admin (users/{uid}.isAdmin), so a
 * caller that skips the UI gets nothing either.
 */
import type { Booking } from '@/domain/booking';
import type { Event, EventFormValues } from '@/domain/events';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { PromoCode, PromoCodeFormValues } from '@/domain/promo-codes';
import type { DashboardStats } from '@/domain/stats';
import type { ContactMessageDoc } from '@/engine/collections';
import type { CheckInRecord, CheckInResult } from '@/engine/flows/check-in';

export type { CheckInRecord, CheckInResult } from '@/engine/flows/check-in';
export type { ContactMessageDoc } from '@/engine/collections';

export interface AdminBackend {
  auth: AuthApi;
  events: AdminEventsApi;
  checkIn: CheckInApi;
  promoCodes: PromoCodesApi;
  registrations: RegistrationsApi;
  wallet: WalletApi;
  transactions: TransactionsApi;
  stats: StatsApi;
  contactMessages: ContactMessagesApi;
  /** Demo mode only: put the seed data back (DESIGN §7). Organisers only. */
  resetDemoData?: () => Promise<void>;
  /** Demo mode only: the seeded accounts the login page prints (DESIGN §6); absent in production. */
  demoAccounts?: ReadonlyArray<DemoAccountHint>;
}

export interface DemoAccountHint {
  email: string;
  password: string;
  label: string;
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
  /** The signed-in user now, or null. */
  currentUser(): AppUser | null;
  /** Calls back with the current user (or null) at once and on every change; returns unsubscribe. */
  onAuthStateChanged(listener: (user: AppUser | null) => void): () => void;
}

// ---------------------------------------------------------------- areas

export interface AdminEventsApi {
  /** All events, sorted by date ascending. */
  list(): Promise<Event[]>;
  get(id: string): Promise<Event | null>;
  create(values: EventFormValues): Promise<Event>;
  /** Rejects 'not-found', or 'invalid-request' when the capacity is below the seats sold. */
  update(id: string, values: EventFormValues): Promise<Event>;
  /** Rejects 'conflict' for an event with bookings. */
  remove(id: string): Promise<void>;
}

export interface CheckInDetails {
  /** What was scanned or typed, for the scan log. */
  scanned?: string;
  device?: string | null;
}

export interface CheckInApi {
  /** One transaction: read the booking (new, then legacy), refuse if missing or already in, else mark it; logged. */
  checkIn(
    bookingId: string | null,
    eventId: string | null,
    details?: CheckInDetails,
  ): Promise<CheckInResult>;
  /** Takes a mistaken check-in back (logged). Rejects 'not-found' | 'conflict' (not checked in). */
  undo(bookingId: string): Promise<CheckInRecord>;
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

/**
 * Where the next page of each source starts, as the adapter issued it (opaque to callers);
 * null when that source has nothing more.
 */
export interface RegistrationsCursor {
  bookings: string | null;
  legacy: string | null;
}

/** One page of registrations: new bookings and legacy bookings, each newest first. */
export interface Registrations {
  bookings: Array<Booking & { id: string }>;
  legacy: Array<LegacyBooking & { id: string }>;
  /** Pass it back as `after` for the next page. */
  cursor: RegistrationsCursor;
}

export interface RegistrationsApi {
  /**
   * Newest first (createdAt, then id, descending), at most REGISTRATIONS_PAGE_SIZE (100, spec
   * §9) from each source. Without `after`, the first page; with it, the page that follows that
   * cursor, where a null source gives nothing. Rejects 'invalid-request' for a cursor this
   * backend did not issue.
   */
  list(options?: { after?: RegistrationsCursor }): Promise<Registrations>;
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
  /** The signed-in organiser's balance. */
  balance(): Promise<number>;
  /** Credits the user with this e-mail and records the top-up, atomically. Rejects 'not-found' ('User not found'). */
  topUp(email: string, amount: number): Promise<{ balance: number }>;
}

export interface TransactionsApi {
  /** Payments addressed to the signed-in organiser, newest first, at most 50. */
  incoming(): Promise<WalletTransaction[]>;
}

export interface StatsApi {
  /** Spec §2 overview; the wallet is the signed-in organiser's. */
  summary(): Promise<DashboardStats>;
}

export interface ContactMessagesApi {
  /** What visitors sent through the contact form, newest first. */
  list(): Promise<ContactMessageDoc[]>;
}
