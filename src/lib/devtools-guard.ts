/**
 * docs/product-spec.md §9 anti-inspection behaviour, exactly as written, and off unless
 * VITE_DEVTOOLS_GUARD=on (docs/design.md §9.5): it deters casual copying, blocks the context
 * menu for everyone, and secures nothing. Detection rules are pure and exported for tests.
 */
export const DEVTOOLS_SIZE_THRESHOLD_PX = 160;
export const SIZE_CHECK_INTERVAL_MS = 500;
export const DEBUGGER_TRAP_INTERVAL_MS = 2000;
export const CONSOLE_CHECK_INTERVAL_MS = 4000;
/** A `debugger` statement that takes longer than this was paused in an open debugger. */
export const DEBUGGER_PAUSE_THRESHOLD_MS = 100;
export const BLANK_PAGE = 'about:blank';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
}

/** F12, Ctrl+Shift+I / J / C and Ctrl+U (Cmd on macOS). */
export function isBlockedShortcut(event: KeyLike): boolean {
  if (event.key === 'F12') return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  const key = event.key.toUpperCase();
  if (event.shiftKey && (key === 'I' || key === 'J' || key === 'C')) return true;
  return !event.shiftKey && key === 'U';
}

export interface WindowSize {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
}

/** A docked developer-tools pane makes the outer window much larger than the page. */
export function devtoolsOpenBySize(
  size: WindowSize,
  threshold = DEVTOOLS_SIZE_THRESHOLD_PX,
): boolean {
  return (
    size.outerWidth - size.innerWidth > threshold || size.outerHeight - size.innerHeight > threshold
  );
}

export function debuggerPaused(elapsedMs: number): boolean {
  return elapsedMs > DEBUGGER_PAUSE_THRESHOLD_MS;
}

export interface GuardEnvironment {
  window: Window;
  console: Console;
  now: () => number;
  leave: () => void;
  /** Runs a `debugger` statement; injectable so tests never pause. */
  trap: () => void;
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'table', 'trace', 'dir'] as const;

export function installDevtoolsGuard(env: GuardEnvironment = browserEnvironment()): () => void {
  const { window: win } = env;
  let left = false;
  const detected = () => {
    if (left) return;
    left = true;
    env.leave();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isBlockedShortcut(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  const onContextMenu = (event: Event) => event.preventDefault();
  win.addEventListener('keydown', onKeyDown, true);
  win.addEventListener('contextmenu', onContextMenu, true);

  // Kept before console output is disabled, so the console check can still log its probe.
  const log = env.console.log.bind(env.console);
  for (const method of CONSOLE_METHODS) env.console[method] = () => undefined;

  const sizeTimer = win.setInterval(() => {
    if (devtoolsOpenBySize(win)) detected();
  }, SIZE_CHECK_INTERVAL_MS);
  const trapTimer = win.setInterval(() => {
    const start = env.now();
    env.trap();
    if (debuggerPaused(env.now() - start)) detected();
  }, DEBUGGER_TRAP_INTERVAL_MS);
  // An open console reads an element's id when it is logged; a closed one never does.
  const consoleTimer = win.setInterval(() => {
    const probe = win.document.createElement('div');
    Object.defineProperty(probe, 'id', { get: () => (detected(), 'guard') });
    log(probe);
  }, CONSOLE_CHECK_INTERVAL_MS);

  return () => {
    win.removeEventListener('keydown', onKeyDown, true);
    win.removeEventListener('contextmenu', onContextMenu, true);
    win.clearInterval(sizeTimer);
    win.clearInterval(trapTimer);
    win.clearInterval(consoleTimer);
  };
}

function browserEnvironment(): GuardEnvironment {
  return {
    window,
    console,
    now: () => performance.now(),
    leave: () => window.location.replace(BLANK_PAGE),
    trap: () => {
      // eslint-disable-next-line no-debugger -- the trap is the point (docs/product-spec.md §9)
      debugger;
    },
  };
}
