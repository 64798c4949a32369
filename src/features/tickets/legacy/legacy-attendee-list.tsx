import type { LegacyAttendee } from '@/domain/legacy-booking';
import { NOT_AVAILABLE } from '@/domain/format';

/** Each admitted person with whatever the old booking recorded about them. */
export function LegacyAttendeeList({ attendees }: { attendees: LegacyAttendee[] }) {
  if (attendees.length === 0) return <p>{NOT_AVAILABLE}</p>;
  return (
    <ul className="space-y-2">
      {attendees.map((person, index) => {
        const details = [
          person.gender,
          person.phone,
          person.email,
          person.insta && `Instagram: ${person.insta}`,
        ];
        const extra = details.filter(Boolean).join(' · ');
        return (
          <li key={index}>
            <p className="font-semibold">{person.name || `Guest ${index + 1}`}</p>
            {extra && <p className="text-sm break-words text-muted">{extra}</p>}
          </li>
        );
      })}
    </ul>
  );
}
