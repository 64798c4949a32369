import { Suspense, use } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@/app/providers/query-provider';
import { BackendProvider } from '@/backend/backend-context';
import { DemoBanner } from '@/components/ui/demo-banner';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ClientOnly } from '@/components/ui/client-only';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import { tierFromSearch } from '@/domain/tier-param';
import { BookingPage } from '@/features/booking/booking-page';
import { BookingShell } from '@/features/booking/booking-shell';
import { rememberTicket } from '@/features/tickets/last-ticket';
import { preloadable } from '@/lib/preloadable';

// The ticket screen (card, QR, calendar, share) is code only a booked visitor needs: the form
// loads without it (the Firebase build's /booking JS budget, docs/design.md §10.1), and a booking
// fetches it before showing the ticket.
const loadTicketScreen = preloadable(() => import('@/features/tickets/booked-ticket-screen'));

function TicketScreen({ token }: { token: string }) {
  const { BookedTicketScreen } = use(loadTicketScreen());
  return <BookedTicketScreen token={token} />;
}

/** Search parameter of the ticket screen shown after booking: /booking?ticket={token}. */
const TICKET_PARAM = 'ticket';

/**
 * /booking (docs/product-spec.md §2). After a booking the ticket screen gets its own history entry,
 * so the browser's Back returns to the form, and a refresh shows the remembered ticket again.
 */
export default function BookingRoute() {
  const showingTicket = useSearchParams()[0].has(TICKET_PARAM);
  return (
    <div className="pt-16 md:pt-20">
      {showingTicket ? (
        <Seo
          title="Your Ticket"
          description="Your Sangeet Vibes ticket and entry QR code."
          path={paths.booking}
          noIndex
        />
      ) : (
        <Seo
          title="Book Tickets"
          description="Book Basic (₹499) or Premium (₹1212) tickets for the next Sangeet Vibes night: pick your tickets, apply a VIP coupon and get your QR ticket instantly."
          path={paths.booking}
        />
      )}
      <ErrorBoundary fallback={unavailable}>
        {/* Prerendered as the shell (poster first, for link previews and a fast first paint);
            the booking form itself needs the browser's storage. */}
        <Suspense fallback={<BookingShell />}>
          <ClientOnly>
            <QueryProvider>
              <BackendProvider>
                <DemoBanner />
                <BookingOrTicket />
              </BackendProvider>
            </QueryProvider>
          </ClientOnly>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function BookingOrTicket() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get(TICKET_PARAM);

  if (token !== null)
    return (
      <Suspense fallback={<PageSpinner label="Loading your ticket…" />}>
        <TicketScreen key={token} token={token} />
      </Suspense>
    );

  const onBooked = (ticket: Ticket) => {
    rememberTicket(ticket);
    const showTicket = () =>
      navigate({ search: `?${TICKET_PARAM}=${encodeURIComponent(ticket.token)}` });
    // The ticket is booked either way; if its screen's code could not be fetched, the ticket
    // route says so (and keeps the ticket remembered for a reload).
    void loadTicketScreen().then(showTicket, showTicket);
  };
  return (
    <BookingPage
      onBooked={onBooked}
      preselect={tierFromSearch(params)}
      // Fetched while the payment runs, so the ticket shows the moment it is booked.
      onCheckoutStart={() => void loadTicketScreen().catch(() => undefined)}
    />
  );
}

/**
 * If the backend cannot start (e.g. storage blocked in a private window) or the page fails to
 * render, say so and offer a reload instead of leaving a blank page.
 */
const unavailable = (
  <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 text-center">
    <h1 className="font-display text-4xl font-bold">Book Tickets</h1>
    <p role="alert" className="mt-4 text-muted">
      Booking could not start in this browser. Nothing was charged. Please reload the page; if it
      keeps happening, try another browser or write to us at {site.email}.
    </p>
    <button type="button" onClick={() => window.location.reload()} className="btn-primary mt-6">
      Reload
    </button>
  </section>
);
