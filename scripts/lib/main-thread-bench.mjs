// The main thread after the first paint, from a Chrome trace's CPU times (docs/design.md §10.4).
// Lighthouse's mobile preset multiplies each task's wall time by 4, so on a shared machine a task
// the OS paused counts as blocking; each task's CPU time (the trace's `tdur`) times the same 4 is
// a steadier estimate of the same Total Blocking Time for comparing builds.
import { MOBILE_WIDTH, viewportOptions } from './chromium.mjs';

/** Lighthouse's mobile CPU slowdown, and the part of a task that does not count as blocking. */
export const CPU_SLOWDOWN = 4;
export const BLOCKING_AFTER_MS = 50;

/**
 * The page's main-thread tasks in a trace (the renderer thread that parsed `origin`'s HTML) →
 * the estimated TBT (tasks ending after the first contentful paint, each counting
 * slowdown × CPU time − 50 ms when positive), all tasks' CPU time, and the long ones.
 * @param {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }[]} traceEvents
 * @param {string} origin e.g. http://127.0.0.1:4173
 */
export function blockingFromTrace(traceEvents, origin, slowdown = CPU_SLOWDOWN) {
  const parse = traceEvents.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin),
  );
  if (!parse) throw new Error(`the trace has no HTML parsed from ${origin}`);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  if (!fcp) throw new Error(`the trace has no first contentful paint for ${origin}`);
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === parse.pid &&
      e.tid === parse.tid &&
      e.ts + (e.dur ?? 0) >= parse.ts,
  );
  let estimatedTbtMs = 0;
  let cpuMs = 0;
  const longTasks = [];
  for (const task of tasks) {
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    cpuMs += cpu;
    const blocking = slowdown * cpu - BLOCKING_AFTER_MS;
    if (task.ts + (task.dur ?? 0) > fcp.ts && blocking > 0) {
      estimatedTbtMs += blocking;
      longTasks.push({ atMs: (task.ts - parse.ts) / 1000, slowedMs: slowdown * cpu });
    }
  }
  return { estimatedTbtMs, cpuMs, longTasks };
}

/**
 * A first phone visit to `url` traced until load, network idle and `settleMs` more (the hero's
 * read and deferred work run at idle, after load), then blockingFromTrace.
 * @param {import('playwright-core').Browser} browser
 */
export async function measureMainThread(browser, url, settleMs = 2500) {
  const context = await browser.newContext(viewportOptions(MOBILE_WIDTH, browser.version()));
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return blockingFromTrace(traceEvents, new URL(url).origin);
  } finally {
    await context.close();
  }
}
