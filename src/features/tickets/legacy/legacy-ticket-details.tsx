import { useId, type ReactNode } from 'react';
import { site } from '@/config/site';
import type { Event } from '@/domain/events';
import { NOT_AVAILABLE, formatRupees, formatTimeRange, formatUsLongDate } from '@/domain/format';
import { legacyAttendees, legacyCouponCode, type LegacyBooking } from '@/domain/legacy-booking';
import { eventWindow } from '@/domain/event-time';
import { EventEndedNotice, QrSlot } from '../card/ended-ticket';
import { TicketQr } from '../card/ticket-qr';
import { useEventEnded } from '../card/use-event-ended';
import { LegacyAttendeeList } from './legacy-attendee-list';

export const LEGACY_FOOTER =
  'This ticket is your entry pass. Please have it ready for scanning at the event. Tickets are non-refundable.';

interface LegacyTicketDetailsProps {
  booking: LegacyBooking & { id: string };
  event: Event;
}

/**
 * docs/product-spec.md §2 Ticket Details: the older bookings' ticket, reached by booking id
 * (docs/design.md §9.4).
 */
export function LegacyTicketDetails({ booking, event }: LegacyTicketDetailsProps) {
  const titleId = useId();
  const ended = useEventEnded(eventWindow(event.date, event.startTime, event.endTime));
  const coupon = legacyCouponCode(booking);
  const amount =
    typeof booking.amountPaid === 'number' && Number.isFinite(booking.amountPaid)
      ? booking.amountPaid
      : null;
  return (
    <article aria-labelledby={titleId} className="card mx-auto w-full max-w-md p-6">
      <img
        src="/brand/logo.svg"
        alt={site.name}
        width={150}
        height={40}
        className="mx-auto h-10 w-auto"
      />
      <h2 id={titleId} className="mt-4 text-center font-display text-2xl font-bold wrap-anywhere">
        {event.title}
      </h2>
      <h3 className="mt-1 text-center text-sm font-bold tracking-[0.3em] text-marigold">
        TICKET DETAILS
      </h3>
      {ended && (
        <div className="mt-5">
          <EventEndedNotice />
        </div>
      )}
      <dl className="mt-6 space-y-5">
        <Section label="DATE & TIME">
          <p>{event.date ? formatUsLongDate(event.date) : NOT_AVAILABLE}</p>
          <p className="text-muted">{formatTimeRange(event.startTime, event.endTime)}</p>
        </Section>
        <Section label="LOCATION">{event.location || NOT_AVAILABLE}</Section>
        <Section label="ATTENDEE(S)">
          <LegacyAttendeeList attendees={legacyAttendees(booking)} />
        </Section>
        {coupon && <Section label="COUPON USED">{coupon}</Section>}
        {amount !== null && <Section label="AMOUNT PAID">{formatRupees(amount)}</Section>}
      </dl>
      {/* The door scanner accepts a raw booking id (docs/product-spec.md §7): old tickets scan. */}
      <div className="mt-6">
        <QrSlot ended={ended}>
          <TicketQr value={booking.id} label="Entry QR code" />
        </QrSlot>
      </div>
      <footer className="mt-6 space-y-2 border-t border-white/10 pt-4 text-center text-sm text-muted">
        <p>{LEGACY_FOOTER}</p>
        <p className="font-medium text-marigold">{site.dressCode}</p>
      </footer>
    </article>
  );
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-[0.2em] text-muted">{label}</dt>
      <dd className="mt-1 wrap-anywhere text-cream">{children}</dd>
    </div>
  );
}
