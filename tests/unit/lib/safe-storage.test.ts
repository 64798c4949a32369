import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageOrMemory } from '@/lib/safe-storage';
import { MemoryStorage } from '../../contract/support/memory-storage';

/** localStorage that can be told to refuse reads or writes, as private modes and full disks do. */
class MoodyStorage extends MemoryStorage {
  refuseReads = false;
  refuseWrites = false;
  override getItem(key: string) {
    if (this.refuseReads) throw new Error('SecurityError');
    return super.getItem(key);
  }
  override setItem(key: string, value: string) {
    if (this.refuseWrites) throw new Error('QuotaExceededError');
    super.setItem(key, value);
  }
}

function browser() {
  const storage = new MoodyStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}

describe('storageOrMemory: kept across reloads where storage works, for the page where not', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps values in storage, where a reload and other tabs read them', () => {
    const storage = browser();
    storageOrMemory('local').write('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(storageOrMemory('local').read('k')).toBe('v');
  });

  it('takes storage as the truth while it works: a key another tab removed is gone here', () => {
    const storage = browser();
    const values = storageOrMemory('local');
    values.write('k', 'v');
    storage.removeItem('k');
    expect(values.read('k')).toBeNull();
    values.write('k', 'w');
    values.write('k', null);
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps this page’s values in memory once storage refuses a write', () => {
    const storage = browser();
    const values = storageOrMemory('local');
    storage.refuseWrites = true;
    values.write('k', 'v');
    storage.refuseWrites = false;
    storage.setItem('k', 'stale');
    expect(values.read('k')).toBe('v');
    values.write('k', null);
    expect(values.read('k')).toBeNull();
    expect(storage.getItem('k')).toBe('stale');
  });

  it('reads this page’s memory when storage refuses to be read, or there is none', () => {
    const storage = browser();
    const values = storageOrMemory('local');
    values.write('k', 'v');
    storage.refuseReads = true;
    expect(values.read('k')).toBe('v');
    vi.stubGlobal('localStorage', undefined);
    const bare = storageOrMemory('local');
    expect(bare.read('k')).toBeNull();
    bare.write('k', 'page');
    expect(bare.read('k')).toBe('page');
  });
});
