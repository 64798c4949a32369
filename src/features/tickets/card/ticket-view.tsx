import { useRef } from 'react';
import type { Ticket } from '@/domain/booking';
import { ticketEventWindow } from '@/domain/event-time';
import { TicketActions } from './ticket-actions';
import { TicketCard } from './ticket-card';
import { useEventEnded } from './use-event-ended';

/** The card plus its actions; only the card goes into the saved image. */
export function TicketView({ ticket }: { ticket: Ticket }) {
  const cardRef = useRef<HTMLElement>(null);
  const when = ticketEventWindow(ticket);
  const ended = useEventEnded(when);
  return (
    <>
      <TicketCard ticket={ticket} ended={ended} cardRef={cardRef} />
      <TicketActions ticket={ticket} when={when} ended={ended} cardRef={cardRef} />
    </>
  );
}
