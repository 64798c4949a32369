import { featuredEvent, featuredEventRecord } from '@/config/featured-event';
import type { EventFormValues } from '@/domain/events';
import type { StoredNextEvent } from './stored-next-event';

type ShownEvent = Pick<
  EventFormValues,
  'title' | 'date' | 'startTime' | 'endTime' | 'location' | 'price'
>;

/** What the hero says about the next party (docs/design.md §12.8). */
export type NextPartyShown = PartyShown | NoPartyShown;

interface PartyShown {
  event: ShownEvent;
  /** False when `event` is sold out and no later party has seats: the hero sells nothing. */
  onSale: boolean;
  /** The sold-out party that `event` follows, named so the visitor knows why the date moved. */
  soldOut: ShownEvent | null;
}

/** No party is open for booking (none upcoming): the hero says so and sells nothing. */
interface NoPartyShown {
  event: null;
  onSale: false;
  soldOut: null;
}

const prerendered = featuredEventRecord(featuredEvent.date);

/**
 * The party to advertise: the prerendered featured event until the stored read answers; then the
 * stored next event, or the following one on sale when it is sold out, as /booking sells it.
 */
export function nextPartyShown(stored: StoredNextEvent): NextPartyShown {
  if (!stored) return { event: prerendered, onSale: true, soldOut: null };
  if (stored === 'none') return { event: null, onSale: false, soldOut: null };
  if (stored.remaining > 0) return { event: stored.event, onSale: true, soldOut: null };
  if (stored.following)
    return { event: stored.following.event, onSale: true, soldOut: stored.event };
  return { event: stored.event, onSale: false, soldOut: null };
}
