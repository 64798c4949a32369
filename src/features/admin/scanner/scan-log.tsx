import { useState } from 'react';
import type { CheckInRecord, ScanLogEntry } from '@/backend/admin-backend';
import { CHECK_INS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatIstDateTime } from '@/domain/format';
import { useScanLogQuery } from '../api/scan-log-query';
import { QueryView } from '../components/query-view';
import { scanLogPerson } from './scan-log-person';

const RESULT_WORDS: Record<ScanLogEntry['result'], string> = {
  admitted: 'Admitted',
  already: 'Refused: already checked in',
  invalid: 'Refused: no such booking',
  'other-event': 'Refused: another event',
  undone: 'Check-in undone',
  failed: 'Failed',
  conflict: 'Conflict: admitted on two lanes',
};

/**
 * Everyone this door has shown checked in since it opened on this event: a guest whose check-in
 * was undone leaves the history but keeps their name in the log.
 */
function useKnownGuests(eventId: string, history: readonly CheckInRecord[]) {
  const [known, setKnown] = useState(() => ({ eventId, history, guests: byBooking(history) }));
  if (known.eventId !== eventId) {
    setKnown({ eventId, history, guests: byBooking(history) });
  } else if (known.history !== history) {
    setKnown({ eventId, history, guests: new Map([...known.guests, ...byBooking(history)]) });
  }
  return known.guests;
}

const byBooking = (history: readonly CheckInRecord[]) =>
  new Map(history.map((record) => [record.bookingId, record]));

/** Every attempt at this door, so the organiser can answer "who let this person in". */
export function ScanLog({
  eventId,
  history,
}: {
  eventId: string;
  /** This event's checked-in bookings, to name the people a line is about. */
  history: readonly CheckInRecord[];
}) {
  const [open, setOpen] = useState(false);
  const known = useKnownGuests(eventId, history);
  const log = useScanLogQuery(eventId, open);
  return (
    <details
      className="card"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-display text-xl font-bold">Scan log</summary>
      {open ? (
        <div className="mt-4">
          <QueryView
            query={log}
            loadingLabel="Loading the scan log…"
            errorMessage={CHECK_INS_FETCH_FAILED_MESSAGE}
            isEmpty={(lines) => lines.length === 0}
            empty="No scans at this door yet."
            emptyNext="Every scan or manual check-in is logged here, refusals included."
          >
            {(lines) => (
              <ol aria-label="Scan log" className="flex flex-col gap-3">
                {lines.map((line) => (
                  <li key={line.id} className="border-b border-white/10 pb-3 last:border-0">
                    <p className="font-semibold">{RESULT_WORDS[line.result]}</p>
                    <p className="break-all">{scanLogPerson(line, known, lines)}</p>
                    <p className="text-sm text-muted">
                      {formatIstDateTime(line.at)} · by {line.adminEmail ?? line.adminUid}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </QueryView>
        </div>
      ) : null}
    </details>
  );
}
