import type { Connectivity } from '@/backend/firebase/admin/connectivity';

/** A device's network as the browser reports it, played by the test: online or not, and when it changes. */
export function fakeConnectivity(initially: boolean) {
  let online = initially;
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    online: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}
