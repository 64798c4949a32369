import type { BookedTicketEntry } from './booked-tickets';
import { formatRupees } from './format';
import { onFirstUse } from './on-first-use';

// The visitor's own clock: when they booked, as they lived it. Built on first use: /booking
// loads this module while it starts (docs/design.md §10.4).
const BOOKED = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** '2 Basic + 1 Premium · ₹2,210'; null for an entry kept before tickets and amount were. */
export function bookedTicketsAndAmount(entry: BookedTicketEntry): string | null {
  const { ticket499Count: basic, ticket1212Count: premium, amountPaid } = entry;
  if (basic === undefined || premium === undefined || amountPaid === undefined) return null;
  const tiers = [
    basic > 0 ? `${basic} Basic` : null,
    premium > 0 ? `${premium} Premium` : null,
  ].filter((tier) => tier !== null);
  const amount = amountPaid === 0 ? 'Free' : formatRupees(amountPaid);
  return [tiers.join(' + '), amount].filter((part) => part !== '').join(' · ');
}

/**
 * What tells one booked ticket from another in the "Your tickets" lists (docs/design.md §12.1),
 * after its event's date: '2 Basic + 1 Premium · ₹2,210 · booked 23 Nov, 6:45 pm'.
 */
export function bookedTicketDetails(entry: BookedTicketEntry): string {
  const booked = `booked ${BOOKED().format(Date.parse(entry.bookedAt))}`;
  return [bookedTicketsAndAmount(entry), booked].filter((part) => part !== null).join(' · ');
}
