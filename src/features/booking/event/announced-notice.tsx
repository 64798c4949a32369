import { formatSalesOpen } from '@/domain/event-life';
import type { Event } from '@/domain/events';

/** An announced party: visitors may read about it, and book from the time sales open (IST). */
export function AnnouncedNotice({ event }: { event: Event }) {
  return (
    <p
      role="status"
      className="rounded-3xl border border-marigold/40 bg-plum/70 p-5 text-center text-lg font-semibold text-marigold"
    >
      On sale from {formatSalesOpen(event.salesOpenAt ?? '')}. Come back then to book.
    </p>
  );
}
