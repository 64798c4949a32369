import type { Booking, Ticket } from '@/domain/booking';
import type { ContactMessage } from '@/domain/contact';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { OutgoingMail } from '@/domain/mail';
import type { Order } from '@/domain/orders';
import type { PromoCode, PromoRedemptions } from '@/domain/promo-codes';
import type { Refund } from '@/domain/refunds';
import type { Expiring } from '@/domain/retention';
import type { StoredEvent } from '@/domain/seats';
import type { SeatShardDoc } from '@/domain/seat-shards';
import type { VisitorHoldsDoc } from '@/domain/visitor-holds';
import type { ContactCountDoc } from '@/domain/contact-limit';
import type { StaffRole } from '@/domain/team';
import type { TopUpRecord } from '@/domain/wallet';

/**
 * The documents the flows read and write, one type per collection of docs/design.md §3.1. Each
 * carries its own id field (the one its collection is keyed by), so a document read from any store
 * is complete on its own. Dates are ISO strings; adapters convert SDK types at their boundary.
 */

/** users/{uid} (docs/product-spec.md §3 user record). */
export interface UserDoc {
  uid: string;
  email: string;
  /** An organiser (docs/design.md §6.1); accounts from before roles have only this. */
  isAdmin: boolean;
  walletBalance: number;
  /** 'door' for door staff; an organiser's is 'organiser' or absent; null once revoked. */
  role?: StaffRole | null;
  /** Door staff's events: the only ones they may check guests in for. */
  doorEventIds?: string[];
  /**
   * transactions/{id} of the latest top-up, written with the new balance: the security rules
   * allow a balance change only together with that new top-up record.
   */
  lastTopUpId?: string;
}

export type BookingDoc = Booking & { id: string };
export type LegacyBookingDoc = LegacyBooking & { id: string };

/** An incoming payment to an organiser's wallet (docs/product-spec.md §3). */
export interface IncomingPaymentDoc {
  id: string;
  toId: string;
  fromName: string;
  fromEmail: string;
  amount: number;
  createdAt: string;
}

/** transactions/{id}: incoming payments and top-ups share the collection, as in Firestore. */
export type TransactionDoc = IncomingPaymentDoc | (TopUpRecord & { id: string });

export type ScanResult =
  'admitted' | 'already' | 'invalid' | 'other-event' | 'undone' | 'failed' | 'conflict';

/**
 * The admission a 'conflict' line collided with (docs/design.md §5.7): when it was, which
 * organiser and which device (lane) made it. `at` is an ISO string, not a Timestamp (nested).
 */
export interface ScanConflictFirst {
  at: string | null;
  by: string | null;
  device: string | null;
}

/** scanLog/{id}: one line per scan attempt at the door, appended and never changed. */
export interface ScanLogDoc extends Expiring {
  id: string;
  /** What was scanned or typed, cut to SCAN_CODE_MAX characters. */
  code: string;
  bookingId: string | null;
  /** The event the door was scanning for. */
  eventId: string | null;
  result: ScanResult;
  adminUid: string;
  /**
   * The e-mail of the staff member who scanned or undid, as their record held it then (absent
   * on lines written before roles): door staff cannot read other people's records.
   */
  staffEmail?: string;
  at: string;
  device: string | null;
  /** Only on a 'conflict' line: the admission that was first. */
  first?: ScanConflictFirst;
  /**
   * Only on a replayed offline admission's line that another organiser synced from the lane
   * (docs/design.md §5.7): who synced it. `adminUid` stays the organiser who admitted.
   */
  syncedBy?: string;
}

/**
 * team/{e-mail}: a person an organiser added to the team (docs/design.md §6.1). `uid` is null
 * until an account with that e-mail exists and picked the role up.
 */
export interface TeamDoc {
  email: string;
  role: StaffRole;
  eventIds: string[];
  uid: string | null;
  /** The organiser who last changed it (e-mail), and when. */
  updatedBy: string;
  updatedAt: string;
}

/** contactMessages/{id}: what a visitor sent through the contact form. */
export type ContactMessageDoc = ContactMessage & { id: string; createdAt: string };

/**
 * webhookEvents/{Razorpay event id}: a delivery the webhook has seen. `processedAt` is set only
 * once it was handled, so a delivery that failed half-way is handled again on Razorpay's retry.
 */
export interface WebhookEventDoc extends Expiring {
  id: string;
  /** Razorpay's event name, e.g. 'order.paid'. */
  event: string;
  receivedAt: string;
  processedAt: string | null;
}

/**
 * What the Trigger Email extension writes back on a mail document as it works (Firebase only;
 * the demo never sends, so its documents have none).
 */
export interface MailDelivery {
  state: 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';
  error?: string | null;
}

/**
 * mail/{id}: an e-mail for the Trigger Email extension to send (docs/design.md §3.7), written by
 * the fulfil flows in the booking's transaction. `createdAt` orders the organisers' outbox.
 */
export type MailDoc = OutgoingMail & {
  id: string;
  /** The booking whose ticket it carries; null for a refund notice (docs/design.md §4.7). */
  bookingId: string | null;
  createdAt: string;
  delivery?: MailDelivery;
};

export interface Collections {
  users: UserDoc;
  team: TeamDoc;
  events: StoredEvent;
  /** events/{eventId}/seatShards/{index}, addressed as shardDocId(eventId, index). */
  seatShards: SeatShardDoc;
  promoCodes: PromoCode;
  promoRedemptions: PromoRedemptions;
  orders: Order;
  newbookings: BookingDoc;
  tickets: Ticket;
  bookings: LegacyBookingDoc;
  transactions: TransactionDoc;
  scanLog: ScanLogDoc;
  contactMessages: ContactMessageDoc;
  visitorHolds: VisitorHoldsDoc;
  contactCounts: ContactCountDoc;
  webhookEvents: WebhookEventDoc;
  mail: MailDoc;
  refunds: Refund;
}

export type CollectionName = keyof Collections;
