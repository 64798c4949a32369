import { ContactMessagesSection } from './contact-messages-section';
import { OutboxSection } from './outbox-section';

/**
 * /admin/dashboard/messages: what visitors sent through the contact form, then the ticket
 * e-mails the bookings wrote (the outbox), each newest first.
 */
export function MessagesPage() {
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-10">
      <h1 id="messages-heading" className="font-display text-3xl font-bold">
        Messages
      </h1>
      <ContactMessagesSection />
      <OutboxSection />
    </section>
  );
}
