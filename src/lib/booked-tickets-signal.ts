// The two names the site header needs to notice a booked ticket without loading the code that
// reads and lists them (the home page's initial JS has almost no room: docs/design.md §10.2).

/** localStorage key of the tickets booked in this browser (docs/design.md §12.1). */
export const BOOKED_TICKETS_KEY = 'bookedTickets';
/** Dispatched on window when this tab stores a ticket ('storage' covers other tabs). */
export const BOOKED_TICKETS_CHANGED = 'booked-tickets-changed';

/** Calls `onChange` whenever the stored tickets may have changed; returns the unsubscribe. */
export function watchBookedTickets(onChange: () => void): () => void {
  window.addEventListener(BOOKED_TICKETS_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(BOOKED_TICKETS_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
