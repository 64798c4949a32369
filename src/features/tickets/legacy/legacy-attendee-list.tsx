import type { LegacyAttendee } from '@/domain/legacy-booking';
import { NOT_AVAILABLE } from '@/domain/format';

/**
 * Who the old booking admits, by name only: whoever holds the link must not learn the other
 * guests' phone numbers, e-mail addresses or social handles (docs/design.md §12.4).
 */
export function LegacyAttendeeList({ attendees }: { attendees: LegacyAttendee[] }) {
  if (attendees.length === 0) return <p>{NOT_AVAILABLE}</p>;
  return (
    <ul className="space-y-1">
      {attendees.map((person, index) => (
        <li key={index} className="font-semibold">
          {person.name || `Guest ${index + 1}`}
        </li>
      ))}
    </ul>
  );
}
