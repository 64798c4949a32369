import type * as FullSdk from 'firebase/firestore';
import type { DocumentReference } from 'firebase/firestore';
import type * as LiteSdk from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The two SDK reads a rights check may make, played by the test: the server's (firestore/lite)
// and the persistent cache's (the full SDK).
const sdk = vi.hoisted(() => ({
  server: vi.fn<() => Promise<{ id: string; data: () => unknown }>>(),
  cache: vi.fn<() => Promise<{ id: string; data: () => unknown }>>(),
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof LiteSdk>()),
  doc: () => ({}),
  getDoc: sdk.server,
  getFirestore: () => ({}),
}));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof FullSdk>()),
  getDocFromCache: sdk.cache,
}));

const { readDocForRightsCheck } = await import('@/backend/firebase/admin/read-docs');

const ref = { path: 'users/organiser1', firestore: { app: {} } } as unknown as DocumentReference;
const record = (isAdmin: boolean) => ({
  id: 'organiser1',
  data: () => ({ uid: 'organiser1', email: 'o@example.com', isAdmin }),
});
const failure = (code: string) => Object.assign(new Error(code), { code });

function network(online: boolean) {
  return { online: () => online, serverUnreachable: vi.fn(), serverAnswered: vi.fn() };
}

describe('a rights check’s read of users/{uid} (docs/design.md §5.7)', () => {
  beforeEach(() => {
    sdk.server.mockReset();
    sdk.cache.mockReset();
  });

  it('asks the server while the device has a network', async () => {
    sdk.server.mockResolvedValue(record(false));
    sdk.cache.mockResolvedValue(record(true));
    const net = network(true);
    await expect(readDocForRightsCheck('users', ref, net)).resolves.toMatchObject({
      isAdmin: false,
    });
    expect(sdk.cache).not.toHaveBeenCalled();
    expect(net.serverUnreachable).not.toHaveBeenCalled();
  });

  it('answers from the cache with no network, without asking the server', async () => {
    sdk.cache.mockResolvedValue(record(true));
    await expect(readDocForRightsCheck('users', ref, network(false))).resolves.toMatchObject({
      isAdmin: true,
    });
    expect(sdk.server).not.toHaveBeenCalled();
  });

  it('falls back to the cache when the server cannot be reached, and says so', async () => {
    sdk.server.mockRejectedValue(failure('unknown'));
    sdk.cache.mockResolvedValue(record(true));
    const net = network(true);
    await expect(readDocForRightsCheck('users', ref, net)).resolves.toMatchObject({
      isAdmin: true,
    });
    expect(net.serverUnreachable).toHaveBeenCalledTimes(1);
  });

  it('never answers a refusal from the cache', async () => {
    sdk.server.mockRejectedValue(failure('permission-denied'));
    sdk.cache.mockResolvedValue(record(true));
    const net = network(true);
    await expect(readDocForRightsCheck('users', ref, net)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(sdk.cache).not.toHaveBeenCalled();
    expect(net.serverUnreachable).not.toHaveBeenCalled();
  });

  it('fails as the server read did when the cache has no copy either', async () => {
    sdk.server.mockRejectedValue(failure('unavailable'));
    sdk.cache.mockRejectedValue(failure('unavailable'));
    await expect(readDocForRightsCheck('users', ref, network(true))).rejects.toThrow('unavailable');
  });
});
