import { onTestFinished } from 'vitest';

/**
 * The Web Locks API (navigator.locks) for jsdom, which has none: exclusive locks by name,
 * `ifAvailable`, and waiting in turn. Locks belong to a tab, and closing the tab lets go of the
 * ones it still holds, as a browser does for a closed or reloaded page — so one test can play
 * several tabs of one browser sharing localStorage.
 */
export class FakeLockBroker {
  private readonly holders = new Map<string, FakeTab>();
  private readonly waiting = new Map<string, Array<() => void>>();

  /** A new tab of this browser. */
  tab(): FakeTab {
    return new FakeTab(this);
  }

  isHeld(name: string): boolean {
    return this.holders.has(name);
  }

  /** @internal Takes `name` for `tab` if it is free. */
  take(name: string, tab: FakeTab): boolean {
    if (this.holders.has(name)) return false;
    this.holders.set(name, tab);
    return true;
  }

  /** @internal Waits until `name` is free, then takes it for `tab`. */
  async takeInTurn(name: string, tab: FakeTab): Promise<void> {
    while (!this.take(name, tab)) {
      await new Promise<void>((freed) => {
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), freed]);
      });
    }
  }

  /** @internal */
  letGo(name: string, tab: FakeTab): void {
    if (this.holders.get(name) !== tab) return;
    this.holders.delete(name);
    const next = this.waiting.get(name) ?? [];
    this.waiting.delete(name);
    for (const wake of next) wake();
  }
}

export class FakeTab {
  private readonly held = new Set<string>();
  private closed = false;

  constructor(private readonly broker: FakeLockBroker) {}

  /** This tab's navigator.locks. */
  readonly locks = {
    request: (
      name: string,
      optionsOrCallback: LockOptions | LockGrantedCallback<unknown>,
      maybeCallback?: LockGrantedCallback<unknown>,
    ): Promise<unknown> => {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
      if (!callback) return Promise.reject(new TypeError('A callback is required'));
      return this.request(name, options, callback);
    },
    query: () => Promise.resolve({ held: [], pending: [] }),
  } as unknown as LockManager;

  /** Makes this tab the page under test: `navigator.locks` is its lock manager. */
  enter(): this {
    Object.defineProperty(navigator, 'locks', { value: this.locks, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });
    return this;
  }

  /** The tab is closed (or reloaded): every lock it holds is let go. */
  close(): void {
    this.closed = true;
    for (const name of this.held) this.broker.letGo(name, this);
    this.held.clear();
  }

  private async request(
    name: string,
    options: LockOptions,
    callback: LockGrantedCallback<unknown>,
  ): Promise<unknown> {
    if (this.closed) return new Promise(() => undefined);
    if (options.ifAvailable) {
      if (!this.broker.take(name, this)) return callback(null);
    } else {
      await this.broker.takeInTurn(name, this);
    }
    this.held.add(name);
    try {
      return await callback({ name, mode: options.mode ?? 'exclusive' } as Lock);
    } finally {
      this.held.delete(name);
      this.broker.letGo(name, this);
    }
  }
}
