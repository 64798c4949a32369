import { useCallback, useEffect, useState } from 'react';
import type { EventAvailability } from '@/backend/backend';
import { useBackend } from '@/backend/backend-context';

export type NextEventState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'loaded'; availability: EventAvailability }
  | { status: 'failed' };

/** The event the booking page sells (DESIGN §4 step 1): loading → none | loaded | failed. */
export function useNextEvent() {
  const { events } = useBackend();
  const [state, setState] = useState<NextEventState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    events.nextUpcoming().then(
      (next) => {
        if (live) setState(next ? { status: 'loaded', availability: next } : { status: 'none' });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [events, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /**
   * Re-reads the seats left (e.g. after the server said "sold out") without hiding the form, so
   * the visitor's selections stay on screen. A failure keeps the figures already shown.
   */
  const refresh = useCallback(() => {
    events.nextUpcoming().then(
      (next) => {
        if (next) setState({ status: 'loaded', availability: next });
      },
      () => undefined,
    );
  }, [events]);

  return { state, retry, refresh };
}
