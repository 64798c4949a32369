import { describe, expect, it } from 'vitest';
import { mainThreadTaskTime, tasksAtCpuTime } from '../../../scripts/lib/trace-cpu-time.mjs';

// docs/design.md §10.5: Lighthouse's simulation re-run with each renderer task at its CPU time.
const renderer = { pid: 1, tid: 7 };
const compositor = { pid: 1, tid: 9 };
const browser = { pid: 2, tid: 3 };
const ms = (value: number) => value * 1000;
const names = [
  { name: 'thread_name', ph: 'M', ...renderer, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...compositor, ts: 0, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', ...browser, ts: 0, args: { name: 'CrBrowserMain' } },
];
const navigation = {
  name: 'navigationStart',
  ph: 'R',
  ...renderer,
  ts: ms(10),
  args: { data: { documentLoaderURL: 'http://127.0.0.1:4173/booking' } },
};
const task = (atMs: number, wallMs: number, cpuMs: number, where = renderer) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(atMs),
  dur: ms(wallMs),
  tdur: ms(cpuMs),
});
const child = (name: string, atMs: number, wallMs: number) => ({
  name,
  ph: 'X',
  ...renderer,
  ts: ms(atMs),
  dur: ms(wallMs),
});
/** The event at `index` of a transformed trace (failing the test when there is none). */
function nth(events: ReturnType<typeof tasksAtCpuTime>, index: number) {
  const event = events[index];
  if (!event) throw new Error(`no event at ${index}`);
  return event;
}

describe('tasksAtCpuTime', () => {
  it('shrinks a renderer task held off the CPU to its CPU time, and what ran inside it with it', () => {
    const held = task(100, 80, 20); // waited 60 ms for a core
    const layout = child('Layout', 140, 40); // the second half of the task's wall time
    const paintMark = { name: 'firstContentfulPaint', ph: 'R', ...renderer, ts: ms(150) };
    const result = tasksAtCpuTime([...names, navigation, held, layout, paintMark]);
    expect(nth(result, 4)).toMatchObject({ ts: ms(100), dur: ms(20) });
    expect(nth(result, 5).ts).toBeCloseTo(ms(110));
    expect(nth(result, 5).dur).toBeCloseTo(ms(10));
    // The page's milestones are what the simulation is cut at: they stay where they were seen.
    expect(nth(result, 6)).toBe(paintMark);
  });

  it('leaves alone tasks that had their core, other threads, and events outside any task', () => {
    const onCore = task(100, 30, 30);
    const compositorTask = task(100, 50, 5, compositor);
    const browserTask = task(100, 50, 5, browser);
    const between = child('ResourceSendRequest', 300, 0);
    const events = [...names, navigation, onCore, compositorTask, browserTask, between];
    const result = tasksAtCpuTime(events);
    expect(result.slice(4)).toEqual([onCore, compositorTask, browserTask, between]);
  });

  it('scales a task nested in another with its top-level task, not by its own times', () => {
    const outer = task(100, 100, 25);
    const inner = task(150, 40, 40);
    const scaledInner = nth(tasksAtCpuTime([...names, navigation, outer, inner]), 5);
    expect(scaledInner.ts).toBeCloseTo(ms(112.5));
    expect(scaledInner.dur).toBeCloseTo(ms(10));
  });
});

describe('mainThreadTaskTime', () => {
  it('adds up the renderer tasks after the page’s navigation, on the wall and on the CPU', () => {
    const before = task(0, 9, 9); // about:blank's, before the navigation
    const events = [
      ...names,
      before,
      navigation,
      task(20, 30, 10),
      task(60, 12, 12),
      task(60, 70, 1, browser),
    ];
    expect(mainThreadTaskTime(events)).toEqual({ wallMs: 42, cpuMs: 22 });
  });
});
