import { useId, type Ref } from 'react';
import { site } from '@/config/site';
import type { Ticket } from '@/domain/booking';
import { formatEventDate, formatRupees } from '@/domain/format';
import { ticketsDescription } from '@/domain/payment';
import { encodeTicketQr } from '@/domain/qr-payload';
import { EventEndedNotice, QrSlot } from './ended-ticket';
import { ticketColours as c } from './ticket-colours';
import { TicketQr } from './ticket-qr';

/**
 * The ticket itself (docs/product-spec.md §2): logo, EVENT TICKET, title, date, the entry QR,
 * the guest's name when given, AMOUNT PAID, PROMO and dress code. Shared by the screen after booking and /ticket/{token}, and saved as
 * ticket.png, so it is painted only with inline hex colours (see ticket-colours.ts).
 */
export function TicketCard({
  ticket,
  ended = false,
  cardRef,
}: {
  ticket: Ticket;
  /** The party is over: said first, and the QR no longer looks like a pass. */
  ended?: boolean;
  cardRef?: Ref<HTMLElement>;
}) {
  const titleId = useId();
  const qrValue = encodeTicketQr({
    bookingId: ticket.bookingId,
    email: ticket.email,
    ticket499Count: ticket.ticket499Count,
    ticket1212Count: ticket.ticket1212Count,
  });
  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-sm overflow-hidden rounded-3xl border text-left"
      style={{ backgroundColor: c.paper, color: c.ink, borderColor: c.marigold }}
    >
      <header className="px-6 pt-6 pb-5 text-center" style={{ backgroundColor: c.plum }}>
        <img
          src="/brand/logo.svg"
          alt={site.name}
          width={150}
          height={40}
          className="mx-auto h-10 w-auto"
        />
        <p className="mt-4 text-xs font-bold tracking-[0.3em]" style={{ color: c.marigold }}>
          EVENT TICKET
        </p>
        <h2
          id={titleId}
          className="mt-2 font-display text-2xl leading-tight font-bold wrap-anywhere"
          style={{ color: c.cream }}
        >
          {ticket.title}
        </h2>
        <p className="mt-2 font-medium" style={{ color: c.cream }}>
          {formatEventDate(ticket.date)}
        </p>
        <p className="text-sm wrap-anywhere" style={{ color: c.muted }}>
          {ticket.time} · {ticket.location}
        </p>
      </header>
      <div className="px-6 pt-5 pb-6">
        {ended && (
          <div className="mb-5">
            <EventEndedNotice />
          </div>
        )}
        {/* The QR first: it is what the door needs, and it stays above the fold on a phone. */}
        <QrSlot ended={ended}>
          <TicketQr value={qrValue} label="Entry QR code" />
        </QrSlot>
        <dl className="mt-5 grid grid-cols-2 gap-4">
          {/* Whose ticket it is, when the buyer gave a name (docs/design.md §9.14). */}
          {ticket.name && <Field label="GUEST" value={ticket.name} wide />}
          <Field label="AMOUNT PAID" value={formatRupees(ticket.amountPaid)} />
          {ticket.couponCode && <Field label="PROMO" value={ticket.couponCode} />}
          <Field label="ADMITS" value={ticketsDescription(ticket)} wide />
        </dl>
        <p className="mt-4 text-center text-sm font-medium" style={{ color: c.rani }}>
          {site.dressCode}
        </p>
      </div>
    </article>
  );
}

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-bold tracking-[0.2em]" style={{ color: c.inkSoft }}>
        {label}
      </dt>
      {/* break-words: a long name without spaces wraps instead of leaving the card. */}
      <dd className="mt-1 text-lg font-bold break-words" style={{ color: c.ink }}>
        {value}
      </dd>
    </div>
  );
}
