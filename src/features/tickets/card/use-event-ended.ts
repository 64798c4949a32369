import { useEffect, useState } from 'react';
import { hasEventEnded, type EventWindow } from '@/domain/event-time';

/** setTimeout's longest delay (about 24.8 days); a later end is checked on the next visit. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Whether the event is over, turning true by itself when it ends while the ticket is open. */
export function useEventEnded(when: EventWindow | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const endAt = when?.end.getTime() ?? null;
  useEffect(() => {
    if (endAt === null || now > endAt) return;
    const delay = endAt - now + 1;
    if (delay > MAX_DELAY_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [endAt, now]);
  return hasEventEnded(when, new Date(now));
}
