// A Lighthouse run's main-thread tasks at their CPU time instead of their wall time, for
// re-running Lighthouse's own simulation (Lantern) on its own run (docs/design.md §10.5;
// lanternAtCpuTime in lighthouse.mjs).
//
// Lantern multiplies each main-thread task's *wall* duration by the CPU slowdown (4 for the mobile
// preset). On this 2-core machine the renderer's main thread is on a core for only a third to a
// half of its tasks' wall time, even with nothing but Chromium, Lighthouse and the Hosting
// emulator running: the rest is time the OS gave to Chromium's other processes, Lighthouse and
// other people's work. A 14 ms task that waited 94 ms for a core becomes 430 ms of simulated phone
// time, and when it straddles the simulated first paint TBT jumps from 20 to 400 ms for the same
// build. A phone's foreground page is not held off its core like that, so the bench also reports
// the metrics with every task kept, each at its CPU time (the trace's `tdur`). Nothing is dropped:
// every task still counts, multiplied as Lighthouse multiplies it.
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** `[pid, tid]` keys of the renderer main threads named in the trace's metadata. */
function rendererMainThreads(traceEvents) {
  const keys = new Set();
  for (const event of traceEvents) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      keys.add(`${event.pid}:${event.tid}`);
  }
  return keys;
}

/**
 * Where a main-thread task of Lighthouse's graph ends once it is shortened to its CPU time: the
 * same start, its (possibly corrected) wall duration scaled by CPU ÷ wall. A task that had its
 * core throughout, or that the trace gives no CPU time for, keeps its end.
 * @param {{ ts: number, dur?: number, tdur?: number }} event the task's trace event
 * @param {number | undefined} correctedEndTs Lighthouse's corrected end, when it has one
 * @returns {number | undefined} the end to give the task (undefined: keep Lighthouse's)
 */
export function cpuTimeEnd(event, correctedEndTs) {
  const wall = event.dur ?? 0;
  if (typeof event.tdur !== 'number' || wall <= 0 || event.tdur >= wall) return correctedEndTs;
  const end = correctedEndTs ?? event.ts + wall;
  return event.ts + (end - event.ts) * (event.tdur / wall);
}

/**
 * Wall and CPU milliseconds of the top-level tasks on the renderer main threads after the first
 * navigation to an http(s) page: how much of its tasks' time the page's thread had a core.
 * @param {object[]} traceEvents
 * @returns {{ wallMs: number, cpuMs: number }}
 */
export function mainThreadTaskTime(traceEvents) {
  const mainThreads = rendererMainThreads(traceEvents);
  const start = Math.min(
    ...traceEvents
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
      )
      .map((event) => event.ts),
  );
  let wallMs = 0;
  let cpuMs = 0;
  for (const event of traceEvents) {
    if (
      event.ph === 'X' &&
      TASK_NAMES.has(event.name) &&
      mainThreads.has(`${event.pid}:${event.tid}`) &&
      event.ts >= start &&
      typeof event.tdur === 'number'
    ) {
      wallMs += event.dur / 1000;
      cpuMs += event.tdur / 1000;
    }
  }
  return { wallMs, cpuMs };
}
