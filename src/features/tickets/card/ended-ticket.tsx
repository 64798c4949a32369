import type { ReactNode } from 'react';
import { ticketColours as c } from './ticket-colours';

export const EVENT_ENDED_MESSAGE = 'This event has ended';

/**
 * Said first on a ticket whose party is over (docs/design.md §12.3), so nobody mistakes it for a
 * pass.
 */
export function EventEndedNotice() {
  return (
    <p
      className="rounded-xl border-2 px-4 py-3 text-center font-bold"
      style={{ backgroundColor: c.ink, color: c.cream, borderColor: c.rani }}
    >
      {EVENT_ENDED_MESSAGE}
    </p>
  );
}

/**
 * The entry QR, dimmed and stamped "Event ended" once the party is over. Inline hex colours:
 * the card is saved as an image (see ticket-colours.ts).
 */
export function QrSlot({ ended, children }: { ended: boolean; children: ReactNode }) {
  if (!ended) return <div className="flex justify-center">{children}</div>;
  return (
    <div className="relative mx-auto w-fit">
      <div style={{ opacity: 0.25 }}>{children}</div>
      <p
        aria-hidden="true"
        className="absolute inset-x-0 top-1/2 -translate-y-1/2 -rotate-12 rounded-md border-2 py-1 text-center text-sm font-bold tracking-[0.2em]"
        style={{ borderColor: c.rani, color: c.rani, backgroundColor: c.paper }}
      >
        EVENT ENDED
      </p>
    </div>
  );
}
