import { AdminPage } from '../components/admin-page';
import { ContactMessagesSection } from './contact-messages-section';
import { OutboxSection } from './outbox-section';

/**
 * /admin/dashboard/messages: what visitors sent through the contact form, then the ticket
 * e-mails the bookings wrote (the outbox), each newest first.
 */
export function MessagesPage() {
  return (
    <AdminPage title="Messages">
      <ContactMessagesSection />
      <OutboxSection />
    </AdminPage>
  );
}
