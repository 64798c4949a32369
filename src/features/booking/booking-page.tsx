import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import { eventState, isSelling } from '@/domain/event-life';
import type { EventAvailability, NextEventOnSale } from '@/domain/seats';
import type { TicketTier } from '@/domain/prices';
import { isHydrating } from '@/lib/hydration';
import { useAfterNextPaint } from '@/lib/use-after-next-paint';
import { BookingLoading } from './booking-shell';
import { useUnsavedPayment } from './checkout/use-unsaved-payment';
import { AnnouncedNotice } from './event/announced-notice';
import { EventChoice } from './event/event-choice';
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
    case 'loaded':
      return <OpenEvents availability={state.availability} engaged={engaged} formFor={formFor} />;
  }
}

/**
 * The events visitors may book or read about (docs/design.md §3.12): with more than one, a
 * choice above the chosen one, which starts as the one the page sold before (the next with seats
 * on sale); with one, it alone, said sold out or announced when it is.
 */
function OpenEvents({
  availability,
  engaged,
  formFor,
}: {
  availability: NextEventOnSale;
  engaged: string | null;
  formFor: (eventId: string) => FormProps;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const now = new Date();
  const { following, open, ...next } = availability;
  if (open.length > 1) {
    const first = open.find((shown) => isSelling(shown, now)) ?? next;
    const id = chosenId ?? engaged ?? first.event.id;
    const chosen = open.find((shown) => shown.event.id === id) ?? first;
    return (
      <OneEvent availability={chosen} engaged={engaged} form={formFor(chosen.event.id)} now={now}>
        <EventChoice open={open} chosenId={chosen.event.id} onChoose={setChosenId} now={now} />
      </OneEvent>
    );
  }
  if (next.remaining > 0 || engaged === next.event.id || !following) {
    return (
      <OneEvent availability={next} engaged={engaged} form={formFor(next.event.id)} now={now} />
    );
  }
  // Sold out: no form for it; the next party's (docs/design.md §12.8).
  return (
    <EventBooking availability={following} form={formFor(following.event.id)} afterSoldOut>
      <SoldOutNotice soldOut={next} following={following} />
      <YourTicketsNote />
    </EventBooking>
  );
}

/** One event: announced (no form yet), sold out (no form), or its form. */
function OneEvent({
  availability,
  engaged,
  form,
  now,
  children,
}: {
  availability: EventAvailability;
  engaged: string | null;
  form: FormProps;
  now: Date;
  /** Above it: the choice of parties, when there is one. */
  children?: ReactNode;
}) {
  const { event } = availability;
  if (eventState(event, now) === 'announced') {
    return (
      <EventBooking availability={availability} form={null}>
        {children}
        <div className="mt-6">
          <AnnouncedNotice event={event} />
        </div>
        <EventPoster event={event} />
      </EventBooking>
    );
  }
  if (availability.remaining > 0 || engaged === event.id) {
    return (
      <EventBooking availability={availability} form={form}>
        {children}
        <EventPoster event={event} />
        <YourTicketsNote />
      </EventBooking>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 sm:px-5 md:px-8">
      {children ? <div className="mb-6">{children}</div> : null}
      <SoldOutNotice soldOut={availability} following={null} />
      <div className="mt-6 flex justify-center">
        <Link to={paths.contact} className="btn-primary">
          Contact us
        </Link>
      </div>
      <YourTicketsNote />
    </div>
  );
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
  /** null: the event is shown without a form (announced, not on sale yet). */
  form: FormProps | null;
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
        {formShown && form && (
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
