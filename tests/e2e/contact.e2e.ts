import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDeployTargets } from '../../scripts/lib/hosting-csp.mjs';
import {
  loadHostingConfig,
  startHostingEmulator,
  type HostingEmulator,
} from '../../scripts/lib/hosting-emulator.mjs';
import { DESKTOP, MOBILE, collectErrors, readStorage } from './support/browser';
import { contactFieldValues, contactForm, storedContactMessages } from './support/contact';
import { POLL, untilInteractive, browserForThisFile } from './page-helpers';

// The contact form (docs/product-spec.md §2, §4, §8): what a visitor sees after sending a message.

const browser = browserForThisFile();

const SUCCESS_TITLE = 'Message Sent!';
const SUCCESS_TEXT = "Thank you! Your message has been sent. We'll get back to you soon!";
const ERROR_TITLE = 'Submission Error';

const message = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  message: 'Sangeet for 12 friends in Pune, sometime in March?',
};

async function fillAndSend(page: Page) {
  const fields = contactForm(page);
  await untilInteractive(fields.send);
  await fields.name.fill(message.name);
  await fields.email.fill(message.email);
  await fields.message.fill(message.message);
  await fields.send.click();
}

/** Toasts on screen: 'status' for good news, 'alert' for errors. */
const toasts = (page: Page) => page.getByRole('status').or(page.getByRole('alert'));

const DEMO_TITLE = 'Saved in demo mode';
const DEMO_TEXT = 'It has not been sent to anyone.';

describe('contact form without a spreadsheet endpoint (this build)', () => {
  it('keeps the message in the demo data, says plainly it was not sent, and clears the form', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    await page.goto('/contact');
    await fillAndSend(page);

    const toast = page.getByRole('status').filter({ hasText: DEMO_TITLE });
    await expect.poll(() => toast.isVisible(), POLL).toBe(true);
    expect(await toast.innerText()).toContain(DEMO_TEXT);
    expect(await toast.innerText()).not.toContain(SUCCESS_TITLE);
    expect(await contactFieldValues(page)).toEqual(['', '', '']);
    expect(await contactForm(page).send.innerText()).toBe('Send Message');
    expect(await contactForm(page).send.isEnabled()).toBe(true);

    const stored = await storedContactMessages(page);
    expect(stored).toEqual([{ ...message, id: expect.any(String), createdAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(stored[0]?.createdAt ?? ''))).toBe(false);
    expect((await readStorage(page)).localStorage.contactOutbox).toBeUndefined();

    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect.poll(() => toasts(page).count(), POLL).toBe(0);
    expect(errors).toEqual([]);
  });
});

// A build whose form posts to a spreadsheet service, served with the policy such a build writes;
// every request to it is answered here and never leaves the machine.
const ENDPOINT = 'https://v1.nocodeapi.com/sangeetvibes-e2e/google_sheets/contact';
const ENDPOINT_HOST = new URL(ENDPOINT).host;

describe('contact form posting to a spreadsheet endpoint', () => {
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  let outDir = '';
  let server: HostingEmulator | undefined;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'sangeet-contact-e2e-'));
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: projectRoot,
        env: { ...process.env, VITE_CONTACT_ENDPOINT: ENDPOINT },
        stdio: 'pipe',
      },
    );
    // No prerender: every route gets the client-only shell, made the way scripts/prerender.mjs
    // makes it for paths that have no page of their own.
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
      .replace('<!--app-head-->', '<title>Sangeet Vibes</title>')
      .replace('<!--app-html-->', '');
    writeFileSync(join(outDir, 'app.html'), shell);
    // Hosting serves a page only where a file is (or for the app routes firebase.json rewrites):
    // /contact gets the shell where the prerender would have put its page.
    mkdirSync(join(outDir, 'contact'), { recursive: true });
    writeFileSync(join(outDir, 'contact', 'index.html'), shell);
    server = await startHostingEmulator({
      root: outDir,
      // What scripts/prerender.mjs writes beside a build with this endpoint.
      hosting: withDeployTargets(loadHostingConfig(projectRoot), {
        contactEndpoint: ENDPOINT,
        firebase: null,
      }),
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  async function openContact(handle: (route: Route) => Promise<void>) {
    const page = await browser.newPage({ width: DESKTOP, context: { baseURL: server?.url } });
    const errors = collectErrors(page);
    await page.route(`https://${ENDPOINT_HOST}/**`, handle);
    await page.goto('/contact');
    // Failed responses are also logged by the browser; only other errors count here.
    const otherErrors = () => errors.filter((error) => !error.includes(ENDPOINT_HOST));
    return { page, otherErrors };
  }

  const reply = (status: number, body: string, contentType: string) => (route: Route) =>
    route.fulfill({
      status,
      body,
      contentType,
      headers: { 'access-control-allow-origin': '*' },
    });

  it.each([
    [
      'a JSON error',
      reply(500, JSON.stringify({ message: 'Sheet is full' }), 'application/json'),
      'There was an error submitting your message: Sheet is full',
    ],
    [
      'an error without JSON',
      reply(503, '<h1>down</h1>', 'text/html'),
      'There was an error submitting your message: Service Unavailable',
    ],
    [
      'no response at all',
      (route: Route) => route.abort('connectionrefused'),
      'There was an error submitting your message. Please try again.',
    ],
  ])('explains %s and keeps what was typed', async (_case, handle, description) => {
    const { page, otherErrors } = await openContact(handle);
    await fillAndSend(page);

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.isVisible(), POLL).toBe(true);
    expect(await alert.innerText()).toContain(ERROR_TITLE);
    expect(await alert.innerText()).toContain(description);
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await contactFieldValues(page)).toEqual([message.name, message.email, message.message]);
    expect(await contactForm(page).send.isEnabled()).toBe(true);
    expect(otherErrors()).toEqual([]);
  });

  it('sends one spreadsheet row, shows "Sending..." meanwhile, then thanks the visitor', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: { method: string; url: string; body: unknown; type: string }[] = [];
    const { page, otherErrors } = await openContact(async (route) => {
      const request = route.request();
      requests.push({
        method: request.method(),
        url: request.url(),
        body: request.postDataJSON() as unknown,
        type: (await request.allHeaders())['content-type'] ?? '',
      });
      await held;
      await reply(200, JSON.stringify({ ok: true }), 'application/json')(route);
    });
    await fillAndSend(page);

    const button = contactForm(page).send;
    await expect.poll(() => button.innerText(), POLL).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    // The backend's code loads on the first send, then the row is posted.
    await expect.poll(() => requests.length, POLL).toBe(1);
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.type).toMatch(/^application\/json/);
    expect(new URL(sent?.url ?? '').searchParams.get('tabId')).toBe('Sheet1');
    expect(sent?.body).toEqual([[message.name, message.email, message.message]]);

    release();
    const toast = page.getByRole('status').filter({ hasText: SUCCESS_TITLE });
    await expect.poll(() => toast.isVisible(), POLL).toBe(true);
    expect(await toast.innerText()).toContain(SUCCESS_TEXT);
    expect(await button.innerText()).toBe('Send Message');
    expect(await button.isEnabled()).toBe(true);
    expect(await contactFieldValues(page)).toEqual(['', '', '']);
    expect(await storedContactMessages(page)).toEqual([expect.objectContaining(message)]);
    expect(otherErrors()).toEqual([]);
  });

  it('shows one toast at a time when two messages are sent back to back', async () => {
    const answers = [
      reply(500, JSON.stringify({ message: 'Sheet is full' }), 'application/json'),
      reply(200, '{}', 'application/json'),
    ];
    const { page, otherErrors } = await openContact(async (route) => {
      await (answers.shift() ?? reply(200, '{}', 'application/json'))(route);
    });

    await fillAndSend(page);
    await expect.poll(() => page.getByRole('alert').isVisible(), POLL).toBe(true);
    await fillAndSend(page);
    const success = page.getByRole('status').filter({ hasText: SUCCESS_TITLE });
    await expect.poll(() => success.isVisible(), POLL).toBe(true);
    expect(await toasts(page).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(otherErrors()).toEqual([]);
  });
});
