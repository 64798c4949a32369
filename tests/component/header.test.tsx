import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '@/components/layout/header';
import { site } from '@/config/site';
import { resetPageScroll, scrollPageTo } from './support/browser';

function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current path">{pathname + hash}</output>;
}

function renderHeader(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const menuButton = () => screen.getByRole('button', { name: /menu/ });
const currentPath = () => screen.getByRole('status', { name: 'Current path' });

afterEach(() => {
  resetPageScroll();
});

describe('Header', () => {
  it('lists the nav items in the spec’s order, ending with Book Now', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', `What is ${site.name}?`, 'Portfolio', 'Why Us', 'Contact', 'Book Now']);
  });

  it.each([
    ['Home', '/'],
    [`What is ${site.name}?`, '/#concept'],
    ['Portfolio', '/#portfolio'],
    ['Why Us', '/#why-us'],
    ['Contact', '/#contact'],
    ['Book Now', '/booking'],
  ])('%s links to %s', (label, href) => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it.each([
    [50, 'false'],
    [51, 'true'],
  ])('after scrolling to %i px the header is scrolled=%s', (y, scrolled) => {
    renderHeader();
    scrollPageTo(y);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', scrolled);
  });

  it('is no longer scrolled after scrolling back above 50 px', () => {
    renderHeader();
    scrollPageTo(300);
    scrollPageTo(10);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  });

  it('the mobile menu starts closed, and the toggle opens it', async () => {
    const user = renderHeader();
    const toggle = menuButton();
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', `What is ${site.name}?`, 'Portfolio', 'Why Us', 'Contact', 'Book Now']);
  });

  it('the toggle closes the open menu', async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('Escape closes the menu', async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it.each([
    ['Portfolio', '/#portfolio'],
    ['Book Now', '/booking'],
    ['Home', '/'],
  ])('following %s in the menu goes to %s and closes the menu', async (label, path) => {
    const user = renderHeader('/');
    await user.click(menuButton());
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: label }));
    expect(currentPath()).toHaveTextContent(path);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('links home from the logo', () => {
    renderHeader('/faq');
    expect(screen.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
  });
});
