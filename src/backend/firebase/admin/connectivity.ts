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
