import { describe, expect, it } from 'vitest';
import { blockingFromTrace } from '../../../scripts/lib/main-thread-bench.mjs';

// docs/design.md §10.4: TBT estimated from each task's CPU time × 4, after the first paint.
const origin = 'http://127.0.0.1:4173';
const main = { pid: 1, tid: 7 };
const ms = (value: number) => value * 1000;
const task = (atMs: number, wallMs: number, cpuMs: number, where = main) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(atMs),
  dur: ms(wallMs),
  tdur: ms(cpuMs),
});
const page = [
  {
    name: 'ParseHTML',
    ph: 'X',
    ...main,
    ts: ms(10),
    dur: ms(2),
    args: { beginData: { url: `${origin}/` } },
  },
  { name: 'firstContentfulPaint', ph: 'R', ...main, ts: ms(100) },
];

describe('blockingFromTrace', () => {
  it('counts 4 × CPU time − 50 ms for each task ending after the first paint', () => {
    const trace = [
      ...page,
      task(20, 40, 30), // before the paint: not blocking, whatever its length
      task(200, 90, 20), // wall 90 ms, CPU 20 ms: 80 − 50 = 30
      task(400, 20, 12), // 48 ms slowed: under 50, not blocking
      task(500, 300, 40), // 160 − 50 = 110
    ];
    const { estimatedTbtMs, cpuMs, longTasks } = blockingFromTrace(trace, origin);
    expect(estimatedTbtMs).toBeCloseTo(140);
    expect(cpuMs).toBeCloseTo(102);
    expect(longTasks.map((t) => t.atMs)).toEqual([190, 490]);
  });

  it('ignores other threads and other pages', () => {
    const trace = [
      ...page,
      task(200, 100, 100, { pid: 1, tid: 8 }),
      task(200, 100, 100, { pid: 2, tid: 7 }),
    ];
    expect(blockingFromTrace(trace, origin).estimatedTbtMs).toBe(0);
  });

  it('refuses a trace with no page from the origin, or no first paint', () => {
    expect(() => blockingFromTrace(page, 'http://127.0.0.1:9999')).toThrow(/no HTML parsed/);
    expect(() => blockingFromTrace([page[0]!], origin)).toThrow(/no first contentful paint/);
  });
});
