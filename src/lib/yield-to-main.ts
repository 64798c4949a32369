interface PrioritisedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Hands the main thread back to the browser for one turn, so work after it runs in a task of its
 * own and a tap or a paint can come first (docs/design.md §10.4). `scheduler.yield()` resumes
 * ahead of other queued tasks where the browser has it; otherwise a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritisedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
