import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { FloatingButtons } from '@/components/layout/floating-buttons';
import { site } from '@/config/site';
import { resetPageScroll, scrollPageTo, stubMatchMedia } from './support/browser';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

beforeEach(() => {
  stubMatchMedia();
});
afterEach(() => {
  resetPageScroll();
});

describe('FloatingButtons', () => {
  it('always offers WhatsApp chat in a new tab', () => {
    renderButtons();
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
    renderButtons();
    scrollPageTo(y);
    const button = screen.queryByRole('button', { name: 'Scroll to top' });
    if (shown) expect(button).toBeInTheDocument();
    else expect(button).not.toBeInTheDocument();
  });

  it('is shown at once when the page is already scrolled on arrival', () => {
    scrollPageTo(800);
    renderButtons();
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it.each([
    ['smoothly', [] as string[], 'smooth'],
    ['instantly for reduced motion', [REDUCED_MOTION], 'auto'],
  ])('"Scroll to top" scrolls to the top %s', async (_case, matching, behavior) => {
    stubMatchMedia(...matching);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderButtons();
    scrollPageTo(1000);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior });
  });
});

function renderButtons(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FloatingButtons />
    </MemoryRouter>,
  );
}

describe('on the booking page', () => {
  it('stays out of the way of the form on phones but not on larger screens', () => {
    const { container } = renderButtons('/booking');
    // Tailwind: hidden below md, flex from md up.
    expect(container.firstElementChild).toHaveClass('hidden', 'md:flex');
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
  });
});
