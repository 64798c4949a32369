/**
 * build-plugins/door-service-worker.ts writes it; served with no-cache like every file
 * (docs/design.md §11).
 */
export const DOOR_WORKER_URL = '/door-sw.js';
/** Only the admin area: public pages are never controlled by it and never fetch it. */
export const DOOR_WORKER_SCOPE = '/admin/';

/**
 * docs/design.md §5.7: the admin area registers the door's service worker, so a lane opened
 * once loads again with no network. Firebase builds only (the demo has no network to lose), and
 * never in development, where there is no build for it to precache. A browser without service
 * workers, or one refusing the registration, still has the door online.
 */
export function registerDoorWorker(): void {
  if (!import.meta.env.PROD || __BACKEND_KIND__ !== 'firebase') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(DOOR_WORKER_URL, { scope: DOOR_WORKER_SCOPE })
    .catch(() => undefined);
}
