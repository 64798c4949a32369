import { useSyncExternalStore } from 'react';
import type { NextEventOnSale } from '@/backend/backend';

/**
 * The stored next event as the home page shows it (docs/design.md §12.8): the hero's phone line,
 * the laptop's Next party card and the JSON-LD in <head> all follow one read, so they cannot
 * disagree. Prerendered HTML knows only the build's featured event; this corrects it.
 */
/** The stored read's answer: the next event, 'none' when no party is open, null before one. */
export type StoredNextEvent = NextEventOnSale | 'none' | null;

let answer: StoredNextEvent = null;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Reads the next event from the backend (one read at a time; each call after the last one
 * settled reads again, so a return to the home page is fresh). A failed read keeps what is shown,
 * and so does a demo this browser has never opened: its seed is what the page already shows.
 */
export function readStoredNextEvent(): Promise<void> {
  reading ??= import('@/backend/load-backend')
    .then(async ({ backendMayDifferFromBuild, loadBackend }) =>
      (await backendMayDifferFromBuild())
        ? ((await (await loadBackend()).events.nextUpcoming()) ?? 'none')
        : null,
    )
    .then(async (next) => {
      if (!next) return;
      answer = next;
      listeners.forEach((listener) => listener());
      const { showStoredEventJsonLd } = await import('./event-json-ld-in-head');
      showStoredEventJsonLd(next);
    })
    .catch(() => undefined)
    .finally(() => {
      reading = null;
    });
  return reading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The last answer, or null before one (and always null while hydrating, so the first render
 * matches the prerendered HTML; React then re-renders with the answer).
 */
export function useStoredNextEvent(): StoredNextEvent {
  return useSyncExternalStore(
    subscribe,
    () => answer,
    () => null,
  );
}
