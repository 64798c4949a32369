import { useEffect, useState } from 'react';
import type { DoorState } from '@/backend/admin-backend';
import { useAdminBackend } from '../auth/admin-auth-context';

export type DoorView =
  | { status: 'loading' }
  | {
      status: 'ready';
      state: DoorState;
      /** Bookings in `state` that this lane admitted offline and has not synced yet. */
      unsynced?: ReadonlySet<string>;
    }
  | { status: 'error'; retry: () => void };

/** The live history and counter of one event's door, shared by every device scanning it. */
export function useDoorState(eventId: string | null): DoorView {
  const admin = useAdminBackend();
  const [view, setView] = useState<{ eventId: string | null; attempt: number; view: DoorView }>({
    eventId,
    attempt: 0,
    view: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!eventId) return;
    return admin.checkIn.watch(
      eventId,
      (state) => setView({ eventId, attempt, view: { status: 'ready', state } }),
      () =>
        setView({
          eventId,
          attempt,
          view: { status: 'error', retry: () => setAttempt((n) => n + 1) },
        }),
    );
  }, [admin, eventId, attempt]);

  // A view of another event (or an earlier attempt) is stale: show loading until the new one.
  return view.eventId === eventId && view.attempt === attempt ? view.view : { status: 'loading' };
}
