import { isValidDocumentId } from '@/domain/document-id';
import { eventRevenue, ticketsSold } from '@/domain/event-revenue';
import { doorStateOf, type EventBookings, type ReadEventBookings } from './door';

/** One event at a glance for the overview (docs/design.md §14.4). */
export interface EventFigures {
  /** Tickets of confirmed bookings (a legacy booking: the people it admits). */
  ticketsSold: number;
  /** Rupees the event's bookings brought in. */
  revenue: number;
  /** The door's own counts (doorStateOf), so the overview and the door never disagree. */
  checkedInPeople: number;
  bookedPeople: number;
}

export function eventFiguresOf(event: EventBookings): EventFigures {
  const door = doorStateOf(event);
  return {
    ticketsSold: ticketsSold(event.bookings, event.legacy),
    revenue: eventRevenue(event.bookings, event.legacy),
    checkedInPeople: door.checkedInPeople,
    bookedPeople: door.bookedPeople,
  };
}

/** From the same read the door uses; an id no event can have has no bookings, not an error. */
export async function readEventFigures(
  read: ReadEventBookings,
  eventId: string,
): Promise<EventFigures> {
  if (!isValidDocumentId(eventId)) return eventFiguresOf({ bookings: [], legacy: [] });
  return eventFiguresOf(await read(eventId, { checkedInOnly: false }));
}
