import { MAIL_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { useMailOutboxQuery } from '../api/mail-outbox-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { QueryView } from '../components/query-view';
import { OutboxItem } from './outbox-item';

/**
 * The ticket e-mails the bookings wrote (docs/design.md §12.2), newest first, each opening to its
 * text. The demo sends none and says so plainly; on Firebase the Trigger Email extension sends
 * them.
 */
export function OutboxSection() {
  const admin = useAdminBackend();
  const query = useMailOutboxQuery();
  const sends = admin.mail.sendsEmail;
  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-4">
      <h2 id="outbox-heading" className="font-display text-2xl font-bold">
        Ticket e-mails
      </h2>
      {sends ? (
        <p className="text-muted">
          Each booking e-mails its ticket to the guest. The latest are listed here.
        </p>
      ) : (
        <p className="card border-marigold/60 p-4 text-sm">
          <strong className="text-marigold">Demo mode: no e-mail is sent.</strong> Each booking
          writes the ticket e-mail a live site would send; the demo keeps it here instead.
        </p>
      )}
      <QueryView
        query={query}
        loadingLabel="Loading e-mails…"
        errorMessage={MAIL_FETCH_FAILED_MESSAGE}
        isEmpty={(mails) => mails.length === 0}
        empty="No ticket e-mails yet."
        emptyNext="Each booking's ticket e-mail appears here once someone books."
      >
        {(mails) => (
          <ul aria-label="Ticket e-mails" className="flex flex-col gap-3">
            {mails.map((mail) => (
              <OutboxItem key={mail.id} mail={mail} sends={sends} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
