import { normaliseEmail } from '@/domain/email';
import { staffAccess, type StaffRole } from '@/domain/team';
import type { TeamDoc, UserDoc } from '../collections';

/** One person on the team: an account with a role, or an e-mail waiting for its first sign-in. */
export interface TeamMember {
  email: string;
  role: StaffRole;
  /** Door staff's events (empty for an organiser, who has them all). */
  eventIds: string[];
  /** Their account, or null while no account with the e-mail has picked the role up. */
  uid: string | null;
}

/**
 * The Team screen's list (docs/design.md §6.1): every account with a role — organisers made
 * before roles, by the make-admin script, included — and the e-mails added but not yet signed
 * in, one line per e-mail, by e-mail. An account's own record decides its role: it is what the
 * rules and the flows read.
 */
export function teamListing(staff: readonly UserDoc[], records: readonly TeamDoc[]): TeamMember[] {
  const members = new Map<string, TeamMember>();
  for (const record of records) {
    if (record.uid !== null) continue;
    members.set(record.email, {
      email: record.email,
      role: record.role,
      eventIds: record.eventIds,
      uid: null,
    });
  }
  for (const user of staff) {
    const access = staffAccess(user);
    if (access === null) continue;
    const email = normaliseEmail(String(user.email ?? ''));
    members.set(email, {
      email,
      role: access.role,
      eventIds: access.role === 'door' ? access.eventIds : [],
      uid: user.uid,
    });
  }
  return [...members.values()].sort((a, b) => a.email.localeCompare(b.email));
}
