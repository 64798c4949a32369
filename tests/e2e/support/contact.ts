import type { Page } from 'playwright-core';
import { readRecords } from './demo-store';

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

/** The messages the demo backend kept (the build has no spreadsheet endpoint), oldest first. */
export async function storedContactMessages(page: Page): Promise<Record<string, string>[]> {
  const stored = (await readRecords(page, 'contactMessages')) as Record<string, string>[];
  return stored.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
}
