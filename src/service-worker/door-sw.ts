/**
 * The door's service worker (docs/design.md §5.7, §11): registered by the admin area only, with
 * scope /admin/, so public pages are never controlled by it. It precaches the admin shell
 * (app.html), the chunks the scanner needs and the WebAssembly decoder — the list the build
 * writes in place of `self.__WB_MANIFEST` (build-plugins/door-service-worker.ts) — and answers
 * every /admin/ navigation with the precached shell, so a lane opened once reloads offline.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

interface DoorWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
}

declare const self: DoorWorkerScope;

/**
 * The admin area's shell (app.html, which Hosting serves for every /admin/ path), precached at
 * its clean URL: /app.html itself answers with a redirect (build-plugins/door-service-worker.ts).
 */
export const DOOR_SHELL_URL = '/app';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(DOOR_SHELL_URL), { allowlist: [/^\/admin(\/|$)/] }),
);
