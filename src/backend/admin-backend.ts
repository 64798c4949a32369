/**
 * The organisers' half of the port (docs/design.md §1.4, §6.1): loaded only with the admin area,
 * through `PublicBackend.loadAdmin()`. Every operation acts as the signed-in user — no operation
 * takes a uid — and the adapter itself refuses it with BackendError 'unauthenticated' when nobody
 * is signed in and 'permission-denied' when the user is not an admin (users/{uid}.isAdmin), so a
 * caller that skips the UI gets nothing either.
 */
import type { Booking } from '@/domain/booking';
import type { Event, EventFormValues } from '@/domain/events';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { PromoCode, PromoCodeFormValues, PromoCodeListing } from '@/domain/promo-codes';
import type { RegistrationFilter } from '@/domain/registrations';
import type { DashboardStats } from '@/domain/stats';
import type { StaffAccess, StaffRole } from '@/domain/team';
import type { ContactMessageDoc, MailDoc, TeamDoc } from '@/engine/collections';
import type { Refund } from '@/domain/refunds';
import type { ScannedCode } from '@/domain/qr-payload';
import type { CheckInRecord, CheckInResult } from '@/engine/flows/check-in';
import type { DoorGuest, DoorState } from '@/engine/reads/door';
import type { EventFigures } from '@/engine/reads/event-figures';
import type { ScanLogEntry } from '@/engine/reads/scan-log';
import type { TeamMember } from '@/engine/reads/team';

export type {
  CheckInRecord,
  CheckInRefused,
  CheckInResult,
  OtherEvent,
} from '@/engine/flows/check-in';
export type { ContactMessageDoc, MailDelivery, MailDoc } from '@/engine/collections';
export type { Refund, RefundState } from '@/domain/refunds';
// The door's read model is the engine's (src/engine/reads/door.ts), shared by every adapter.
export type { DoorGuest, DoorState } from '@/engine/reads/door';
export { DOOR_SEARCH_LIMIT, DOOR_SEARCH_MIN_LENGTH } from '@/engine/reads/door';
export type { EventFigures } from '@/engine/reads/event-figures';
export type { ScanLogEntry } from '@/engine/reads/scan-log';
export type { ScanConflictFirst } from '@/engine/collections';
export { SCAN_LOG_LIMIT } from '@/engine/reads/scan-log';

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
  mail: MailApi;
  refunds: RefundsApi;
  team: TeamApi;
  /** Demo mode only: put the seed data back (docs/design.md §7). Organisers only. */
  resetDemoData?: () => Promise<void>;
  /**
   * Demo mode only: the seeded accounts the login page prints (docs/design.md §6.4); absent in
   * production.
   */
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
  /** An organiser (users/{uid}.isAdmin). */
  isAdmin: boolean;
  /**
   * What the person may do in the admin area (docs/design.md §6.1): everything, the door of
   * their assigned events, or (null) nothing — only staff hold a session.
   */
  access: StaffAccess;
}

/** One account a Google-style account chooser offers. */
export interface ChooserAccount {
  email: string;
  displayName: string;
}

/**
 * Draws an account chooser and settles with the e-mail of the account picked, or null when the
 * person closes it without picking. Given by the UI to `signInWithGoogle`.
 */
export type AccountChooser = (accounts: ReadonlyArray<ChooserAccount>) => Promise<string | null>;

export interface AuthApi {
  /**
   * E-mail and password. Rejects with BackendError codes 'invalid-credentials' |
   * 'too-many-requests' (5 failures in 15 minutes; even the right password is refused then) |
   * 'not-admin' (signed out again, docs/product-spec.md §6) | 'unknown'.
   */
  signIn(email: string, password: string): Promise<AppUser>;
  /**
   * "Continue with Google" (docs/product-spec.md §3: a Google-style provider with the account
   * chooser forced). Firebase: signInWithPopup with a GoogleAuthProvider whose custom parameters
   * are `{ prompt: 'select_account' }`; Google's popup is the chooser and `chooser` is not called.
   * An adapter without Google (the demo) asks `chooser` to draw one listing its accounts. Resolves
   * with the organiser; resolves null when the chooser was closed without a pick (Firebase:
   * auth/popup-closed-by-user, auth/cancelled-popup-request) — not a failure, so nothing changes
   * and there is nothing to say. Rejects 'not-admin' (signed out again) or 'unknown'.
   */
  signInWithGoogle(chooser: AccountChooser): Promise<AppUser | null>;
  /**
   * What the Google button needs said beside it here, or null: on the local Firebase stack, that
   * Google sign-in still needs the internet (docs/design.md §6.2).
   */
  readonly googleNote?: string | null;
  signOut(): Promise<void>;
  /** The signed-in user now, or null. */
  currentUser(): AppUser | null;
  /**
   * Calls back with the current user (or null) at once and on every change — a sign-in or
   * sign-out in another tab of this browser included, and `isAdmin` turning false when the
   * user record loses the flag mid-session (the session itself stays; the UI ends it). Returns
   * unsubscribe.
   */
  onAuthStateChanged(listener: (user: AppUser | null) => void): () => void;
}

// ---------------------------------------------------------------- areas

/** An event in the organisers' list, with how many of its seats are taken. */
export interface AdminEventListing extends Event {
  /**
   * Seats taken now, as EventAvailability.sold counts them (confirmed tickets plus unpaid
   * orders' live holds): the floor for the capacity, and why an event cannot be deleted.
   */
  sold: number;
}

export interface AdminEventsApi {
  /** All events, sorted by date ascending, with their seats taken. */
  list(): Promise<AdminEventListing[]>;
  get(id: string): Promise<Event | null>;
  create(values: EventFormValues): Promise<Event>;
  /** Rejects 'not-found', or 'invalid-request' when the capacity is below the seats sold. */
  update(id: string, values: EventFormValues): Promise<Event>;
  /** Rejects 'conflict' for an event with bookings. */
  remove(id: string): Promise<void>;
  /**
   * "End sales now" and "Cancel event" (docs/design.md §3.12). Rejects 'conflict' when the event's
   * state does not allow it, or, for cancelling, when it has seats sold or being paid for.
   */
  changeStatus(id: string, action: 'end-sales' | 'cancel'): Promise<Event>;
}

export type { StaffAccess, StaffRole } from '@/domain/team';
export type { TeamDoc } from '@/engine/collections';
export type { TeamMember } from '@/engine/reads/team';

export interface CheckInDetails {
  /** What was scanned or typed, for the scan log. */
  scanned?: string;
  device?: string | null;
  /**
   * The lane's id for this attempt (a document id), given to the online and the offline door
   * alike: the scan-log line of whichever decides it first, so the other never writes a second
   * (docs/design.md §5.7).
   */
  attemptId?: string;
}

export interface CheckInApi {
  /**
   * The events the signed-in person may work the door of, date ascending: every event for an
   * organiser, the assigned ones for door staff.
   */
  events(): Promise<Event[]>;
  /**
   * One transaction: find the booking (by id: new, then legacy; or by a ticket link's token),
   * refuse if there is none ('invalid' when the code held no id), if it is another event's or
   * already in, else mark it; every attempt is logged. Resolves with the verdict; rejects only
   * when it could not decide (BackendError, 'Failed to check in user.').
   */
  checkIn(
    code: ScannedCode,
    eventId: string | null,
    details?: CheckInDetails,
  ): Promise<CheckInResult>;
  /** Takes a mistaken check-in back (logged). Rejects 'not-found' | 'conflict' (not checked in). */
  undo(bookingId: string): Promise<CheckInRecord>;
  /**
   * Manual check-in at the door: the event's bookings whose id is `text`, or whose e-mail or
   * name contains it (any case; at least 2 characters), at most DOOR_SEARCH_LIMIT.
   */
  search(eventId: string, text: string): Promise<DoorGuest[]>;
  history(eventId: string): Promise<CheckInRecord[]>;
  /**
   * The door's scan log for one event, newest first, at most SCAN_LOG_LIMIT: every attempt,
   * admitted, refused (and why) or undone, with who scanned it, when and what was scanned.
   */
  scanLog(eventId: string): Promise<ScanLogEntry[]>;
  /**
   * Follows the door of one event: calls `onChange` with the state now and again within 2 s of
   * any change, made on this device or another; `onError` when it cannot (then it stops).
   * Returns unsubscribe.
   */
  watch(
    eventId: string,
    onChange: (state: DoorState) => void,
    onError: (error: unknown) => void,
  ): () => void;
  /**
   * Follows the door's conflicts for one event (docs/design.md §5.7): its scan log's 'conflict'
   * lines, newest first, with the organisers' e-mails — now, and again whenever a lane's sync
   * writes one, so every lane shows them, the lane that synced first included. `onError` when it
   * cannot (then it stops). Returns unsubscribe.
   */
  watchConflicts(
    eventId: string,
    onChange: (conflicts: ScanLogEntry[]) => void,
    onError: (error: unknown) => void,
  ): () => void;
  /**
   * The door with no network (docs/design.md §5.7), where the adapter can lose it (Firebase; the
   * demo has no network to lose and leaves it out).
   */
  offline?: OfflineDoorApi;
}

/** What a lane shows of its own connection and queue. */
export interface OfflineDoorStatus {
  /** When this device lost the network (ISO), or null while it has it. */
  offlineSince: string | null;
  /** Admissions made offline on this device (by any organiser) and not yet synced. */
  waiting: number;
  /** Those admissions, as the door shows them until they sync (every event's). */
  queued: QueuedCheckIn[];
}

/** An admission this lane made offline and has not synced yet. */
export interface QueuedCheckIn {
  eventId: string | null;
  record: CheckInRecord;
}

export interface OfflineDoorApi {
  /** Calls back with the status now and on every change. Returns unsubscribe. */
  watchStatus(listener: (status: OfflineDoorStatus) => void): () => void;
  /**
   * While offline: the verdict from this device's copy of the door list and its own queue, as
   * `checkIn` would give it; an admission is queued on the device and synced, in order and with
   * its scan time, when the network is back (a second admission of one ticket becomes a
   * 'conflict' line in the scan log). Resolves null when the copy cannot answer (a ticket link,
   * a booking this device never saw).
   */
  checkIn(
    code: ScannedCode,
    eventId: string | null,
    details?: CheckInDetails,
  ): Promise<CheckInResult | null>;
  /**
   * The server did not answer a request in time (a network that hangs rather than fails): the
   * lane is offline from now until the server answers again.
   */
  noAnswer(): void;
}

export interface PromoCodesApi {
  /** Newest first, each with who redeemed it (organisers-only, docs/design.md §3.6). */
  list(): Promise<PromoCodeListing[]>;
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
  /**
   * On the first page: how many registrations of both sources match the filter, counted by the
   * database (not only those on this page). null on the pages that follow.
   */
  total: number | null;
}

export interface RegistrationsApi {
  /**
   * The registrations that match `filter` (all of them without one; the matching rule is
   * src/domain/registration-search.ts, docs/design.md §14.3), newest first (createdAt, then id,
   * descending), at most REGISTRATIONS_PAGE_SIZE (100, docs/product-spec.md §9) from each source.
   * Without `after`, the first page and the total; with it, the page that follows that cursor,
   * which is valid only with the same filter, and where a null source gives nothing. Rejects
   * 'invalid-request' for a cursor this backend did not issue. Once `signal` aborts, the answer
   * is no longer wanted (a newer keystroke's search replaced it): a backend may stop reading and
   * reject.
   */
  list(options?: {
    filter?: RegistrationFilter;
    after?: RegistrationsCursor;
    signal?: AbortSignal;
  }): Promise<Registrations>;
  /**
   * How long the screen waits after a keystroke before it asks again: 0 where the database is in
   * the browser, longer where each query is a billed round trip.
   */
  readonly searchPauseMs: number;
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
  /**
   * Which of these e-mails (typed in any case or with spaces) an account (users/{uid}) has,
   * normalised: those a top-up can credit. Bookers have no account unless they also sign in, so
   * the registrations offer a top-up only for these (docs/design.md §6.5). One call per list of
   * cards on screen, not one per card.
   */
  accountsAmong(emails: readonly string[]): Promise<string[]>;
  /** Credits the user with this e-mail and records the top-up, atomically. Rejects 'not-found' ('User not found'). */
  topUp(email: string, amount: number): Promise<{ balance: number }>;
}

export interface TransactionsApi {
  /** Payments addressed to the signed-in organiser, newest first, at most 50. */
  incoming(): Promise<WalletTransaction[]>;
}

export interface StatsApi {
  /** docs/product-spec.md §2 overview; the wallet is the signed-in organiser's. */
  summary(): Promise<DashboardStats>;
  /**
   * One event at a glance for the overview (docs/design.md §14.4): tickets sold, revenue, and the
   * door's own people counts for it. An id no event has gives zeros.
   */
  eventFigures(eventId: string): Promise<EventFigures>;
}

export interface ContactMessagesApi {
  /** What visitors sent through the contact form, newest first. */
  list(): Promise<ContactMessageDoc[]>;
}

/** Most ticket e-mails the outbox lists: the latest, enough to find a guest's. */
export const MAIL_OUTBOX_LIMIT = 50;

export interface MailApi {
  /**
   * Whether the e-mails listed are actually sent: false in the demo, which keeps them as an
   * outbox and sends nothing; true on Firebase, where the Trigger Email extension sends each.
   */
  readonly sendsEmail: boolean;
  /**
   * The ticket e-mails the fulfil flows wrote (mail/{id}), newest first (createdAt descending),
   * at most MAIL_OUTBOX_LIMIT. Firebase: query `mail` orderBy('createdAt', 'desc'),
   * limit(MAIL_OUTBOX_LIMIT); each decoded with the codec, `delivery` included when the
   * extension has written it.
   */
  list(): Promise<MailDoc[]>;
}

/** Most refunds "Needs attention" lists: the latest, far more than a night's late payments. */
export const REFUNDS_LIMIT = 100;

export interface RefundsApi {
  /**
   * Payments turned away and owed back in full (refunds/{paymentId}, docs/design.md §4.7), newest
   * first (createdAt descending), at most REFUNDS_LIMIT: what the admin area's "Needs attention"
   * shows. Firebase: query `refunds` orderBy('createdAt', 'desc'), limit(REFUNDS_LIMIT);
   * organisers only (rules), written only by the Cloud Functions.
   */
  list(): Promise<Refund[]>;
}

export interface TeamApi {
  /** Organisers and door staff, and e-mails added but not yet signed in, by e-mail. */
  list(): Promise<TeamMember[]>;
  /**
   * Adds a person by e-mail, or changes their role and events (organisers only; validated with
   * teamMemberSchema). Rejects 'invalid-request' with the reason, including for one's own access.
   */
  save(member: { email: string; role: StaffRole; eventIds: string[] }): Promise<TeamDoc>;
  /** Takes a person's access away, effective on their next request. Rejects 'not-found'. */
  revoke(email: string): Promise<void>;
}
