import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { stubMatchMedia } from './support/browser';

// docs/design.md §5.7: an organiser who logs out of a lane with no network lands on the public
// site in the same page, whose pages' code was never cached. A page that cannot load says so.
vi.mock('@/features/marketing/pages/faq-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/faq-page.js');
});

beforeEach(() => {
  stubMatchMedia();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a public page whose code cannot load', () => {
  it('says it needs the network, keeps the site’s header, and the next page loads', async () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <App />
      </MemoryRouter>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This page could not load');
    expect(notice).toHaveTextContent('It needs the network: this device may be offline.');
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await userEvent.setup().click(screen.getAllByRole('link', { name: /home/i })[0]!);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /No Shaadi\.\s*Just Vibes\./,
    );
    expect(screen.queryByText('This page could not load')).toBeNull();
  });
});
