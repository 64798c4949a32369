import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_CHECK_INTERVAL_MS,
  DEBUGGER_TRAP_INTERVAL_MS,
  DEVTOOLS_SIZE_THRESHOLD_PX,
  SIZE_CHECK_INTERVAL_MS,
  debuggerPaused,
  devtoolsOpenBySize,
  installDevtoolsGuard,
  isBlockedShortcut,
  type GuardEnvironment,
  type KeyLike,
} from '@/lib/devtools-guard';

const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('isBlockedShortcut (docs/product-spec.md §9)', () => {
  it.each([
    ['F12', key('F12')],
    ['Ctrl+Shift+I', key('I', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+J', key('J', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+C', key('C', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+i (Caps Lock on)', key('i', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+U', key('u', { ctrlKey: true })],
    ['Cmd+Shift+I', key('I', { metaKey: true, shiftKey: true })],
    ['Cmd+Shift+J', key('J', { metaKey: true, shiftKey: true })],
    ['Cmd+Shift+C', key('C', { metaKey: true, shiftKey: true })],
    ['Cmd+U', key('u', { metaKey: true })],
  ])('blocks %s', (_name, event) => {
    expect(isBlockedShortcut(event)).toBe(true);
  });

  it.each([
    ['Ctrl+C (copy)', key('c', { ctrlKey: true })],
    ['Cmd+C (copy)', key('c', { metaKey: true })],
    ['plain I', key('i')],
    ['Shift+I (capital letter)', key('I', { shiftKey: true })],
    ['plain U', key('u')],
    ['Ctrl+Shift+U', key('U', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+I (italic)', key('i', { ctrlKey: true })],
  ])('allows %s', (_name, event) => {
    expect(isBlockedShortcut(event)).toBe(false);
  });
});

describe('devtoolsOpenBySize', () => {
  const page = { innerWidth: 1200, innerHeight: 800 };

  it.each([
    ['width', 159, false],
    ['width', 160, false],
    ['width', 161, true],
    ['height', 159, false],
    ['height', 160, false],
    ['height', 161, true],
  ] as const)('outer %s larger by %i px → open: %s', (side, extra, open) => {
    const size = {
      ...page,
      outerWidth: page.innerWidth + (side === 'width' ? extra : 0),
      outerHeight: page.innerHeight + (side === 'height' ? extra : 0),
    };
    expect(devtoolsOpenBySize(size)).toBe(open);
  });

  it('treats an outer window the size of the page as closed', () => {
    expect(devtoolsOpenBySize({ ...page, outerWidth: 1200, outerHeight: 800 })).toBe(false);
  });
});

describe('debuggerPaused', () => {
  it.each([
    [0, false],
    [100, false],
    [101, true],
  ])('%i ms spent in the trap → paused: %s', (elapsed, paused) => {
    expect(debuggerPaused(elapsed)).toBe(paused);
  });
});

/** A window stand-in whose size the test controls; its timers are the (faked) global ones. */
function fakeWindow(size: { outerWidth: number; outerHeight: number }) {
  const target = new EventTarget();
  return Object.assign(target, {
    innerWidth: 1200,
    innerHeight: 800,
    ...size,
    document,
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  }) as unknown as Window;
}

function fakeConsole(): Console {
  const original = vi.fn();
  return { log: original, info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Console;
}

function setup(options: { outerWidth?: number; trapMs?: number } = {}) {
  let clock = 0;
  const win = fakeWindow({ outerWidth: options.outerWidth ?? 1200, outerHeight: 800 });
  const cons = fakeConsole();
  const originalLog = cons.log;
  const leave = vi.fn();
  const trap = vi.fn(() => {
    clock += options.trapMs ?? 0;
  });
  const env: GuardEnvironment = { window: win, console: cons, now: () => clock, leave, trap };
  const cleanup = installDevtoolsGuard(env);
  return { win, cons, originalLog, leave, trap, cleanup };
}

const keydown = (init: KeyboardEventInit) =>
  new KeyboardEvent('keydown', { cancelable: true, bubbles: true, ...init });

describe('installDevtoolsGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('prevents F12 and Ctrl+Shift+I but lets Ctrl+C through', () => {
    const { win, cleanup } = setup();
    const f12 = keydown({ key: 'F12' });
    const inspect = keydown({ key: 'I', ctrlKey: true, shiftKey: true });
    const copy = keydown({ key: 'c', ctrlKey: true });
    win.dispatchEvent(f12);
    win.dispatchEvent(inspect);
    win.dispatchEvent(copy);
    expect(f12.defaultPrevented).toBe(true);
    expect(inspect.defaultPrevented).toBe(true);
    expect(copy.defaultPrevented).toBe(false);
    cleanup();
  });

  it('prevents the context menu', () => {
    const { win, cleanup } = setup();
    const menu = new MouseEvent('contextmenu', { cancelable: true, bubbles: true });
    win.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    cleanup();
  });

  it('replaces console output with a no-op', () => {
    const { cons, originalLog, cleanup } = setup();
    expect(cons.log).not.toBe(originalLog);
    cons.log('secret');
    expect(originalLog).not.toHaveBeenCalled();
    expect(cons.log('x')).toBeUndefined();
    cleanup();
  });

  it('leaves exactly once when the outer window is wider than the page by more than 160 px', () => {
    const { leave, cleanup } = setup({ outerWidth: 1200 + DEVTOOLS_SIZE_THRESHOLD_PX + 1 });
    vi.advanceTimersByTime(SIZE_CHECK_INTERVAL_MS - 1);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SIZE_CHECK_INTERVAL_MS * 3);
    expect(leave).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('does not leave while the window size is normal and the trap is fast', () => {
    const { leave, trap, cleanup } = setup({ trapMs: 1 });
    vi.advanceTimersByTime(DEBUGGER_TRAP_INTERVAL_MS);
    expect(trap).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
    cleanup();
  });

  it('leaves when the debugger trap takes 200 ms', () => {
    const { leave, trap, cleanup } = setup({ trapMs: 200 });
    vi.advanceTimersByTime(DEBUGGER_TRAP_INTERVAL_MS - 1);
    expect(trap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(trap).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('logs a probe every 4 s through the real console, which a closed console never reads', () => {
    const { originalLog, leave, cleanup } = setup();
    vi.advanceTimersByTime(CONSOLE_CHECK_INTERVAL_MS);
    expect(originalLog).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
    cleanup();
  });

  it('leaves when an open console inspects the logged probe', () => {
    const { originalLog, leave, cleanup } = setup();
    // An open developer-tools console formats the element, reading its id.
    vi.mocked(originalLog).mockImplementation((value: unknown) => void (value as HTMLElement).id);
    vi.advanceTimersByTime(CONSOLE_CHECK_INTERVAL_MS - 1);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('cleanup removes the listeners and stops every check', () => {
    const { win, leave, trap, cleanup } = setup({
      outerWidth: 1200 + DEVTOOLS_SIZE_THRESHOLD_PX + 1,
      trapMs: 200,
    });
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(leave).not.toHaveBeenCalled();
    expect(trap).not.toHaveBeenCalled();
    const f12 = keydown({ key: 'F12' });
    const menu = new MouseEvent('contextmenu', { cancelable: true });
    win.dispatchEvent(f12);
    win.dispatchEvent(menu);
    expect(f12.defaultPrevented).toBe(false);
    expect(menu.defaultPrevented).toBe(false);
  });
});
