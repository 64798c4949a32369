/** What came of waiting on a promise for a limited time. */
export type Answer<T> = { answered: true; value: T } | { answered: false };

/**
 * Waits for `work` at most `limitMs`: its value, or `{ answered: false }` when the time ran out
 * first (its rejection, if it rejects in time, is passed on). `work` carries on either way; a
 * late answer is the caller's to handle or ignore.
 */
export function answerWithin<T>(work: Promise<T>, limitMs: number): Promise<Answer<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Answer<T>>((resolve) => {
    timer = setTimeout(() => resolve({ answered: false }), limitMs);
  });
  return Promise.race([
    work.then((value): Answer<T> => ({ answered: true, value })),
    late,
  ]).finally(() => clearTimeout(timer));
}
