import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doorNetwork } from '@/backend/firebase/admin/connectivity';
import { isUnreachable } from '@/backend/firebase/admin/read-docs';
import { fakeConnectivity } from './fake-connectivity';

const RETRY_MS = 3_000;

/** The browser's view, played by the test: what navigator.onLine says and its events. */
function fakeBrowser(initially: boolean) {
  const { connectivity, set } = fakeConnectivity(initially);
  return { browser: connectivity, set };
}

describe('the door’s view of the network (docs/design.md §5.7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is offline once a server read could not reach the server, though the browser says online', () => {
    const { browser } = fakeBrowser(true);
    const network = doorNetwork(browser, () => Promise.resolve(false), RETRY_MS);
    const heard: boolean[] = [];
    network.subscribe((online) => heard.push(online));
    expect(network.online()).toBe(true);

    network.serverUnreachable();
    network.serverUnreachable();

    expect(network.online()).toBe(false);
    expect(heard).toEqual([false]);
    network.dispose();
  });

  it('probes every retry interval and is online again once the server answers', async () => {
    const { browser } = fakeBrowser(true);
    const answers = [false, true];
    const probe = vi.fn(() => Promise.resolve(answers.shift() ?? true));
    const network = doorNetwork(browser, probe, RETRY_MS);
    const heard: boolean[] = [];
    network.subscribe((online) => heard.push(online));
    network.serverUnreachable();

    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(network.online()).toBe(false);

    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(network.online()).toBe(true);
    expect(heard).toEqual([false, true]);

    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
    network.dispose();
  });

  it('follows the browser: its offline is offline, and a new network clears the failure', () => {
    const browser = fakeBrowser(true);
    const probe = vi.fn(() => Promise.resolve(false));
    const network = doorNetwork(browser.browser, probe, RETRY_MS);
    const heard: boolean[] = [];
    network.subscribe((online) => heard.push(online));

    browser.set(false);
    expect(network.online()).toBe(false);
    network.serverUnreachable();
    browser.set(true);

    expect(network.online()).toBe(true);
    expect(heard).toEqual([false, false, true]);
    vi.advanceTimersByTime(RETRY_MS * 2);
    expect(probe).not.toHaveBeenCalled();
    network.dispose();
  });

  it('hears a server that answered: online again at once, and told once while it stays so', async () => {
    const probe = vi.fn(() => Promise.resolve(false));
    const network = doorNetwork(fakeBrowser(true).browser, probe, RETRY_MS);
    const heard: boolean[] = [];
    network.subscribe((online) => heard.push(online));

    network.serverAnswered();
    network.serverAnswered();
    network.serverUnreachable();
    network.serverAnswered();

    expect(network.online()).toBe(true);
    expect(heard).toEqual([true, false, true]);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(probe).not.toHaveBeenCalled();
    network.dispose();
  });

  it('stops probing when disposed', async () => {
    const probe = vi.fn(() => Promise.resolve(false));
    const network = doorNetwork(fakeBrowser(true).browser, probe, RETRY_MS);
    network.serverUnreachable();
    network.dispose();
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('which server failures mean the server was not reached', () => {
  it.each([
    [{ code: 'unknown' }, true],
    [{ code: 'unavailable' }, true],
    [{ code: 'deadline-exceeded' }, true],
    [{ code: 'permission-denied' }, false],
    [{ code: 'unauthenticated' }, false],
    [new Error('no code'), false],
    [null, false],
  ])('%o → %s', (error, unreachable) => {
    expect(isUnreachable(error)).toBe(unreachable);
  });
});
