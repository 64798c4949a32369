import { SparkleIcon } from '@/components/ui/section-icons';
import { site } from '@/config/site';
import type { Event } from '@/domain/events';
import { formatEventDate, formatTimeRange } from '@/domain/format';

/** Title and the facts a visitor checks before paying: when, where, who may come, what to wear. */
export function EventDetails({
  event,
  eyebrow = 'Book tickets',
  Heading = 'h1',
}: {
  event: Event;
  /** The small line above the title: "Next party" when it follows a sold-out one. */
  eyebrow?: string;
  /** h2 when the page's h1 is something else (a sold-out notice above it). */
  Heading?: 'h1' | 'h2';
}) {
  const facts = [
    { label: 'Date', value: formatEventDate(event.date) },
    { label: 'Time', value: formatTimeRange(event.startTime, event.endTime) },
    { label: 'Location', value: event.location },
    { label: 'Age', value: site.ageLimit },
    { label: 'Duration', value: `${site.durationHours} hours` },
  ];
  // wrap-anywhere: a title or a pasted maps link without spaces wraps inside its column instead
  // of widening the page past a phone's screen (docs/design.md §12.7).
  return (
    <div>
      <p className="eyebrow">{eyebrow}</p>
      <Heading className="mt-2 font-display text-3xl font-bold text-balance wrap-anywhere md:text-5xl">
        {event.title}
      </Heading>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-widest text-muted uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-medium wrap-anywhere text-cream">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex gap-3 rounded-2xl border border-marigold/40 bg-plum/60 p-4 text-sm">
        <SparkleIcon className="mt-0.5 shrink-0 text-marigold" width={18} height={18} />
        <span>
          <strong className="text-marigold">Dress code:</strong> {site.dressCode}
        </span>
      </p>
      <p className="mt-3 text-sm text-muted">
        Your ticket&apos;s QR code is your entry pass. Tickets are non-refundable.
      </p>
    </div>
  );
}
