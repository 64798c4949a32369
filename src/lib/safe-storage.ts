/** Storage that never throws (private mode, blocked cookies, prerender). */
type Area = 'local' | 'session';

function store(area: Area): Storage | null {
  try {
    // globalThis, not window: the same object in a page, and absent (not a throw) elsewhere.
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

export function readFlag(area: Area, key: string): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeFlag(area: Area, key: string, value: string): void {
  try {
    store(area)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the flag is a nicety, losing it only repeats an intro.
  }
}

/** Strings kept under keys, as `storageOrMemory` and `memoryOnly` keep them. */
export interface KeptValues {
  read(key: string): string | null;
  /** null removes the key. */
  write(key: string, value: string | null): void;
}

/**
 * Values that must outlive a reload (a session, a sign-in lock-out) where storage works, and
 * still work for this page where it does not. While storage works it is the truth: a key
 * another tab removed reads as gone here. Once it refuses a write (private mode, quota), this
 * page's memory is the truth from then on, so what was just written is not read back as lost.
 */
export function storageOrMemory(area: Area): KeptValues {
  const memory = memoryOnly();
  let blocked = false;
  const storage = () => (blocked ? null : store(area));
  return {
    read(key) {
      try {
        const kept = storage();
        if (kept) return kept.getItem(key);
      } catch {
        // Storage that refuses to be read: this page's memory below.
      }
      return memory.read(key);
    },
    write(key, value) {
      memory.write(key, value);
      try {
        if (value === null) storage()?.removeItem(key);
        else storage()?.setItem(key, value);
      } catch {
        blocked = true;
      }
    },
  };
}

/** This page's memory only: where nothing may outlive the page, and for tests. */
export function memoryOnly(): KeptValues {
  const values = new Map<string, string>();
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void (value === null ? values.delete(key) : values.set(key, value)),
  };
}
