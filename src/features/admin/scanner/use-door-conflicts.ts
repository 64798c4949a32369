import { useEffect, useState } from 'react';
import type { ScanLogEntry } from '@/backend/admin-backend';
import { useAdminBackend } from '../auth/admin-auth-context';

const NONE: ScanLogEntry[] = [];

/**
 * The door's conflicts for one event (docs/design.md §5.7), followed live, so every lane shows a
 * conflict whichever lane's sync wrote it. None while loading, or when they cannot be read:
 * the scan log below still lists them, and the door must not stop for this panel.
 */
export function useDoorConflicts(eventId: string): ScanLogEntry[] {
  const admin = useAdminBackend();
  const [seen, setSeen] = useState<{ eventId: string; conflicts: ScanLogEntry[] }>({
    eventId,
    conflicts: NONE,
  });

  useEffect(
    () =>
      admin.checkIn.watchConflicts(
        eventId,
        (conflicts) => setSeen({ eventId, conflicts }),
        () => setSeen({ eventId, conflicts: NONE }),
      ),
    [admin, eventId],
  );

  // Another event's conflicts are not this one's.
  return seen.eventId === eventId ? seen.conflicts : NONE;
}
