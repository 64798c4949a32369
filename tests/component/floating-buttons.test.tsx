import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingButtons } from '@/components/layout/floating-buttons';
import { site } from '@/config/site';
import { resetPageScroll, scrollPageTo, stubMatchMedia } from './support/browser';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

beforeEach(() => {
  stubMatchMedia();
});
afterEach(() => {
  resetPageScroll();
  vi.unstubAllGlobals();
});

describe('FloatingButtons', () => {
  it('always offers WhatsApp chat in a new tab', () => {
    render(<FloatingButtons />);
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chat).toHaveAttribute('href', site.whatsappUrl);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    [0, false],
    [200, false],
    [201, true],
  ])('at %i px scrolled, "Scroll to top" shown: %s', (y, shown) => {
    render(<FloatingButtons />);
    scrollPageTo(y);
    const button = screen.queryByRole('button', { name: 'Scroll to top' });
    if (shown) expect(button).toBeInTheDocument();
    else expect(button).not.toBeInTheDocument();
  });

  it('is shown at once when the page is already scrolled on arrival', () => {
    scrollPageTo(800);
    render(<FloatingButtons />);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it.each([
    ['smoothly', [] as string[], 'smooth'],
    ['instantly for reduced motion', [REDUCED_MOTION], 'auto'],
  ])('"Scroll to top" scrolls to the top %s', async (_case, matching, behavior) => {
    stubMatchMedia(...matching);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<FloatingButtons />);
    scrollPageTo(1000);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior });
  });
});
