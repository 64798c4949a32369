/** Storage that never throws (private mode, blocked cookies, prerender). */
type Area = 'local' | 'session';

function store(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
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
