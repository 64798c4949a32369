/**
 * A hardware (keyboard-wedge) scanner types the code it read, one key every few milliseconds,
 * then Enter (docs/design.md §5.8). A person cannot keep that pace: so a scan is at least
 * WEDGE_MIN_LENGTH characters typed WEDGE_MAX_MEAN_GAP_MS a key or faster on average, no key
 * (Enter included) more than WEDGE_MAX_GAP_MS after the one before, with no text field focused.
 */
export const WEDGE_MIN_LENGTH = 8;
export const WEDGE_MAX_MEAN_GAP_MS = 50;
/** Room for one late key (a Bluetooth hiccup) without cutting the code in two. */
export const WEDGE_MAX_GAP_MS = 100;

export interface WedgeKey {
  /** KeyboardEvent.key: one character, 'Enter', or a named key such as 'Shift'. */
  key: string;
  /** KeyboardEvent.timeStamp, in ms. */
  at: number;
  /**
   * The key goes to a field a person types in (input, textarea, select, contenteditable), is
   * held down (auto-repeat) or is part of a shortcut: it is never part of a scan.
   */
  ignored: boolean;
}

/** Keys a scanner sends around the characters themselves (Shift for capitals), not text. */
const isCharacter = (key: string) => [...key].length === 1;

/**
 * Feed it every key press; it answers the scanned text on the Enter that ends a burst, else
 * null. A pause longer than WEDGE_MAX_GAP_MS starts a burst afresh; a key into a field spoils
 * the burst it falls in, whose rest would be a cut code, until the next pause.
 */
export function createWedgeBurst({
  minLength = WEDGE_MIN_LENGTH,
  maxMeanGapMs = WEDGE_MAX_MEAN_GAP_MS,
  maxGapMs = WEDGE_MAX_GAP_MS,
} = {}) {
  /** The burst so far; null when spoiled. */
  let text: string | null = '';
  let startedAt = 0;
  let lastAt = -Infinity;
  return {
    feed({ key, at, ignored }: WedgeKey): string | null {
      const inTime = at - lastAt <= maxGapMs;
      if (ignored) {
        text = null;
        lastAt = at;
        return null;
      }
      if (key === 'Enter') {
        const length = text === null ? 0 : [...text].length;
        const fast = length >= minLength && (at - startedAt) / length <= maxMeanGapMs;
        const scanned = inTime && fast ? text : null;
        text = inTime && text === null ? null : '';
        return scanned;
      }
      if (!isCharacter(key)) return null;
      if (!inTime || text === '') {
        text = '';
        startedAt = at;
      }
      if (text !== null) text += key;
      lastAt = at;
      return null;
    },
  };
}
