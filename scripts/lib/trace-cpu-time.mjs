// A Chrome trace's renderer tasks at their CPU time instead of their wall time, for re-running
// Lighthouse's own simulation (Lantern) on its own trace (docs/design.md §10.5;
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
 * A copy of the trace in which every top-level task on a renderer main thread that took longer
 * on the wall than on the CPU is shrunk to its CPU time, with the complete events inside it
 * scaled by the same factor (so a task's layout and paint stay inside it). Marks (instant events,
 * paint timings) keep their timestamps: Lantern uses them as the observed page's milestones.
 * @param {object[]} traceEvents
 * @returns {object[]}
 */
export function tasksAtCpuTime(traceEvents) {
  const mainThreads = rendererMainThreads(traceEvents);
  const onMain = (event) => mainThreads.has(`${event.pid}:${event.tid}`);
  const tasks = traceEvents
    .filter(
      (event) =>
        onMain(event) &&
        event.ph === 'X' &&
        TASK_NAMES.has(event.name) &&
        typeof event.tdur === 'number' &&
        event.dur > 0 &&
        event.tdur < event.dur,
    )
    .sort((a, b) => a.ts - b.ts);
  // Top-level tasks only: a task nested in another is scaled with its parent.
  const topLevel = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (last && last.pid === task.pid && last.tid === task.tid && task.ts < last.ts + last.dur)
      continue;
    topLevel.push(task);
  }
  const byThread = new Map();
  for (const task of topLevel) {
    const key = `${task.pid}:${task.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(task);
  }

  /** The top-level task a complete event on a main thread lies in, found by binary search. */
  function enclosing(event) {
    const list = byThread.get(`${event.pid}:${event.tid}`);
    if (!list) return null;
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const task = list[mid];
      if (event.ts < task.ts) high = mid - 1;
      else if (event.ts >= task.ts + task.dur) low = mid + 1;
      else return task;
    }
    return null;
  }

  return traceEvents.map((event) => {
    if (event.ph !== 'X' || !onMain(event)) return event;
    const task = enclosing(event);
    if (!task) return event;
    const scale = task.tdur / task.dur;
    if (event === task) return { ...event, dur: event.tdur };
    return {
      ...event,
      ts: task.ts + (event.ts - task.ts) * scale,
      dur: (event.dur ?? 0) * scale,
    };
  });
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
