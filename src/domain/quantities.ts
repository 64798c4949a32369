import {
  MAX_TICKETS_PER_ORDER,
  countForTier,
  totalTickets,
  withTierCount,
  type TicketCounts,
  type TicketTier,
} from './prices';

export const MAX_TICKETS_MESSAGE = `You can book at most ${MAX_TICKETS_PER_ORDER} tickets in one order.`;
export const SOLD_OUT_MESSAGE = 'This event is sold out.';
export const NO_TICKETS_SELECTED_MESSAGE = 'Please select at least one ticket.';
export const INVALID_QUANTITY_MESSAGE = 'Ticket quantities must be whole numbers of 0 or more.';

export function ticketsLeftMessage(left: number): string {
  return left === 1
    ? 'Only 1 ticket left for this event.'
    : `Only ${left} tickets left for this event.`;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * Turns whatever an input produced into a ticket count. Garbage becomes 0 rather than an error
 * because a stepper should simply fall back to "none"; fractions round down so nobody gets a
 * ticket they did not ask for.
 */
export function toTicketQuantity(raw: unknown): number {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && DECIMAL.test(raw.trim())) value = Number(raw.trim());
  else return 0;
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

/** Infinity means "no capacity limit"; anything unreadable counts as nothing left. */
function seatsLeft(remainingCapacity: number): number {
  if (remainingCapacity === Infinity) return Infinity;
  return Number.isFinite(remainingCapacity) ? Math.max(0, Math.floor(remainingCapacity)) : 0;
}

function otherTier(tier: TicketTier): TicketTier {
  return tier === '499' ? '1212' : '499';
}

/** The most the visitor may pick for `tier`, given what the other tier already holds. */
export function maxSelectable(
  current: TicketCounts,
  tier: TicketTier,
  remainingCapacity: number,
): number {
  const other = toTicketQuantity(countForTier(current, otherTier(tier)));
  return Math.max(0, Math.min(MAX_TICKETS_PER_ORDER, seatsLeft(remainingCapacity)) - other);
}

export interface QuantityChange {
  counts: TicketCounts;
  /** Why the visitor got fewer than they asked for; null when nothing was held back. */
  message: string | null;
}

function limitMessage(remainingCapacity: number): string {
  const left = seatsLeft(remainingCapacity);
  if (left >= MAX_TICKETS_PER_ORDER) return MAX_TICKETS_MESSAGE;
  return left === 0 ? SOLD_OUT_MESSAGE : ticketsLeftMessage(left);
}

/** Applies one stepper or input change, keeping the other tier as it is. */
export function setTicketQuantity(
  current: TicketCounts,
  tier: TicketTier,
  requested: unknown,
  remainingCapacity: number,
): QuantityChange {
  const other = otherTier(tier);
  const base = withTierCount(current, other, toTicketQuantity(countForTier(current, other)));
  const wanted = toTicketQuantity(requested);
  const allowed = Math.min(wanted, maxSelectable(base, tier, remainingCapacity));
  return {
    counts: withTierCount(base, tier, allowed),
    message: allowed < wanted ? limitMessage(remainingCapacity) : null,
  };
}

/**
 * Brings a whole selection within limits, e.g. when capacity shrank because someone else booked.
 * Premium is kept first: it is the dearer choice and the one a coupon is tied to.
 */
export function clampTicketCounts(
  requested: TicketCounts,
  remainingCapacity: number,
): QuantityChange {
  const wanted499 = toTicketQuantity(requested.ticket499Count);
  const wanted1212 = toTicketQuantity(requested.ticket1212Count);
  const room = Math.min(MAX_TICKETS_PER_ORDER, seatsLeft(remainingCapacity));
  const ticket1212Count = Math.min(wanted1212, room);
  const ticket499Count = Math.min(wanted499, room - ticket1212Count);
  const heldBack = ticket499Count < wanted499 || ticket1212Count < wanted1212;
  return {
    counts: { ticket499Count, ticket1212Count },
    message: heldBack ? limitMessage(remainingCapacity) : null,
  };
}

/** Why an order's counts cannot be sold, by what the caller can do about it. */
export type TicketCountsIssue = {
  /** 'none-selected', 'too-many' and 'invalid' are a request's fault; the others the event's. */
  kind: 'invalid' | 'none-selected' | 'too-many' | 'sold-out' | 'over-capacity';
  message: string;
};

/**
 * The server-side check of an order's counts (and the pay button's): it rejects instead of
 * clamping, because a request outside the limits did not come from our form.
 */
export function ticketCountsIssue(
  counts: TicketCounts,
  remainingCapacity: number,
): TicketCountsIssue | null {
  const { ticket499Count, ticket1212Count } = counts;
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!whole(ticket499Count) || !whole(ticket1212Count)) {
    return { kind: 'invalid', message: INVALID_QUANTITY_MESSAGE };
  }
  const left = seatsLeft(remainingCapacity);
  if (left === 0) return { kind: 'sold-out', message: SOLD_OUT_MESSAGE };
  const total = totalTickets(counts);
  if (total === 0) return { kind: 'none-selected', message: NO_TICKETS_SELECTED_MESSAGE };
  if (total > MAX_TICKETS_PER_ORDER) return { kind: 'too-many', message: MAX_TICKETS_MESSAGE };
  // A fine request that this event cannot seat.
  if (total > left) return { kind: 'over-capacity', message: ticketsLeftMessage(left) };
  return null;
}

/** ticketCountsIssue's message alone, for screens that only show it. */
export function ticketCountsProblem(
  counts: TicketCounts,
  remainingCapacity: number,
): string | null {
  return ticketCountsIssue(counts, remainingCapacity)?.message ?? null;
}
