import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '@/lib/preloadable';

describe('preloadable', () => {
  it('imports once, and marks the loaded promise as fulfilled so use() reads it without suspending', async () => {
    const importer = vi.fn(() => Promise.resolve({ Screen: 'screen' }));
    const load = preloadable(importer);
    const first = load();
    expect(load()).toBe(first);
    expect((first as { status?: string }).status).toBeUndefined();
    await expect(first).resolves.toEqual({ Screen: 'screen' });
    expect(first).toMatchObject({ status: 'fulfilled', value: { Screen: 'screen' } });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const load = preloadable(importer);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
