import type { Ticket } from '@/domain/booking';
import { composeTicketMail } from '@/domain/ticket-mail';
import type { MailDoc } from '../collections';
import type { FlowEnv } from '../flow-env';
import { newDocumentId } from '../ids';
import type { Transaction } from '../store';

/**
 * Queues the ticket e-mail (a mail/{id} document for the Trigger Email extension; the demo keeps
 * it as its outbox) in the transaction that issues the ticket, so there is exactly one per
 * booking: a retried or repeated fulfil that finds the order fulfilled writes neither. An e-mail
 * is a courtesy, the ticket is what was paid for: if composing it fails, the booking is written
 * without it and the failure is logged.
 */
export function queueTicketMail(tx: Transaction, env: FlowEnv, ticket: Ticket, now: Date): void {
  let mail: MailDoc;
  try {
    const id = newDocumentId(env.random);
    mail = {
      id,
      ...composeTicketMail(ticket, env.ticketMail, now),
      bookingId: ticket.bookingId,
      createdAt: now.toISOString(),
    };
  } catch (error) {
    console.error(`Ticket e-mail for booking ${ticket.bookingId} not written:`, error);
    return;
  }
  tx.set('mail', mail.id, mail);
}
