import type { Event } from './events';
import type { Quote } from './pricing';
import { TICKET_TIER_NAMES, totalTickets, type TicketCounts } from './prices';

// docs/product-spec.md §8: what the payment button reports when the checkout cannot be opened.
export const PAYMENT_FAILED_CODE = 'PAYMENT_FAILED';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment';

/**
 * docs/product-spec.md §3 payment error object. `error` is whatever the provider threw, kept for
 * the logs.
 */
export interface PaymentError {
  code: typeof PAYMENT_FAILED_CODE;
  message: typeof PAYMENT_FAILED_MESSAGE;
  error: unknown;
}

export function paymentError(error: unknown): PaymentError {
  return { code: PAYMENT_FAILED_CODE, message: PAYMENT_FAILED_MESSAGE, error };
}

/** docs/product-spec.md §7 payment metadata for a booking; sent to the provider as `notes`. */
export interface PaymentMetadata {
  eventTitle: string;
  eventLocation: string;
  eventDate: string;
  customerEmail: string;
  ticket499Count: number;
  ticket1212Count: number;
  couponCode: string | null;
  couponDiscount: number;
}

export function paymentMetadata(
  event: Pick<Event, 'title' | 'location' | 'date'>,
  priced: Quote,
  email: string,
): PaymentMetadata {
  return {
    eventTitle: event.title,
    eventLocation: event.location,
    eventDate: event.date,
    customerEmail: email.trim(),
    ticket499Count: priced.ticket499Count,
    ticket1212Count: priced.ticket1212Count,
    couponCode: priced.couponCode,
    couponDiscount: priced.couponDiscount,
  };
}

/**
 * Razorpay notes are flat string values. A missing coupon is sent as an empty string rather than
 * the text "null", so the dashboard does not show a coupon called "null".
 */
export function paymentNotes(
  metadata: PaymentMetadata,
  userId?: string | null,
): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata))
    notes[key] = value == null ? '' : String(value);
  if (userId) notes['userId'] = userId;
  return notes;
}

function tierPart(count: number, tier: '499' | '1212'): string | null {
  return count > 0 ? `${count} ${TICKET_TIER_NAMES[tier]}` : null;
}

/** '2 Basic + 1 Premium tickets': the line the checkout shows under the amount. */
export function ticketsDescription(counts: TicketCounts): string {
  const parts = [tierPart(counts.ticket499Count, '499'), tierPart(counts.ticket1212Count, '1212')];
  const listed = parts.filter((part): part is string => part !== null);
  const total = totalTickets(counts);
  if (listed.length === 0) return 'No tickets';
  return `${listed.join(' + ')} ${total === 1 ? 'ticket' : 'tickets'}`;
}
