/** The same code seen again within this is the same guest still in front of the camera. */
export const REPEAT_WINDOW_MS = 3000;

/**
 * A User Timing mark for each camera read dropped as a repeat: the DevTools timeline shows how
 * often the camera re-reads a ticket held still, and tests count them to know it kept reading.
 */
export const REPEAT_READ_MARK = 'scan-repeat-dropped';

/**
 * Camera frames decode the same QR many times a second. This says whether a decoded text is
 * new: false for the text last accepted, until REPEAT_WINDOW_MS after it was last seen (each
 * sighting extends the window, so a ticket held still is answered once).
 */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS) {
  let last: { text: string; seenAt: number } | null = null;
  return {
    accept(text: string, now: number): boolean {
      if (last && last.text === text && now - last.seenAt < windowMs) {
        last.seenAt = now;
        return false;
      }
      last = { text, seenAt: now };
      return true;
    },
    /** After an undo, the same ticket may be scanned again at once. */
    forget(): void {
      last = null;
    },
  };
}
