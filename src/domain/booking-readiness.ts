import { EMAIL_INVALID_MESSAGE, isValidEmail } from './email';
import { leadGuestNameIssue } from './lead-guest-name';
import { MAX_TICKETS_PER_ORDER, type TicketCounts } from './prices';
import type { Quote } from './pricing';
import {
  SOLD_OUT_MESSAGE,
  ticketCountsIssue,
  ticketsLeftMessage,
  type TicketCountsIssue,
} from './quantities';

export const TERMS_REQUIRED_MESSAGE = 'Please accept the Terms of Service.';
export const COUPON_NOT_APPLIED_MESSAGE = 'Apply the coupon code, or continue without it.';

export type BookingBlocker =
  | { field: 'tickets'; issue: TicketCountsIssue['kind']; message: string }
  | { field: 'coupon'; message: typeof COUPON_NOT_APPLIED_MESSAGE }
  | { field: 'name'; message: string }
  | { field: 'email'; message: typeof EMAIL_INVALID_MESSAGE }
  | { field: 'terms'; message: typeof TERMS_REQUIRED_MESSAGE };

export interface BookingReadinessInput {
  counts: TicketCounts;
  remainingCapacity: number;
  /**
   * A code is in the coupon field but not applied (typed, being checked, or refused): the total
   * shown is without it, and the visitor has not said that is what they mean to pay.
   */
  couponPending?: boolean;
  /** The lead guest's name as typed; optional, so only a bad one blocks (docs/design.md §9.14). */
  name?: string;
  email: string;
  termsAccepted: boolean;
}

/**
 * Why the Pay / Complete Free Booking button is disabled, in the order the form asks for things
 * (docs/product-spec.md §5: a valid e-mail, at least one ticket, terms accepted; plus the capacity
 * limits; and a coupon code the visitor typed but that is not applied, docs/design.md §4.10).
 * Empty when the visitor may book.
 */
export function bookingBlockers(input: BookingReadinessInput): BookingBlocker[] {
  const blockers: BookingBlocker[] = [];
  const tickets = ticketCountsIssue(input.counts, input.remainingCapacity);
  if (tickets !== null) {
    blockers.push({ field: 'tickets', issue: tickets.kind, message: tickets.message });
  }
  if (input.couponPending) blockers.push({ field: 'coupon', message: COUPON_NOT_APPLIED_MESSAGE });
  const name = leadGuestNameIssue(input.name ?? '');
  if (name !== null) blockers.push({ field: 'name', message: name });
  if (!isValidEmail(input.email)) blockers.push({ field: 'email', message: EMAIL_INVALID_MESSAGE });
  if (!input.termsAccepted) blockers.push({ field: 'terms', message: TERMS_REQUIRED_MESSAGE });
  return blockers;
}

/**
 * docs/product-spec.md §2: Complete Free Booking replaces Pay when a coupon brings the total to 0.
 */
export function checkoutAction(priced: Pick<Quote, 'total' | 'couponCode'>): 'free' | 'pay' {
  return priced.total === 0 && priced.couponCode !== null ? 'free' : 'pay';
}

/**
 * The availability line under the ticket selector: sold out, a warning once fewer seats are left
 * than one order may take, or nothing.
 */
export function availabilityNotice(remainingCapacity: number): string | null {
  if (!(remainingCapacity > 0)) return SOLD_OUT_MESSAGE;
  if (remainingCapacity < MAX_TICKETS_PER_ORDER)
    return ticketsLeftMessage(Math.floor(remainingCapacity));
  return null;
}
