import { useEffect, useState, type RefObject } from 'react';
import type { EventAvailability } from '@/backend/backend';
import { loadBackend } from '@/backend/load-backend';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * The stored next event, read once the page is idle after it became interactive (the backend's
 * code never competes with the first paint), and only while `shown` is on screen: the card is
 * hidden on phones, which then never download the backend for it. Null until then, and when
 * there is none or the read fails: the caller keeps showing the prerendered featured event.
 */
export function useStoredNextEvent(shown: RefObject<HTMLElement | null>): EventAvailability | null {
  const [stored, setStored] = useState<EventAvailability | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => {
      if (!shown.current || shown.current.getClientRects().length === 0) return;
      loadBackend()
        .then((backend) => backend.events.nextUpcoming())
        .then(
          (next) => {
            if (live && next) setStored(next);
          },
          () => undefined,
        );
    };
    const win = window as IdleWindow;
    const handle = win.requestIdleCallback
      ? win.requestIdleCallback(read, { timeout: 3000 })
      : window.setTimeout(read, 1000);
    return () => {
      live = false;
      if (win.cancelIdleCallback) win.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [shown]);
  return stored;
}
