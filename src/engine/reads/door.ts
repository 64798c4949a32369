import { isValidDocumentId } from '@/domain/document-id';
import { totalCheckIns, totalMembersRegistered } from '@/domain/stats';
import type { BookingDoc, LegacyBookingDoc } from '../collections';
import { checkInRecord, type CheckInRecord } from '../flows/check-in';

/** A booking found by the door's manual search, checked in or not. */
export type DoorGuest = CheckInRecord & { checkedIn: boolean };

/** What every device at one door shares, live (docs/design.md §5.4). */
export interface DoorState {
  /** Checked-in bookings of the event, newest check-in first. */
  history: CheckInRecord[];
  /** People, not bookings: a duo counts 2, a new booking its tickets. */
  checkedInPeople: number;
  bookedPeople: number;
}

/** Most matches the door's search shows: enough for a common name, few enough to read. */
export const DOOR_SEARCH_LIMIT = 20;
/** Fewer characters than this match too many people to be useful. */
export const DOOR_SEARCH_MIN_LENGTH = 2;

/** One event's bookings of both kinds, as an adapter's database returned them. */
export interface EventBookings {
  bookings: BookingDoc[];
  legacy: LegacyBookingDoc[];
}

/**
 * The one piece of I/O the door's reads need, which each adapter provides (Dexie, Firestore):
 * the bookings of a valid event id. `checkedInOnly` lets a database that can filter on the
 * server send fewer; the reads below filter again, so an adapter may ignore it.
 */
export type ReadEventBookings = (
  eventId: string,
  options: { checkedInOnly: boolean },
) => Promise<EventBookings>;

const isCheckedIn = (booking: { checkedIn?: boolean | null }) => booking.checkedIn === true;

function newestFirst(a: CheckInRecord, b: CheckInRecord): number {
  return b.checkInTime.localeCompare(a.checkInTime) || a.bookingId.localeCompare(b.bookingId);
}

const recordsOf = ({ bookings, legacy }: EventBookings): CheckInRecord[] => [
  ...bookings.map((booking) => checkInRecord({ source: 'newbookings', booking })),
  ...legacy.map((booking) => checkInRecord({ source: 'bookings', booking })),
];

/** Checked-in bookings, newest check-in first. */
function historyOf({ bookings, legacy }: EventBookings): CheckInRecord[] {
  return recordsOf({
    bookings: bookings.filter(isCheckedIn),
    legacy: legacy.filter(isCheckedIn),
  }).sort(newestFirst);
}

/**
 * The door from every booking of the event (checked in or not): the engine's records and the
 * domain's people counts, whichever query or listener fed them.
 */
export function doorStateOf(event: EventBookings): DoorState {
  return {
    history: historyOf(event),
    checkedInPeople: totalCheckIns(event.legacy, event.bookings),
    bookedPeople: totalMembersRegistered(event.legacy, event.bookings),
  };
}

const NOTHING: EventBookings = { bookings: [], legacy: [] };

/** The door of one event now; an id no event can have is an empty door, not an error. */
export async function readDoorState(read: ReadEventBookings, eventId: string): Promise<DoorState> {
  if (!isValidDocumentId(eventId)) return doorStateOf(NOTHING);
  return doorStateOf(await read(eventId, { checkedInOnly: false }));
}

export async function readDoorHistory(
  read: ReadEventBookings,
  eventId: string,
): Promise<CheckInRecord[]> {
  if (!isValidDocumentId(eventId)) return [];
  return historyOf(await read(eventId, { checkedInOnly: true }));
}

function matchesSearch(record: CheckInRecord, text: string): boolean {
  if (record.bookingId === text) return true;
  const wanted = text.toLowerCase();
  return [record.email, record.name].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(wanted),
  );
}

/**
 * Manual check-in at the door: the event's bookings whose id is the text, or whose e-mail or
 * name contains it in any case, at most DOOR_SEARCH_LIMIT. Databases cannot match "contains,
 * any case", so the event's bookings (at most its capacity) are read and matched here.
 */
export async function searchDoor(
  read: ReadEventBookings,
  eventId: string,
  text: unknown,
): Promise<DoorGuest[]> {
  const wanted = String(text ?? '').trim();
  if (wanted.length < DOOR_SEARCH_MIN_LENGTH || !isValidDocumentId(eventId)) return [];
  const event = await read(eventId, { checkedInOnly: false });
  const checkedIn = new Set(
    [...event.bookings, ...event.legacy].filter(isCheckedIn).map((booking) => booking.id),
  );
  return recordsOf(event)
    .filter((record) => matchesSearch(record, wanted))
    .slice(0, DOOR_SEARCH_LIMIT)
    .map((record) => ({ ...record, checkedIn: checkedIn.has(record.bookingId) }));
}
