import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import type { EventAvailability } from '@/domain/seats';
import type { TicketTier } from '@/domain/prices';
import { isHydrating } from '@/lib/hydration';
import { useAfterNextPaint } from '@/lib/use-after-next-paint';
import { BookingLoading } from './booking-shell';
import { useUnsavedPayment } from './checkout/use-unsaved-payment';
import { EventDescription } from './event/event-description';
import { EventDetails } from './event/event-details';
import { EventPoster } from './event/event-poster';
import { SoldOutNotice } from './event/sold-out-notice';
import { useNextEvent } from './event/use-next-event';
import { YourTicketsNote } from './event/your-tickets-note';
import { BookingForm } from './form/booking-form';

/**
 * /booking: the next upcoming event and its booking form (docs/product-spec.md §2,
 * docs/design.md §4.1); when it is sold out, says so first and sells the next party instead
 * (docs/design.md §12.8).
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
  // The event whose Pay the visitor pressed: its form stays, even when its own hold (or the seats
  // it just booked) makes it sold out on a re-read, so a checkout under way is never taken away.
  const [engaged, setEngaged] = useState<string | null>(null);
  useUnsavedPayment(onBooked, () => engaged !== null);
  const formFor = (eventId: string): FormProps => ({
    onBooked,
    preselect,
    onCheckoutStart: () => {
      setEngaged(eventId);
      onCheckoutStart?.();
    },
  });
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
      const { following, ...next } = state.availability;
      if (next.remaining > 0 || engaged === next.event.id) {
        return (
          <EventBooking availability={next} form={formFor(next.event.id)}>
            <EventPoster event={next.event} />
            <YourTicketsNote />
          </EventBooking>
        );
      }
      // Sold out: no form for it; the next party's, when there is one (docs/design.md §12.8).
      const notice = <SoldOutNotice soldOut={next} following={following} />;
      if (!following) {
        return (
          <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 sm:px-5 md:px-8">
            {notice}
            <div className="mt-6 flex justify-center">
              <Link to={paths.contact} className="btn-primary">
                Contact us
              </Link>
            </div>
            <YourTicketsNote />
          </div>
        );
      }
      return (
        <EventBooking availability={following} form={formFor(following.event.id)} afterSoldOut>
          {notice}
          <YourTicketsNote />
        </EventBooking>
      );
    }
  }
}

interface FormProps {
  onBooked: (ticket: Ticket) => void;
  onCheckoutStart?: () => void;
  preselect: TicketTier | null;
}

/** One event's details and its booking form, below what the page says first (`children`). */
function EventBooking({
  availability,
  form,
  afterSoldOut = false,
  children,
}: {
  availability: EventAvailability;
  form: FormProps;
  /** Sold after a sold-out event's notice, which is then the page's h1. */
  afterSoldOut?: boolean;
  children: ReactNode;
}) {
  // On the page the browser first loaded, the form comes a frame after the event's details: laid
  // out together they were one 12–15 ms task after the first paint (docs/design.md §10.4). On a
  // phone it is below the first screen; beside the details, an empty column for one frame moves
  // nothing. Back on /booking later (from the ticket, say), it is there at once.
  const formShown = useAfterNextPaint(isHydrating());
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-5 md:px-8">
      {children}
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0">
          <EventDetails
            event={availability.event}
            eyebrow={afterSoldOut ? 'Next party' : undefined}
            Heading={afterSoldOut ? 'h2' : 'h1'}
          />
          <EventDescription text={availability.event.description} />
        </div>
        {formShown && (
          <BookingForm
            key={availability.event.id}
            availability={availability}
            onBooked={form.onBooked}
            preselect={form.preselect}
            onCheckoutStart={form.onCheckoutStart}
          />
        )}
      </div>
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 text-center">
      <h1 className="font-display text-4xl font-bold">Book Tickets</h1>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}
