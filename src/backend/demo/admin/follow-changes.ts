import { Dexie } from 'dexie';

/** The demo door's promise (docs/design.md §5.4): another lane's admission shows within this. */
export const FOLLOW_POLL_MS = 1500;

/**
 * Calls `read` now and again whenever this browser's demo data changes — in this tab, or in
 * another (Dexie broadcasts its 'storagemutated' event over a BroadcastChannel) — and at least
 * every FOLLOW_POLL_MS as a safety net, handing each new result to `onChange` (an unchanged
 * result is not handed again). The first failure goes to `onError` and ends it. Returns stop.
 */
export function followChanges<T>(
  read: () => Promise<T>,
  onChange: (value: T) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let running = false;
  let rerun = false;
  let last: string | undefined;

  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      rerun = true;
      return;
    }
    running = true;
    try {
      const value = await read();
      const key = JSON.stringify(value);
      if (!stopped && key !== last) {
        last = key;
        onChange(value);
      }
    } catch (error) {
      if (!stopped) {
        stop();
        onError(error);
      }
    } finally {
      running = false;
      if (rerun && !stopped) {
        rerun = false;
        void run();
      }
    }
  };

  const onMutated = () => void run();
  Dexie.on('storagemutated', onMutated);
  const timer = setInterval(onMutated, FOLLOW_POLL_MS);
  function stop() {
    stopped = true;
    clearInterval(timer);
    Dexie.on('storagemutated').unsubscribe(onMutated);
  }
  void run();
  return stop;
}
