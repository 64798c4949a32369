import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: for screen-reader announcements that
 * should follow a pause in typing rather than every keystroke.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
