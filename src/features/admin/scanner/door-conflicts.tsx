import { useMemo } from 'react';
import type { CheckInRecord, ScanLogEntry } from '@/backend/admin-backend';
import { formatIstDateTime } from '@/domain/format';
import { OFFLINE_CONFLICT_MESSAGE } from '@/domain/offline-door';
import { laneOf } from './lane-name';
import { scanLogPerson } from './scan-log-person';
import { useDoorConflicts } from './use-door-conflicts';

function admission(at: string | null, lane: string | null, by: string | null): string {
  const when = at ? formatIstDateTime(at) : 'an unrecorded time';
  return [lane ?? 'A lane', `at ${when}`, by ? `by ${by}` : null].filter(Boolean).join(' ');
}

/** Both admissions of one ticket, first and second, as the organiser reads them. */
export function conflictLines(line: ScanLogEntry): [string, string] {
  const first = line.first;
  return [
    `First: ${admission(first?.at ?? null, laneOf(first?.device ?? null), first?.by ?? null)}`,
    `Again: ${admission(line.at, laneOf(line.device), line.adminEmail)}`,
  ];
}

/**
 * Tickets admitted on two lanes while offline (docs/design.md §5.7), on the scanner screen so
 * the organiser sees them on the night: counted once, never dropped without a word.
 */
export function DoorConflicts({
  eventId,
  history,
}: {
  eventId: string;
  history: readonly CheckInRecord[];
}) {
  const lines = useDoorConflicts(eventId);
  const checkedIn = useMemo(
    () => new Map(history.map((record) => [record.bookingId, record])),
    [history],
  );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="door-conflicts" className="card border-2 border-amber-400">
      <h2 id="door-conflicts" className="font-display text-xl font-bold">
        {OFFLINE_CONFLICT_MESSAGE}
      </h2>
      <p className="text-sm text-muted">
        Each ticket was let in on one lane and again on another while they were offline. It counts
        once; find the second party at the door.
      </p>
      <ul aria-label="Conflicts" className="mt-3 flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.id} className="border-b border-white/10 pb-3 last:border-0">
            <p className="font-semibold break-all">{scanLogPerson(line, checkedIn)}</p>
            {conflictLines(line).map((text) => (
              <p key={text} className="text-sm">
                {text}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
