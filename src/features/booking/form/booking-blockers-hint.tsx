import type { BookingBlocker } from '@/domain/booking-readiness';

// Short imperatives; the full messages already sit next to their fields.
export function shortForm(blocker: BookingBlocker): string {
  switch (blocker.field) {
    case 'coupon':
      return blocker.message;
    case 'name':
      return "Correct the lead guest's name, or leave it empty.";
    case 'email':
      return 'Enter a valid email address.';
    case 'terms':
      return 'Accept the Terms of Service.';
    case 'tickets':
      if (blocker.issue === 'none-selected') return 'Select at least one ticket.';
      if (blocker.issue === 'sold-out') return 'No tickets are left for this event.';
      return 'Choose fewer tickets.';
  }
}

/** Says why the booking button is disabled, rather than leaving the visitor to guess. */
export function BookingBlockersHint({ id, blockers }: { id: string; blockers: BookingBlocker[] }) {
  if (blockers.length === 0) return null;
  return (
    <div id={id} className="mt-3 text-sm text-muted">
      <p>To continue:</p>
      <ul className="mt-1 list-inside list-disc">
        {blockers.map((blocker) => (
          <li key={blocker.field}>{shortForm(blocker)}</li>
        ))}
      </ul>
    </div>
  );
}
