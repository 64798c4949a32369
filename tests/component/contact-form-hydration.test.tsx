import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { Toaster } from '@/components/ui/toaster';
import { ContactSection } from '@/features/marketing/sections/contact-section';
import { endHydration, startHydration } from '@/lib/hydration';
import { closeTestBackend, storedContactMessages } from './support/test-backend';

vi.mock(
  '@/backend/load-backend',
  async () => (await import('./support/test-backend')).loadBackendMock,
);

// docs/design.md §13: what a visitor types into the prerendered form before the page's code runs is
// still there, in the form's state, once React has taken the page over.

const page = () => (
  <StrictMode>
    <MemoryRouter>
      <ContactSection />
      <Toaster />
    </MemoryRouter>
  </StrictMode>
);

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  await closeTestBackend();
  endHydration();
  act(() => resetToasts());
});

/** The page's HTML as the build prerenders it, on screen with no code behind it yet. */
function prerendered() {
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
  };
}

/** What src/main.tsx does once the code has arrived. */
async function hydrate() {
  startHydration();
  await act(async () => {
    root = hydrateRoot(container!, page());
  });
}

describe('Contact form typed into before hydration', () => {
  it('keeps every field, the focus and the caret, with no hydration warning', async () => {
    const user = userEvent.setup();
    const fields = prerendered();
    await user.type(fields.name, 'Asha Rao');
    await user.type(fields.email, 'asha@example.com');
    await user.type(fields.message, 'Sangeet for friends?');
    await user.keyboard('{ArrowLeft>8/}');
    const caret = fields.message.selectionStart;
    expect(caret).toBe('Sangeet for '.length);
    const consoleError = vi.spyOn(console, 'error');

    await hydrate();

    expect(screen.getByLabelText('Name')).toBe(fields.name);
    expect(fields.name).toHaveValue('Asha Rao');
    expect(fields.email).toHaveValue('asha@example.com');
    expect(fields.message).toHaveValue('Sangeet for friends?');
    // The count is rendered from React's state, so the text has reached it.
    expect(fields.message).toHaveAccessibleDescription('Up to 2,000 characters. 20 / 2,000');
    expect(fields.message).toHaveFocus();
    expect(fields.message.selectionStart).toBe(caret);
    expect(consoleError).not.toHaveBeenCalled();

    await user.keyboard('12 ');
    expect(fields.message).toHaveValue('Sangeet for 12 friends?');
  });

  it('sends what was typed before hydration', async () => {
    const user = userEvent.setup();
    const fields = prerendered();
    await user.type(fields.name, 'Asha Rao');
    await user.type(fields.email, 'asha@example.com');
    await user.type(fields.message, 'Sangeet for 12 friends?');

    await hydrate();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved in demo mode');
    expect(await storedContactMessages()).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        email: 'asha@example.com',
        message: 'Sangeet for 12 friends?',
      }),
    ]);
    expect(fields.name).toHaveValue('');
    expect(fields.message).toHaveValue('');
  });

  it('keeps a pasted over-long message and refuses it after hydration', async () => {
    const user = userEvent.setup();
    const fields = prerendered();
    await user.type(fields.name, 'Asha Rao');
    await user.type(fields.email, 'asha@example.com');
    await user.click(fields.message);
    await user.paste('x'.repeat(2500));

    await hydrate();
    expect(screen.getByText('500 characters over the limit.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Message must be 2,000 characters or fewer.')).toBeVisible();
    expect(fields.message).toHaveValue('x'.repeat(2500));
    expect(await storedContactMessages()).toEqual([]);
  });

  it('changes nothing when nothing was typed', async () => {
    const fields = prerendered();
    const consoleError = vi.spyOn(console, 'error');
    await hydrate();
    expect(fields.name).toHaveValue('');
    expect(fields.message).toHaveAccessibleDescription('Up to 2,000 characters. 0 / 2,000');
    expect(fields.message).not.toHaveFocus();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
