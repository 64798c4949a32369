import { isValidDocumentId } from './document-id';
import type { Event } from './events';
import { formatTimeRange } from './format';
import type { Quote } from './pricing';
import { cryptoRandomBytes, takeRandomBytes, type RandomBytes } from './random-bytes';

/** newbookings/{id}: a confirmed order, with the event copied in as it was when bought. */
export interface Booking extends Quote {
  email: string;
  /**
   * The lead guest's name as the buyer typed it (docs/design.md §9.14); absent when none was
   * given and on bookings made before the form asked.
   */
  name?: string;
  /** null for a free booking. */
  paymentId: string | null;
  eventTitle: string;
  eventLocation: string;
  /** YYYY-MM-DD */
  eventDate: string;
  /** Display form, e.g. '6:00 PM – 10:00 PM'. */
  eventTime: string;
  createdAt: string;
  status: 'confirmed';
  token: string;
  checkedIn: boolean;
  checkInTime: string | null;
  /** The organiser (e-mail) who admitted it; absent on bookings never checked in. */
  checkedInBy?: string | null;
  /**
   * scanLog/{id} of the latest check-in or undo, written with it: the security rules allow
   * either change only together with that new log entry. Absent before the first check-in.
   */
  scanLogId?: string;
  eventId: string;
  /**
   * Every prefix of every word the organisers' search finds it by (registration-search.ts),
   * written with the booking; absent on bookings written before search went to the backend.
   */
  searchKeys?: string[];
}

/** tickets/{token}: what anyone holding the link may read, and nothing more. */
export interface Ticket {
  token: string;
  bookingId: string;
  email: string;
  /** The booking's lead guest name; absent when it has none. */
  name?: string;
  title: string;
  date: string;
  time: string;
  location: string;
  amountPaid: number;
  couponCode: string | null;
  ticket499Count: number;
  ticket1212Count: number;
  createdAt: string;
}

export const TICKET_NOT_FOUND_MESSAGE = 'Ticket not found or invalid token.';
export const TICKET_LOAD_FAILED_MESSAGE = 'Failed to load ticket.';
export const BOOKING_MISSING_MESSAGE = 'This ticket is invalid or has been deleted.';

/** A token from a ticket link is only ever looked up if it could be one we issued (or an old id). */
export function isValidTicketToken(value: unknown): value is string {
  return isValidDocumentId(value);
}

export const TOKEN_BYTES = 18;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.ceil((Math.min(3, bytes.length - i) * 8) / 6);
    for (let c = 0; c < chars; c++) out += BASE64URL[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

const MAX_TOKEN_DRAWS = 8;

/**
 * A ticket link token: 144 random bits as 24 base64url characters. Holding it is what lets
 * someone view the ticket, so it must be unguessable. The token is also the tickets/{token}
 * document id, so the rare draw of the reserved __x__ form (about 1 in 16 million) is redrawn.
 */
export function newToken(random: RandomBytes = cryptoRandomBytes): string {
  for (let draw = 0; draw < MAX_TOKEN_DRAWS; draw++) {
    const token = toBase64Url(takeRandomBytes(random, TOKEN_BYTES));
    if (isValidTicketToken(token)) return token;
  }
  throw new Error('Random source keeps producing unusable tokens.');
}

export interface NewBookingInput {
  quote: Quote;
  email: string;
  name?: string;
  event: Pick<Event, 'id' | 'title' | 'location' | 'date' | 'startTime' | 'endTime'>;
  paymentId: string | null;
  token: string;
  now: Date;
}

/** The document the fulfil step writes. A paid total without a payment id is a bug, not a booking. */
export function buildBooking(input: NewBookingInput): Booking {
  const { quote, event } = input;
  if (quote.total > 0 && !input.paymentId) {
    throw new Error('A booking with a total above 0 needs a payment id.');
  }
  return {
    ...quote,
    email: input.email,
    // Left out rather than null when absent, so a booking without a name is the shape it always was.
    ...(input.name ? { name: input.name } : {}),
    paymentId: input.paymentId || null,
    eventTitle: event.title,
    eventLocation: event.location,
    eventDate: event.date,
    eventTime: formatTimeRange(event.startTime, event.endTime),
    createdAt: input.now.toISOString(),
    status: 'confirmed',
    token: input.token,
    checkedIn: false,
    checkInTime: null,
    eventId: event.id,
  };
}

export function toTicket(booking: Booking, bookingId: string): Ticket {
  return {
    token: booking.token,
    bookingId,
    email: booking.email,
    ...(booking.name ? { name: booking.name } : {}),
    title: booking.eventTitle,
    date: booking.eventDate,
    time: booking.eventTime,
    location: booking.eventLocation,
    amountPaid: booking.total,
    couponCode: booking.couponCode,
    ticket499Count: booking.ticket499Count,
    ticket1212Count: booking.ticket1212Count,
    createdAt: booking.createdAt,
  };
}
