import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NextEventOnSale } from '@/backend/backend';
import { featuredEvent } from '@/config/featured-event';
import { endHydration, startHydration } from '@/lib/hydration';
import { deferred } from '../support/deferred';
import { renderBooking, waitForForm, type BackendSlot } from './booking-harness';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// On the page the browser first loaded, the event's details and its form were laid out in one
// long task after the first paint; the form now comes a frame later (docs/design.md §10.4).
describe('booking page, first loaded: the form a frame after the details', () => {
  afterEach(() => {
    endHydration();
    vi.unstubAllGlobals();
  });

  it('shows the details first, then the form once that frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    startHydration();
    const pending = deferred<NextEventOnSale | null>();
    const { real } = await renderBooking(slot, {
      prepare: ({ backend }) => backend.events.nextUpcoming.mockReturnValueOnce(pending.promise),
    });
    await act(async () => pending.resolve(await real.events.nextUpcoming()));

    expect(
      screen.getByRole('heading', { level: 1, name: featuredEvent.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Book tickets' })).not.toBeInTheDocument();
    expect(frames).toHaveLength(1);

    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await waitForForm();
    expect(screen.getByRole('heading', { level: 1, name: featuredEvent.title })).toBeVisible();
  });
});
