import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { bookedTicketDetails } from '@/domain/booked-ticket-line';
import type { BookedTicketEntry } from '@/domain/booked-tickets';
import { onFirstUse } from '@/domain/on-first-use';
import { useBookedTickets } from '@/lib/booked-tickets';

// docs/design.md §12.1: the way back to the tickets booked in this browser. Nothing is rendered
// until storage has been read after hydration, so the prerendered header is the same for everyone.

const DAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

function shortDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : DAY().format(time);
}

/** '19 Dec 2026 · 1 Basic · ₹499 · booked 23 Nov, 6:45 pm': two tickets for one party tell apart. */
const ticketLine = (ticket: BookedTicketEntry) =>
  `${shortDate(ticket.date)} · ${bookedTicketDetails(ticket)}`;

const TicketIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z" />
    <path d="M14 5v2m0 4v2m0 4v2" />
  </svg>
);

const chip =
  'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border border-marigold/60 px-3 text-sm font-semibold whitespace-nowrap text-marigold hover:bg-marigold/10';

function TicketLinks({ tickets, className }: { tickets: BookedTicketEntry[]; className: string }) {
  return (
    <ul className={className}>
      {tickets.map((ticket) => (
        <li key={ticket.token}>
          <Link
            to={paths.ticket(ticket.token)}
            className="block rounded-xl px-3 py-2 text-cream hover:bg-white/10 hover:text-marigold"
          >
            <span className="block font-semibold">{ticket.title}</span>
            <span className="block text-sm text-muted">{ticketLine(ticket)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** In the header bar: one ticket is a link to it; several open a list, newest first. */
export function YourTicketEntry({ className = '' }: { className?: string }) {
  const tickets = useBookedTickets();
  const [newest] = tickets;
  if (!newest) return null;
  if (tickets.length === 1) {
    return (
      <Link to={paths.ticket(newest.token)} className={`${chip} ${className}`}>
        <TicketIcon />
        Your ticket
      </Link>
    );
  }
  return (
    <details className={`relative ${className}`}>
      <summary className={`${chip} list-none [&::-webkit-details-marker]:hidden`}>
        <TicketIcon />
        Your tickets
      </summary>
      <TicketLinks
        tickets={tickets}
        className="absolute top-full right-0 mt-2 max-h-[70vh] w-80 max-w-[calc(100vw-2.5rem)] overflow-y-auto rounded-2xl border border-white/10 bg-night p-2 shadow-xl"
      />
    </details>
  );
}

/** In the mobile menu: every ticket booked here, newest first. */
export function YourTicketMenuList() {
  const tickets = useBookedTickets();
  const [newest] = tickets;
  if (!newest) return null;
  if (tickets.length === 1) {
    return (
      <Link
        to={paths.ticket(newest.token)}
        className="mb-4 flex items-center gap-2 py-3 text-lg font-semibold text-marigold"
      >
        <TicketIcon />
        Your ticket
        <span className="text-sm font-normal text-muted">· {shortDate(newest.date)}</span>
      </Link>
    );
  }
  return (
    <div role="group" aria-label="Your tickets" className="mb-4">
      <p className="flex items-center gap-2 py-2 text-lg font-semibold text-marigold">
        <TicketIcon />
        Your tickets
      </p>
      <TicketLinks tickets={tickets} className="-mx-3" />
    </div>
  );
}
