import { yieldToMain } from '@/lib/yield-to-main';

/**
 * A page with data starts loading the backend alongside its own code, not after it. React calls
 * this while it renders (on /booking, inside a hydration slice), and starting an import appends a
 * modulepreload link for each chunk it needs, about 30 for /booking at half a millisecond of CPU
 * each: so each import starts in a task of its own (docs/design.md §10.4).
 */
export async function withBackend<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain();
  void import('@/backend/load-backend').then(({ loadBackend }) => loadBackend().catch(() => null));
  await yieldToMain();
  return load();
}
