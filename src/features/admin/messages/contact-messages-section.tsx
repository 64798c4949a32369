import type { ContactMessageDoc } from '@/backend/admin-backend';
import { CONTACT_MESSAGES_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatIstDateTime } from '@/domain/format';
import { useContactMessagesQuery } from '../api/contact-messages-query';
import { QueryView } from '../components/query-view';

/** What visitors sent through the contact form, newest first. */
export function ContactMessagesSection() {
  const query = useContactMessagesQuery();
  return (
    <section aria-labelledby="contact-messages-heading" className="flex flex-col gap-4">
      <h2 id="contact-messages-heading" className="font-display text-2xl font-bold">
        From visitors
      </h2>
      <QueryView
        query={query}
        loadingLabel="Loading messages…"
        errorMessage={CONTACT_MESSAGES_FETCH_FAILED_MESSAGE}
        isEmpty={(messages) => messages.length === 0}
        empty="No messages yet."
        emptyNext="What visitors send through the contact form appears here, newest first."
      >
        {(messages) => (
          <ul aria-label="Messages" className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function MessageCard({ message: m }: { message: ContactMessageDoc }) {
  return (
    <li>
      <article className="card flex flex-col gap-3 p-5">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words">{m.name}</h3>
            <a
              href={`mailto:${m.email}`}
              className="text-sm wrap-anywhere text-marigold underline underline-offset-2"
            >
              {m.email}
            </a>
          </div>
          <time dateTime={m.createdAt} className="text-sm text-muted">
            {formatIstDateTime(m.createdAt)}
          </time>
        </header>
        {/* Text, never HTML: React escapes it; pre-wrap keeps the sender's line breaks. */}
        <p className="break-words whitespace-pre-wrap">{m.message}</p>
      </article>
    </li>
  );
}
