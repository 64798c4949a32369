export const LEGACY_EVENT_MISSING_MESSAGE = 'Event details could not be found for this ticket';
export const LEGACY_TICKET_LOAD_FAILED_MESSAGE = 'Failed to load ticket details';

/** One attendee as older bookings stored them; couple entries carry suffixes 1 and 2. */
export interface LegacyMember {
  name?: string;
  gender?: string;
  phone?: string;
  email?: string;
  insta?: string;
  name1?: string;
  gender1?: string;
  phone1?: string;
  email1?: string;
  insta1?: string;
  name2?: string;
  gender2?: string;
  phone2?: string;
  email2?: string;
  insta2?: string;
}

/** bookings/{id}: read-only data from the previous site; most fields may be missing. */
export interface LegacyBooking {
  name?: string;
  email: string;
  partnerName?: string;
  /** 'duo' for a couple; anything else is one person. */
  attendees?: string;
  members?: LegacyMember[];
  stagMembers?: LegacyMember[];
  coupleMembers?: LegacyMember[];
  amountPaid?: number;
  promocode?: string;
  coupon?: string;
  eventId: string;
  checkedIn?: boolean;
  checkInTime?: string | null;
  checkedInBy?: string | null;
  /** scanLog/{id} of the latest check-in or undo made by this app (see Booking.scanLogId). */
  scanLogId?: string;
  createdAt: string;
  /** As Booking.searchKeys; added to the previous site's documents by a backfill. */
  searchKeys?: string[];
}

export interface LegacyAttendee {
  name: string;
  gender?: string;
  phone?: string;
  email?: string;
  insta?: string;
}

const PERSON_FIELDS = ['name', 'gender', 'phone', 'email', 'insta'] as const;

function personWithSuffix(member: LegacyMember, suffix: '' | '1' | '2'): LegacyAttendee | null {
  const person: LegacyAttendee = { name: '' };
  let found = false;
  for (const field of PERSON_FIELDS) {
    const value = member[`${field}${suffix}` as const]?.trim();
    if (value) {
      person[field] = value;
      found = true;
    }
  }
  return found ? person : null;
}

/** Who a legacy ticket admits: members if any, else stagMembers, else coupleMembers, flattened. */
export function legacyAttendees(
  booking: Pick<LegacyBooking, 'members' | 'stagMembers' | 'coupleMembers'>,
): LegacyAttendee[] {
  const source = [booking.members, booking.stagMembers, booking.coupleMembers].find(
    (list): list is LegacyMember[] => Array.isArray(list) && list.length > 0,
  );
  if (!source) return [];
  return source.flatMap((member) =>
    (['', '1', '2'] as const)
      .map((suffix) => personWithSuffix(member, suffix))
      .filter((person): person is LegacyAttendee => person !== null),
  );
}

/** Older bookings stored the code as either `coupon` or `promocode`. */
export function legacyCouponCode(
  booking: Pick<LegacyBooking, 'coupon' | 'promocode'>,
): string | null {
  return booking.coupon?.trim() || booking.promocode?.trim() || null;
}
