import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { bookedTicketDetails } from '@/domain/booked-ticket-line';
import { formatEventDate } from '@/domain/format';
import { useBookedTickets } from '@/lib/booked-tickets';

/**
 * docs/design.md §12.1: a visitor back on /booking finds the tickets already booked in this
 * browser.
 */
export function YourTicketsNote() {
  const tickets = useBookedTickets();
  const [newest] = tickets;
  if (!newest) return null;
  const box = 'mt-4 rounded-2xl border border-marigold/40 bg-plum/60 p-4 text-sm';
  if (tickets.length === 1) {
    return (
      <aside
        aria-label="Your ticket"
        className={`${box} flex flex-wrap items-center justify-between gap-3`}
      >
        <p className="min-w-0 wrap-anywhere">
          You have a ticket for <strong>{newest.title}</strong> on {formatEventDate(newest.date)}.
        </p>
        <Link to={paths.ticket(newest.token)} className="btn-ghost min-h-10 px-4 py-2 text-sm">
          Your ticket
        </Link>
      </aside>
    );
  }
  return (
    <aside aria-label="Your tickets" className={box}>
      <p className="font-semibold text-marigold">Your tickets, booked in this browser:</p>
      <ul className="mt-2 space-y-2">
        {tickets.map((ticket) => (
          <li key={ticket.token} className="wrap-anywhere">
            <Link
              to={paths.ticket(ticket.token)}
              className="underline underline-offset-4 hover:text-marigold"
            >
              {ticket.title}, {formatEventDate(ticket.date)}
            </Link>
            {/* Two bookings for one party would read alike without their tickets and amount. */}
            <span className="block text-muted">{bookedTicketDetails(ticket)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
