import { describe, expect, it } from 'vitest';
import { cpuTimeEnd, mainThreadTaskTime } from '../../../scripts/lib/trace-cpu-time.mjs';

// docs/design.md §10.5: Lighthouse's simulation re-run with each main-thread task at its CPU time.
const ms = (value: number) => value * 1000;

describe('cpuTimeEnd', () => {
  it('shortens a task held off its core to its CPU time, from the same start', () => {
    // 80 ms on the wall, 20 ms on the CPU: it waited 60 ms for a core.
    expect(cpuTimeEnd({ ts: ms(100), dur: ms(80), tdur: ms(20) }, undefined)).toBe(ms(120));
  });

  it('scales Lighthouse’s corrected end by the same CPU share', () => {
    // Lighthouse ended this task at 140 ms (a nested task overlapped it): 40 ms × 1/4.
    expect(cpuTimeEnd({ ts: ms(100), dur: ms(80), tdur: ms(20) }, ms(140))).toBe(ms(110));
  });

  it('keeps the end of a task that had its core, or whose CPU time the trace lacks', () => {
    expect(cpuTimeEnd({ ts: ms(100), dur: ms(30), tdur: ms(30) }, undefined)).toBeUndefined();
    expect(cpuTimeEnd({ ts: ms(100), dur: ms(30) }, undefined)).toBeUndefined();
    expect(cpuTimeEnd({ ts: ms(100), dur: ms(30) }, ms(120))).toBe(ms(120));
    expect(cpuTimeEnd({ ts: ms(100), dur: 0, tdur: 0 }, undefined)).toBeUndefined();
  });
});

describe('mainThreadTaskTime', () => {
  const renderer = { pid: 1, tid: 7 };
  const browser = { pid: 2, tid: 3 };
  const task = (atMs: number, wallMs: number, cpuMs: number, where = renderer) => ({
    name: 'RunTask',
    ph: 'X',
    ...where,
    ts: ms(atMs),
    dur: ms(wallMs),
    tdur: ms(cpuMs),
  });

  it('adds up the renderer tasks after the page’s navigation, on the wall and on the CPU', () => {
    const events = [
      { name: 'thread_name', ph: 'M', ...renderer, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ...browser, ts: 0, args: { name: 'CrBrowserMain' } },
      task(0, 9, 9), // about:blank's, before the navigation
      {
        name: 'navigationStart',
        ph: 'R',
        ...renderer,
        ts: ms(10),
        args: { data: { documentLoaderURL: 'http://127.0.0.1:4173/booking' } },
      },
      task(20, 30, 10),
      task(60, 12, 12),
      task(60, 70, 1, browser), // another process's thread
    ];
    expect(mainThreadTaskTime(events)).toEqual({ wallMs: 42, cpuMs: 22 });
  });
});
