/** Noon in India on 1 June 2030: every fixture event is dated after it. */
export const START = '2030-06-01T06:30:00.000Z';

export const MINUTE_MS = 60 * 1000;

/** `days` whole days after an ISO time, as an ISO string (an expiry, docs/design.md §3.11). */
export function daysAfter(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 24 * 60 * MINUTE_MS).toISOString();
}

/** A clock the test sets and moves instead of waiting for time to pass. */
export interface TestClock {
  now: () => Date;
  set(at: string | Date): void;
  advance(ms: number): void;
  /** The current time as an ISO string, as the flows store it. */
  iso(): string;
}

export function testClock(start: string | Date = START): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at).getTime();
    },
    advance(ms) {
      current += ms;
    },
    iso: () => new Date(current).toISOString(),
  };
}
