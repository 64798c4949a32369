import type { Page } from 'playwright-core';

/** The contact form's fields and button, found the way a visitor finds them. */
export function contactForm(page: Page) {
  const contact = page.getByRole('form', { name: 'Contact form' });
  return {
    name: contact.getByLabel('Name'),
    email: contact.getByLabel('Email'),
    message: contact.getByLabel('Message'),
    send: contact.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

/** The form's name, e-mail and message, as they are in the fields now. */
export async function contactFieldValues(page: Page): Promise<string[]> {
  const fields = contactForm(page);
  return [
    await fields.name.inputValue(),
    await fields.email.inputValue(),
    await fields.message.inputValue(),
  ];
}

/** The messages kept in this browser's outbox (the build has no spreadsheet endpoint). */
export async function contactOutbox(page: Page): Promise<Record<string, string>[]> {
  const stored = await page.evaluate(() => window.localStorage.getItem('contactOutbox'));
  return JSON.parse(stored ?? '[]') as Record<string, string>[];
}
