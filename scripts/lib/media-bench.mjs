// `npm run bench -- --only=media` (docs/design.md §10.1): what a first visit to `/` transfers, from
// Chromium's own network log (CDP Network events): every response's encodedDataLength (headers
// and body as they came over the wire), stamped with when it finished, split at the moment the
// phone's first-visit intro ends (the boot script's `show-mobile-intro` class goes) and at load.
import { viewportOptions } from './chromium.mjs';

const INTRO_CLASS = 'show-mobile-intro';

/**
 * One first visit (empty storage) to `url` at `width` px; waits for the intro to end (when there
 * is one) and then for the network to stay quiet for `quietMs`.
 * @returns {Promise<{ width: number, loadAt: number, introEndAt: number | null, idle: boolean, resources: { url: string, type: string, bytes: number, startAt: number, endAt: number, failed: boolean }[] }>}
 */
export async function measureFirstVisitMedia(
  browser,
  url,
  width,
  { quietMs = 1500, timeoutMs = 25_000 } = {},
) {
  const context = await browser.newContext(viewportOptions(width, browser.version()));
  try {
    const page = await context.newPage();
    await page.addInitScript((cls) => {
      // <html> may not exist yet when this runs: watch the whole document.
      const marks = { introShown: false, introEnd: null };
      window.__mediaBench = marks;
      new MutationObserver(() => {
        const root = document.documentElement;
        if (root?.classList.contains(cls)) marks.introShown = true;
        else if (marks.introShown && marks.introEnd == null)
          marks.introEnd = performance.timeOrigin + performance.now();
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    }, INTRO_CLASS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');

    /** @type {Map<string, { url: string, type: string, bytes: number, start: number, end: number | null, failed: boolean }>} */
    const requests = new Map();
    let wallOffset = null; // seconds to add to CDP's monotonic timestamps to get wall time
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      if (wallOffset === null) wallOffset = event.wallTime - event.timestamp;
      if (event.request.url.startsWith('data:')) return;
      const known = requests.get(event.requestId);
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? known?.type ?? 'Other',
        bytes: known?.bytes ?? 0,
        start: known?.start ?? event.timestamp,
        end: null,
        failed: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = requests.get(event.requestId);
      if (entry && event.type) entry.type = event.type;
    });
    cdp.on('Network.dataReceived', (event) => {
      lastActivity = Date.now();
      const entry = requests.get(event.requestId);
      // Bytes of a response that never finishes (a cancelled video) still crossed the wire.
      if (entry) entry.partial = (entry.partial ?? 0) + event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      const entry = requests.get(event.requestId);
      if (!entry) return;
      entry.bytes = event.encodedDataLength;
      entry.end = event.timestamp;
    });
    cdp.on('Network.loadingFailed', (event) => {
      lastActivity = Date.now();
      const entry = requests.get(event.requestId);
      if (!entry) return;
      entry.bytes = entry.partial ?? 0;
      entry.end = event.timestamp;
      entry.failed = true;
    });

    await page.goto(url, { waitUntil: 'load' });
    const started = Date.now();
    const marks = () => page.evaluate(() => window.__mediaBench);
    while ((await marks()).introShown && (await marks()).introEnd == null) {
      if (Date.now() - started > timeoutMs) break;
      await page.waitForTimeout(100);
    }
    let idle = false;
    while (Date.now() - started < timeoutMs) {
      const inFlight = [...requests.values()].some((entry) => entry.end === null);
      if (!inFlight && Date.now() - lastActivity >= quietMs) {
        idle = true;
        break;
      }
      await page.waitForTimeout(100);
    }

    const { timeOrigin, loadEventEnd } = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      loadEventEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    }));
    const { introEnd } = await marks();
    const sinceNavigation = (timestamp) =>
      timestamp == null ? null : (timestamp + wallOffset) * 1000 - timeOrigin;
    const resources = [...requests.values()]
      .map((entry) => ({
        url: entry.url,
        type: entry.type,
        bytes: entry.end === null ? (entry.partial ?? 0) : entry.bytes,
        startAt: sinceNavigation(entry.start),
        endAt: sinceNavigation(entry.end),
        failed: entry.failed || entry.end === null,
      }))
      .sort((a, b) => a.startAt - b.startAt);
    return {
      width,
      loadAt: loadEventEnd,
      introEndAt: introEnd == null ? null : introEnd - timeOrigin,
      idle,
      resources,
    };
  } finally {
    await context.close();
  }
}

/**
 * Bytes per resource type among `resources`: those whose `key` time (endAt: finished, startAt:
 * requested) is at or before `until` ms after navigation (all of them by default).
 */
export function bytesByType(resources, until = Infinity, key = 'endAt') {
  const totals = {};
  for (const resource of resources) {
    if ((resource[key] ?? Infinity) > until && until !== Infinity) continue;
    totals[resource.type] = (totals[resource.type] ?? 0) + resource.bytes;
  }
  return totals;
}

export const sumBytes = (totals) => Object.values(totals).reduce((sum, bytes) => sum + bytes, 0);
