/** Whether this device has a network, and word when that changes. */
export interface Connectivity {
  online(): boolean;
  /** Calls `listener` on every change. Returns unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * The browser's own view: `navigator.onLine` and its `online` / `offline` events, which flip
 * the moment the device loses its connection (a Firestore stream would take seconds of retries
 * to say so). A Wi-Fi with no way out still reads as online; the check-in then fails and says
 * "Failed to check in user." as before, never a green it could not record.
 */
export const browserConnectivity: Connectivity = {
  online: () => navigator.onLine,
  subscribe(listener) {
    const up = () => listener(true);
    const down = () => listener(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  },
};

/** A device with no browser events to follow (Node: the contract suite): always online. */
export const alwaysOnline: Connectivity = {
  online: () => true,
  subscribe: () => () => undefined,
};

/**
 * The admin half's view of the network (docs/design.md §5.7): the browser's, corrected by what
 * the server's answers show. A page loaded with no network may not know it: Chromium's
 * `navigator.onLine` can read true in a page opened while offline, and a phone on a mast with
 * no bars reads as online. A server read that fails for want of a network says so
 * (`serverUnreachable`); from then the lane is offline until a probe reaches the server again
 * (every `retryMs`) or the browser reports a change of network.
 */
export interface DoorNetwork extends Connectivity {
  serverUnreachable(): void;
  /**
   * A server read was answered: the server can be reached. Listeners hear it the first time and
   * whenever it ends a spell of unreachability, so a lane learns it is online without a probe.
   */
  serverAnswered(): void;
  dispose(): void;
}

/**
 * `probe` asks the server something anyone may read and resolves true when it answered (even
 * with a refusal), false when it could not be reached.
 */
export function doorNetwork(
  browser: Connectivity,
  probe: () => Promise<boolean>,
  retryMs: number,
): DoorNetwork {
  const listeners = new Set<(online: boolean) => void>();
  let unreachable = false;
  let answeredOnce = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const online = () => browser.online() && !unreachable;
  const tell = () => {
    const now = online();
    for (const listener of listeners) listener(now);
  };
  const stopProbing = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const probeLater = () => {
    if (disposed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void probe().then(
        (answered) => {
          if (disposed || !unreachable) return;
          if (!answered) return probeLater();
          unreachable = false;
          tell();
        },
        () => probeLater(),
      );
    }, retryMs);
  };

  const stopBrowser = browser.subscribe(() => {
    // A new network (or none): what the server's last failure showed no longer holds.
    unreachable = false;
    stopProbing();
    tell();
  });

  return {
    online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverUnreachable() {
      if (disposed) return;
      if (!unreachable) {
        unreachable = true;
        tell();
      }
      probeLater();
    },
    serverAnswered() {
      if (disposed || (answeredOnce && !unreachable)) return;
      answeredOnce = true;
      unreachable = false;
      stopProbing();
      tell();
    },
    dispose() {
      disposed = true;
      stopProbing();
      stopBrowser();
      listeners.clear();
    },
  };
}
