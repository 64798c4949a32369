import type { CheckInRecord, CheckInResult } from '@/backend/admin-backend';
import { CHECK_IN_FAILED_MESSAGE, CHECK_IN_SUCCESS_MESSAGE } from '@/domain/check-in';
import { ADMITTED_OFFLINE_MESSAGE } from '@/domain/offline-door';
import { formatEventDate, formatIstDateTime } from '@/domain/format';

/** Green: let them in. Amber: seen before, look closer. Red: do not let them in on this code. */
export type VerdictTone = 'admit' | 'already' | 'refuse';

export interface Verdict {
  tone: VerdictTone;
  /** The docs/product-spec.md §8 message, in big letters. */
  title: string;
  /** What the door person needs next: whom, how many, when, who. */
  lines: string[];
}

/** "Admit 3 — 2 Basic, 1 Premium" (a legacy booking has no tiers: "Admit 2"). */
export function admitLine(record: Pick<CheckInRecord, 'people' | 'tickets'>): string {
  const tiers = record.tickets
    ? [
        record.tickets.basic > 0 ? `${record.tickets.basic} Basic` : null,
        record.tickets.premium > 0 ? `${record.tickets.premium} Premium` : null,
      ].filter(Boolean)
    : [];
  return tiers.length > 0
    ? `Admit ${record.people} — ${tiers.join(', ')}`
    : `Admit ${record.people}`;
}

/** Who the booking is, as the door reads it: the name when there is one, else the e-mail. */
export function guestLabel(record: Pick<CheckInRecord, 'name' | 'email'>): string {
  return record.name ? `${record.name} (${record.email})` : record.email;
}

function firstCheckIn(at: string | null, by: string | null): string {
  const when = at ? formatIstDateTime(at) : null;
  if (when && by) return `First checked in ${when} by ${by}`;
  if (when) return `First checked in ${when}`;
  return by ? `First checked in by ${by}` : 'The first check-in time was not recorded';
}

/**
 * What the full-screen verdict says for the flow's answer, or for the lane's own answer from its
 * copy of the door list when `offline` (docs/design.md §5.7).
 */
export function verdictFor(result: CheckInResult, { offline = false } = {}): Verdict {
  if (result.ok) {
    return {
      tone: 'admit',
      title: offline ? ADMITTED_OFFLINE_MESSAGE : CHECK_IN_SUCCESS_MESSAGE,
      lines: [admitLine(result.record), guestLabel(result.record)],
    };
  }
  const who = result.booking ? [guestLabel(result.booking)] : [];
  switch (result.reason) {
    case 'already':
      return {
        tone: 'already',
        title: result.message,
        lines: [firstCheckIn(result.checkedInAt, result.checkedInBy), ...who],
      };
    case 'other-event':
      return {
        tone: 'refuse',
        title: result.message,
        lines: [
          result.otherEvent
            ? `It is for ${result.otherEvent.title} on ${formatEventDate(result.otherEvent.date)}.`
            : 'Its event no longer exists.',
          ...who,
        ],
      };
    case 'invalid':
    case 'not-found':
      return { tone: 'refuse', title: result.message, lines: [] };
  }
}

/** A check-in that could not be decided (offline, database error): never a green. */
export function failureVerdict(detail?: string): Verdict {
  return {
    tone: 'refuse',
    title: CHECK_IN_FAILED_MESSAGE,
    lines: [detail ?? 'Nothing was recorded. Scan again, or check in by name below.'],
  };
}
