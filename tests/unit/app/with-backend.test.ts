import { describe, expect, it, vi } from 'vitest';
import { withBackend } from '@/app/with-backend';

const loadBackend = vi.hoisted(() => vi.fn(() => Promise.resolve(null)));
vi.mock('@/backend/load-backend', () => ({ loadBackend }));

// React calls this while it renders: starting the imports there put their modulepreload links in
// React's slice, so each starts in a task of its own (docs/design.md §10.4).
describe('withBackend', () => {
  it('starts the backend and then the page’s code, each after handing the thread back', async () => {
    const order: string[] = [];
    loadBackend.mockImplementation(() => {
      order.push('backend');
      return Promise.resolve(null);
    });
    const load = vi.fn(() => {
      order.push('page');
      return Promise.resolve('page module');
    });

    const loading = withBackend(load);
    expect(load).not.toHaveBeenCalled();
    expect(loadBackend).not.toHaveBeenCalled();

    expect(await loading).toBe('page module');
    expect(order).toEqual(['backend', 'page']);
  });
});
