import * as z from 'zod/mini';
import { isValidDocumentId } from './document-id';
import { EMAIL_INVALID_MESSAGE, emailSchema } from './email';

/**
 * Who may do what in the admin area (docs/design.md §6.1): an organiser everything; door staff
 * only the scanner, manual check-in and the scan log, and only for the events assigned to them.
 */
export const STAFF_ROLES = ['organiser', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffAccess = { role: 'organiser' } | { role: 'door'; eventIds: string[] } | null;

/** Most events one door person may be assigned at once: a season's parties, not a catalogue. */
export const DOOR_EVENTS_MAX = 20;

export const ROLE_LABELS: Record<StaffRole, string> = {
  organiser: 'Organiser',
  door: 'Door staff',
};

export const DOOR_EVENTS_REQUIRED_MESSAGE = 'Choose at least one event for door staff.';
export const DOOR_EVENTS_TOO_MANY_MESSAGE = `Door staff can be assigned at most ${DOOR_EVENTS_MAX} events.`;
export const ROLE_INVALID_MESSAGE = 'Choose a role: organiser or door staff.';
export const OWN_ROLE_MESSAGE =
  'You cannot change or revoke your own access. Ask another organiser to do it.';
export const NOT_ON_TEAM_MESSAGE = 'This person is not on the team.';
export const DOOR_EVENT_REFUSED_MESSAGE =
  'This event is not assigned to you. Ask an organiser to assign it.';

/**
 * The access a users/{uid} record grants. `isAdmin: true` is an organiser, as it always was
 * (accounts made before roles keep working unchanged); door staff carry `role: 'door'` and the
 * ids of their events. Anything else — a malformed record included — grants nothing.
 */
export function staffAccess(
  user: { isAdmin?: unknown; role?: unknown; doorEventIds?: unknown } | null | undefined,
): StaffAccess {
  if (!user) return null;
  if (user.isAdmin === true) return { role: 'organiser' };
  if (user.role !== 'door' || !Array.isArray(user.doorEventIds)) return null;
  return { role: 'door', eventIds: user.doorEventIds.filter(isValidDocumentId) };
}

/** Whether this access may check guests in (and read the door) for this event. */
export function mayWorkDoor(access: StaffAccess, eventId: unknown): boolean {
  if (access === null) return false;
  if (access.role === 'organiser') return true;
  return isValidDocumentId(eventId) && access.eventIds.includes(eventId);
}

/** A team member's e-mail, normalised: it is the team record's document id, so it holds no slash. */
export const teamEmailSchema = z.pipe(
  emailSchema,
  z.string().check(z.refine((email) => !email.includes('/'), EMAIL_INVALID_MESSAGE)),
);

/** What an organiser submits for one person: who, which role, and (door staff) which events. */
export const teamMemberSchema = z
  .object({
    email: teamEmailSchema,
    role: z.enum(STAFF_ROLES, { error: ROLE_INVALID_MESSAGE }),
    eventIds: z.array(
      z.string().check(z.refine(isValidDocumentId, 'That event id is not valid.')),
    ),
  })
  .check(
    z.refine(
      (member) => member.role !== 'door' || member.eventIds.length > 0,
      DOOR_EVENTS_REQUIRED_MESSAGE,
    ),
    z.refine((member) => member.eventIds.length <= DOOR_EVENTS_MAX, DOOR_EVENTS_TOO_MANY_MESSAGE),
  );

export type TeamMemberInput = z.output<typeof teamMemberSchema>;

/** The users/{uid} fields a role sets: the organiser's flag, or door staff's role and events. */
export function accessFields(member: Pick<TeamMemberInput, 'role' | 'eventIds'>): {
  isAdmin: boolean;
  role: StaffRole;
  doorEventIds: string[];
} {
  return member.role === 'organiser'
    ? { isAdmin: true, role: 'organiser', doorEventIds: [] }
    : { isAdmin: false, role: 'door', doorEventIds: [...new Set(member.eventIds)] };
}

/** Of these events, those this access may work the door of (all of them for an organiser). */
export function doorEventsOf<E extends { id: string }>(access: StaffAccess, events: E[]): E[] {
  return events.filter((event) => mayWorkDoor(access, event.id));
}
