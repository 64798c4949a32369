import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import type { TicketTier } from '@/domain/prices';
import { BookingLoading } from './booking-shell';
import { EventDescription } from './event/event-description';
import { EventDetails } from './event/event-details';
import { EventPoster } from './event/event-poster';
import { useNextEvent } from './event/use-next-event';
import { YourTicketsNote } from './event/your-tickets-note';
import { BookingForm } from './form/booking-form';

/**
 * /booking: the next upcoming event and its booking form (docs/product-spec.md §2,
 * docs/design.md §4.1).
 */
export function BookingPage({
  onBooked,
  preselect = null,
  onCheckoutStart,
}: {
  onBooked: (ticket: Ticket) => void;
  /** Pay or Complete Free Booking was pressed (see BookingFormOptions). */
  onCheckoutStart?: () => void;
  /** From /booking?tier=…: one ticket of this tier is chosen when the form appears. */
  preselect?: TicketTier | null;
}) {
  const { state, reload } = useNextEvent();
  switch (state.status) {
    case 'loading':
      return <BookingLoading />;
    case 'failed':
      return (
        <Notice>
          <p role="alert">
            We couldn&apos;t load the event. Please check your connection and try again.
          </p>
          <button type="button" onClick={reload} className="btn-primary mt-6">
            Try again
          </button>
        </Notice>
      );
    case 'none':
      return (
        <Notice>
          <p>
            There&apos;s no party open for booking right now. New dates are announced on{' '}
            {site.social.network} ({site.social.handle}), or write to us and we&apos;ll tell you
            first.
          </p>
          <Link to={paths.contact} className="btn-primary mt-6">
            Contact us
          </Link>
          <YourTicketsNote />
        </Notice>
      );
    case 'loaded': {
      const { event } = state.availability;
      return (
        <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-5 md:px-8">
          <EventPoster event={event} />
          <YourTicketsNote />
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
            <div>
              <EventDetails event={event} />
              <EventDescription text={event.description} />
            </div>
            <BookingForm
              availability={state.availability}
              onBooked={onBooked}
              preselect={preselect}
              onCheckoutStart={onCheckoutStart}
            />
          </div>
        </div>
      );
    }
  }
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 text-center">
      <h1 className="font-display text-4xl font-bold">Book Tickets</h1>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}
