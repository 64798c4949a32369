import { useRef } from 'react';
import type { Ticket } from '@/domain/booking';
import { TicketActions } from './ticket-actions';
import { TicketCard } from './ticket-card';

/** The card plus its actions; only the card goes into the saved image. */
export function TicketView({ ticket }: { ticket: Ticket }) {
  const cardRef = useRef<HTMLElement>(null);
  return (
    <>
      <TicketCard ticket={ticket} cardRef={cardRef} />
      <TicketActions token={ticket.token} cardRef={cardRef} />
    </>
  );
}
