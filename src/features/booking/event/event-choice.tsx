import { useId } from 'react';
import { eventState, formatSalesOpen } from '@/domain/event-life';
import { formatEventDate } from '@/domain/format';
import type { EventAvailability } from '@/domain/seats';

/** What a visitor reads beside each party: on sale, sold out, or when sales open. */
export function availabilityLabel(availability: EventAvailability, now: Date): string {
  const { event } = availability;
  if (eventState(event, now) === 'announced') {
    return `On sale from ${formatSalesOpen(event.salesOpenAt ?? '')}`;
  }
  return availability.remaining > 0 ? 'On sale' : 'Sold out';
}

/**
 * /booking's choice when more than one upcoming party is open (docs/design.md §3.12): a radio
 * group, one party a line, stacked so it fits a phone; the chosen one is shown below it.
 */
export function EventChoice({
  open,
  chosenId,
  onChoose,
  now,
}: {
  open: readonly EventAvailability[];
  chosenId: string;
  onChoose: (id: string) => void;
  now: Date;
}) {
  const name = useId();
  return (
    <fieldset className="rounded-3xl border border-white/10 bg-plum/40 p-4 md:p-5">
      <legend className="px-2 font-display text-xl font-bold">Choose a party</legend>
      <div className="mt-2 flex flex-col gap-2">
        {open.map((availability) => {
          const { event } = availability;
          const chosen = event.id === chosenId;
          return (
            <label
              key={event.id}
              className={`grid min-h-11 cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-2xl border px-4 py-3 ${
                chosen ? 'border-marigold/70 bg-marigold/10' : 'border-white/10'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={event.id}
                checked={chosen}
                onChange={() => onChoose(event.id)}
                className="mt-1 size-4 shrink-0 accent-marigold"
              />
              <span className="font-semibold wrap-anywhere text-cream">
                {event.title} · {formatEventDate(event.date)}
              </span>{' '}
              <span className="col-start-2 text-sm text-muted">
                {availabilityLabel(availability, now)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
