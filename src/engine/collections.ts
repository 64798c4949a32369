import type { Booking, Ticket } from '@/domain/booking';
import type { ContactMessage } from '@/domain/contact';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { Order } from '@/domain/orders';
import type { PromoCode } from '@/domain/promo-codes';
import type { StoredEvent } from '@/domain/seats';
import type { TopUpRecord } from '@/domain/wallet';

/**
 * The documents the flows read and write, one type per collection of DESIGN §3. Each carries
 * its own id field (the one its collection is keyed by), so a document read from any store is
 * complete on its own. Dates are ISO strings; adapters convert SDK types at their boundary.
 */

/** users/{uid} (spec §3 user record). */
export interface UserDoc {
  uid: string;
  email: string;
  isAdmin: boolean;
  walletBalance: number;
  /**
   * transactions/{id} of the latest top-up, written with the new balance: the security rules
   * allow a balance change only together with that new top-up record.
   */
  lastTopUpId?: string;
}

export type BookingDoc = Booking & { id: string };
export type LegacyBookingDoc = LegacyBooking & { id: string };

/** An incoming payment to an organiser's wallet (spec §3). */
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

export type ScanResult = 'admitted' | 'already' | 'invalid' | 'other-event' | 'undone' | 'failed';

/** scanLog/{id}: one line per scan attempt at the door, appended and never changed. */
export interface ScanLogDoc {
  id: string;
  /** What was scanned or typed, cut to SCAN_CODE_MAX characters. */
  code: string;
  bookingId: string | null;
  /** The event the door was scanning for. */
  eventId: string | null;
  result: ScanResult;
  adminUid: string;
  at: string;
  device: string | null;
}

/** contactMessages/{id}: what a visitor sent through the contact form. */
export type ContactMessageDoc = ContactMessage & { id: string; createdAt: string };

export interface Collections {
  users: UserDoc;
  events: StoredEvent;
  promoCodes: PromoCode;
  orders: Order;
  newbookings: BookingDoc;
  tickets: Ticket;
  bookings: LegacyBookingDoc;
  transactions: TransactionDoc;
  scanLog: ScanLogDoc;
  contactMessages: ContactMessageDoc;
}

export type CollectionName = keyof Collections;
