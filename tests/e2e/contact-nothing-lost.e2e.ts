import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors, type ViewportWidth } from './support/browser';
import { contactFieldValues, contactForm, storedContactMessages } from './support/contact';
import { POLL, browserForThisFile, untilInteractive } from './page-helpers';

// docs/design.md §13, "Nothing lost at the contact form": text typed before the page is interactive
// survives hydration, and a message over the limit is refused, not cut short and sent.

const browser = browserForThisFile();

// This build has no spreadsheet endpoint: the demo keeps the message and says so.
const SENT = 'Saved in demo mode';
const typed = { name: 'Priya Sharma', email: 'priya@example.com', message: 'Sangeet for friends?' };

/**
 * Holds back every script until the returned function is called, so the prerendered HTML is on
 * screen, and can be typed into, with no code behind it: a slow phone's first second.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

describe('text typed into the prerendered contact form before the page is interactive', () => {
  it.each<[string, ViewportWidth]>([
    ['/contact', DESKTOP],
    ['/', MOBILE],
  ])('is kept on %s, with the caret, and can be sent', async (path, width) => {
    const page = await browser.newPage({ width });
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const fields = contactForm(page);
    await fields.name.waitFor();

    await fields.name.click();
    await page.keyboard.type(typed.name);
    await fields.email.click();
    await page.keyboard.type(typed.email);
    await fields.message.click();
    await page.keyboard.type(typed.message);
    // The caret before "friends?", to show it is still there after hydration.
    for (let i = 0; i < 'friends?'.length; i += 1) await page.keyboard.press('ArrowLeft');
    expect(await hydrated(fields.send), 'the form has no code behind it yet').toBe(false);

    release();
    await untilInteractive(fields.send);
    // The count comes from React's state: the typed text has reached it.
    await expect.poll(() => page.getByText('20 / 2,000').isVisible(), POLL).toBe(true);
    expect(await contactFieldValues(page)).toEqual([typed.name, typed.email, typed.message]);

    await page.keyboard.type('12 ');
    const message = 'Sangeet for 12 friends?';
    expect(await fields.message.inputValue()).toBe(message);
    await fields.send.click();

    const toast = page.getByRole('status').filter({ hasText: SENT });
    await expect.poll(() => toast.isVisible(), POLL).toBe(true);
    expect(await storedContactMessages(page)).toEqual([
      {
        id: expect.any(String),
        name: typed.name,
        email: typed.email,
        message,
        createdAt: expect.any(String),
      },
    ]);
    expect(await contactFieldValues(page)).toEqual(['', '', '']);
    expect(errors).toEqual([]);
  });
});

describe('Send pressed before the page is interactive', () => {
  it('does not reload the page with the message in its address; the text waits to be sent', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const fields = contactForm(page);
    await fields.name.waitFor();
    await fields.name.fill(typed.name);
    await fields.email.fill(typed.email);
    await fields.message.fill(typed.message);
    const url = page.url();

    await fields.send.click();
    await fields.message.press('Control+Enter');
    await fields.email.press('Enter');
    expect(await hydrated(fields.send), 'the form has no code behind it yet').toBe(false);
    expect(page.url()).toBe(url);
    expect(new URL(page.url()).search).toBe('');
    expect(await contactFieldValues(page)).toEqual([typed.name, typed.email, typed.message]);

    release();
    await untilInteractive(fields.send);
    await fields.send.click();
    const toast = page.getByRole('status').filter({ hasText: SENT });
    await expect.poll(() => toast.isVisible(), POLL).toBe(true);
    expect(await storedContactMessages(page)).toEqual([expect.objectContaining(typed)]);
    expect(errors).toEqual([]);
  });
});

describe('a message over the 2,000-character limit', () => {
  it('is refused with the overflow shown, kept in the field and not sent', async () => {
    const page = await browser.newPage({
      width: DESKTOP,
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    const errors = collectErrors(page);
    await page.goto('/contact');
    const fields = contactForm(page);
    await untilInteractive(fields.send);
    await fields.name.fill(typed.name);
    await fields.email.fill(typed.email);

    const pasted = 'Sangeet plans! '.repeat(7000).slice(0, 100_000);
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await fields.message.click();
    await page.keyboard.press('ControlOrMeta+V');

    await expect.poll(() => fields.message.inputValue().then((v) => v.length), POLL).toBe(100_000);
    expect(await page.getByText('98,000 characters over the limit.').isVisible()).toBe(true);
    expect(await page.getByText('1,00,000 / 2,000').isVisible()).toBe(true);

    await fields.send.click();
    const refusal = page.getByText('Message must be 2,000 characters or fewer.');
    await expect.poll(() => refusal.isVisible(), POLL).toBe(true);
    expect(await fields.message.getAttribute('aria-invalid')).toBe('true');
    expect(await fields.message.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await fields.message.inputValue()).toBe(pasted);
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await storedContactMessages(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
