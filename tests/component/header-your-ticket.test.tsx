import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from '@/components/layout/header';
import { BOOKED_TICKETS_KEY, rememberBookedTicket } from '@/lib/booked-tickets';

const older = {
  token: 'OlderTokenAbCdEfGhIjKlMn',
  title: 'Sangeet Vibes: Monsoon Night',
  date: '2026-12-05',
  bookedAt: '2026-11-01T10:00:00.000Z',
};
const newer = {
  token: 'NewerTokenAbCdEfGhIjKlMn',
  title: 'Sangeet Vibes: Winter Night',
  date: '2026-12-19',
  bookedAt: '2026-11-20T10:00:00.000Z',
};

/** The header, once its lazily loaded ticket entry (if storage asks for it) has arrived. */
async function renderHeader(stored?: unknown) {
  if (stored !== undefined) {
    localStorage.setItem(
      BOOKED_TICKETS_KEY,
      typeof stored === 'string' ? stored : JSON.stringify(stored),
    );
  }
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  await act(() => import('@/components/layout/your-ticket-entry'));
  return userEvent.setup();
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.getByRole('banner');
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Mobile' });
};

describe('“Your ticket” in the header', () => {
  it.each([
    ['no tickets booked here', undefined],
    ['corrupt storage', '[{"token":'],
    ['an empty list', []],
  ])('is absent with %s', async (_case, stored) => {
    const user = await renderHeader(stored);
    expect(within(banner()).queryByText(/your ticket/i)).not.toBeInTheDocument();
    const menu = await openMenu(user);
    expect(within(menu).queryByText(/your ticket/i)).not.toBeInTheDocument();
    expect(within(mainNav()).getAllByRole('link')[0]).toHaveTextContent('Home');
  });

  it('with one ticket, leads to it from the main nav, the phone bar and the mobile menu', async () => {
    const user = await renderHeader([newer]);
    const [first] = within(mainNav()).getAllByRole('link');
    expect(first).toHaveTextContent('Your ticket');
    expect(first).toHaveAttribute('href', `/ticket/${newer.token}`);
    const links = within(banner()).getAllByRole('link', { name: 'Your ticket' });
    expect(links).toHaveLength(2); // main nav (laptops) and the bar (phones)
    for (const link of links) expect(link).toHaveAttribute('href', `/ticket/${newer.token}`);

    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: /^Your ticket/ })).toHaveAttribute(
      'href',
      `/ticket/${newer.token}`,
    );
  });

  it('with two tickets, lists both newest first in the nav and in the mobile menu', async () => {
    const user = await renderHeader([older, newer]);
    expect(within(banner()).queryByRole('link', { name: 'Your ticket' })).not.toBeInTheDocument();
    const summary = within(mainNav()).getByText('Your tickets');
    await user.click(summary);
    const nav = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/ticket/'));
    expect(nav.map((link) => link.getAttribute('href'))).toEqual([
      `/ticket/${newer.token}`,
      `/ticket/${older.token}`,
    ]);
    expect(nav[0]).toHaveTextContent(`${newer.title}19 Dec 2026 · booked 20 Nov`);

    const menu = await openMenu(user);
    const group = within(menu).getByRole('group', { name: 'Your tickets' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Sangeet Vibes: Winter Night19 Dec 2026 · booked 20 Nov, \d/),
      expect.stringMatching(/^Sangeet Vibes: Monsoon Night5 Dec 2026 · booked 1 Nov, \d/),
    ]);
  });

  it('appears as soon as a ticket is booked, without a reload', async () => {
    await renderHeader();
    expect(within(mainNav()).queryByText('Your ticket')).not.toBeInTheDocument();
    act(() => rememberBookedTicket(newer));
    expect(await within(mainNav()).findByRole('link', { name: 'Your ticket' })).toHaveAttribute(
      'href',
      `/ticket/${newer.token}`,
    );
    act(() => rememberBookedTicket(older));
    expect(within(mainNav()).getByText('Your tickets')).toBeInTheDocument();
  });
});
