export type TicketTier = '499' | '1212';

export const BASIC_TIER: TicketTier = '499';
export const PREMIUM_TIER: TicketTier = '1212';
export const TICKET_TIERS: readonly TicketTier[] = [BASIC_TIER, PREMIUM_TIER];

/** Whole rupees. This table is the only price list; the server prices orders from it, never from the client. */
export const TICKET_PRICES: Readonly<Record<TicketTier, number>> = { '499': 499, '1212': 1212 };
export const TICKET_TIER_NAMES: Readonly<Record<TicketTier, string>> = {
  '499': 'Basic',
  '1212': 'Premium',
};

export const BASIC_TICKET_PRICE = TICKET_PRICES['499'];
export const PREMIUM_TICKET_PRICE = TICKET_PRICES['1212'];

export const CURRENCY = 'INR';
export const MAX_TICKETS_PER_ORDER = 20;

/** Ticket quantities of one order, named as the booking document names them. */
export interface TicketCounts {
  ticket499Count: number;
  ticket1212Count: number;
}

export const NO_TICKETS: TicketCounts = { ticket499Count: 0, ticket1212Count: 0 };

export function countForTier(counts: TicketCounts, tier: TicketTier): number {
  return tier === '499' ? counts.ticket499Count : counts.ticket1212Count;
}

export function withTierCount(counts: TicketCounts, tier: TicketTier, count: number): TicketCounts {
  return tier === '499'
    ? { ...counts, ticket499Count: count }
    : { ...counts, ticket1212Count: count };
}

export function totalTickets(counts: TicketCounts): number {
  return counts.ticket499Count + counts.ticket1212Count;
}

const PAISE_PER_RUPEE = 100;

/**
 * Razorpay takes minor units. Rounding absorbs binary float noise (19.99 * 100 = 1998.999…);
 * anything that cannot be an amount is a programming error, so it throws rather than charging a wrong sum.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) {
    throw new RangeError(`Not a payable amount: ${String(rupees)}`);
  }
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Amount too large: ${String(rupees)}`);
  }
  return paise;
}

/** The rupees a checkout's minor units stand for, to show them (the demo checkout's amount). */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}
