import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTicketQr } from '@/domain/qr-payload';
import { qrPng } from '@/domain/qr-image';
import { INTRO_DONE_FLAGS, presetStorage, viewportOptions } from '../../scripts/lib/chromium.mjs';
import { startFirebaseLocal, type FirebaseLocal } from '../../scripts/lib/firebase-local.mjs';
import { firestoreEmulatorSupport } from '../../scripts/lib/firestore-emulator.mjs';
import { EMULATOR_PROJECT } from '../../scripts/lib/hosting-emulator.mjs';
import { MOBILE, launchBrowser } from './support/browser';
import { untilInteractive } from './page-helpers';

// docs/design.md §5.7, the offline door, on the production configuration (the emulator build on
// the Auth, Firestore, Functions and Hosting emulators, as firebase-local.e2e.ts runs it): two
// lanes lose the network, admit, and come back; both show the conflict; then a signed-in lane is
// reloaded with no network, served by the door's service worker, and still admits and syncs.

const support = firestoreEmulatorSupport();
const STACK_TIMEOUT_MS = 600_000;
/** Two lanes signing in, scanning, losing and regaining the network. */
const TEST_TIMEOUT_MS = 300_000;
/** Firestore notices a lost or regained network through its streams: seconds, not a moment. */
const SYNC = { timeout: 45_000, interval: 100 } as const;
/** Screenshots of what a lane shows offline, when asked for (OFFLINE_DOOR_SHOTS=<dir>). */
const SHOTS = process.env.OFFLINE_DOOR_SHOTS;

let stack: FirebaseLocal | undefined;
let browser: Browser | undefined;
const output: string[] = [];
const contexts: BrowserContext[] = [];

function local(): FirebaseLocal {
  if (!stack) throw new Error('The emulator stack did not start (see beforeAll).');
  return stack;
}

interface Guest {
  id: string;
  email: string;
  basic: number;
  premium: number;
}
const GUESTS: Guest[] = [
  { id: 'offlineGuestOne00001', email: 'one@example.com', basic: 1, premium: 2 },
  { id: 'offlineGuestTwo00002', email: 'two@example.com', basic: 2, premium: 0 },
  { id: 'offlineGuestThree003', email: 'three@example.com', basic: 0, premium: 1 },
  { id: 'offlineGuestFour0004', email: 'four@example.com', basic: 1, premium: 0 },
];
const people = (guests: Guest[]) => guests.reduce((n, g) => n + g.basic + g.premium, 0);
const BOOKED = people(GUESTS);

/** A value in the Firestore REST API's typed form. */
function restValue(value: unknown, timestamp = false): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (timestamp) return { timestampValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  throw new Error(`No REST form for ${JSON.stringify(value)}`);
}

/** Writes a confirmed booking for the seeded event straight into the emulator (rules bypassed). */
async function seedBooking(eventId: string, guest: Guest): Promise<void> {
  const total = guest.basic * 499 + guest.premium * 1212;
  const fields: Record<string, [unknown, boolean?]> = {
    id: [guest.id],
    email: [guest.email],
    ticket499Count: [guest.basic],
    ticket1212Count: [guest.premium],
    subtotal: [total],
    discount: [0],
    total: [total],
    amountPaid: [total],
    couponCode: [null],
    paymentId: [`pay_${guest.id}`],
    eventId: [eventId],
    eventTitle: ['Sangeet Night'],
    eventLocation: ['Mumbai'],
    eventDate: ['2030-01-01'],
    eventTime: ['6:00 PM'],
    status: ['confirmed'],
    token: [`token-${guest.id}`],
    checkedIn: [false],
    checkInTime: [null],
    createdAt: [new Date().toISOString(), true],
  };
  const url =
    `http://127.0.0.1:${local().ports.firestore}/v1/projects/${EMULATOR_PROJECT}` +
    `/databases/(default)/documents/newbookings?documentId=${guest.id}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, [value, isTime]]) => [key, restValue(value, isTime)]),
      ),
    }),
  });
  if (!response.ok)
    throw new Error(`Seeding ${guest.id}: ${response.status} ${await response.text()}`);
}

const ticketPng = (guest: Guest) =>
  Buffer.from(
    qrPng(
      encodeTicketQr({
        bookingId: guest.id,
        email: guest.email,
        ticket499Count: guest.basic,
        ticket1212Count: guest.premium,
      }),
    ).png,
  );

interface Lane {
  page: Page;
  context: BrowserContext;
}

async function openLane(): Promise<Lane> {
  if (!browser) throw new Error('The browser did not start.');
  const context = await browser.newContext({
    baseURL: local().siteUrl,
    ...viewportOptions(MOBILE, browser.version()),
  });
  contexts.push(context);
  await presetStorage(context, INTRO_DONE_FLAGS);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/admin/dashboard/qr-scanner');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await untilInteractive(signIn);
  await page.getByLabel('Email').fill(local().accounts.organiser.email);
  await page.getByLabel('Password').fill(local().accounts.organiser.password);
  await signIn.click();
  await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
  await expect.poll(() => counter(page), SYNC).toBe(`0 / ${BOOKED}`);
  // A code that is no ticket, scanned online: red, and the decoder is loaded before the network
  // goes (a lane that has scanned once has it).
  expect(await scanPng(page, Buffer.from(qrPng('not a ticket').png))).toMatchObject({
    tone: 'refuse',
  });
  return { page, context };
}

const counter = (page: Page) =>
  page
    .getByRole('status', { name: 'People checked in' })
    .innerText()
    .catch(() => '');
const connection = (page: Page) => page.getByRole('status', { name: 'Connection' }).innerText();

/**
 * Shows the lane a ticket's QR as an image and reads the verdict (a screenshot of it as
 * `shotName`, when screenshots are asked for); then "Next guest".
 */
const scan = (page: Page, guest: Guest, shotName?: string) =>
  scanPng(page, ticketPng(guest), shotName);

async function scanPng(
  page: Page,
  png: Buffer,
  shotName?: string,
): Promise<{ tone: string | null; text: string }> {
  await page.getByLabel('Scan from an image').setInputFiles({
    name: 'ticket.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const verdict = page.locator('[data-verdict]');
  await verdict.waitFor();
  const seen = {
    tone: await verdict.getAttribute('data-verdict'),
    text: await verdict.innerText(),
  };
  if (shotName) await shot(page, shotName, { fullPage: false });
  await page.getByRole('button', { name: 'Next guest' }).click();
  await verdict.waitFor({ state: 'detached' });
  return seen;
}

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

describe.skipIf(!support.ok)(
  `the offline door on the emulators${support.ok ? '' : ` (skipped: ${support.reason})`}`,
  () => {
    const lanes: { a?: Lane; b?: Lane } = {};
    const laneA = () => lanes.a ?? raise('lane A');
    const laneB = () => lanes.b ?? raise('lane B');

    beforeAll(async () => {
      try {
        stack = await startFirebaseLocal({ onOutput: (text) => output.push(text) });
      } catch (error) {
        console.log(output.join('').slice(-20_000));
        throw error;
      }
      const eventId = /events\/(\S+):/.exec(local().seeded)?.[1];
      if (!eventId) throw new Error(`The seed named no event:\n${local().seeded}`);
      for (const guest of GUESTS) await seedBooking(eventId, guest);
      browser = await launchBrowser();
    }, STACK_TIMEOUT_MS);

    afterAll(async () => {
      // What each lane showed last, when screenshots are asked for: the first thing to look at.
      if (lanes.a) await shot(lanes.a.page, 'last-lane-a-390').catch(() => undefined);
      if (lanes.b) await shot(lanes.b.page, 'last-lane-b-390').catch(() => undefined);
      for (const context of contexts) await context.close();
      await browser?.close();
      await stack?.stop();
    }, 60_000);

    it(
      'admits offline on two lanes, then syncs: one admission per ticket and one conflict',
      async () => {
        lanes.a = await openLane();
        lanes.b = await openLane();
        const [one, two, three] = GUESTS as [Guest, Guest, Guest, Guest];

        await laneA().context.setOffline(true);
        await expect
          .poll(() => connection(laneA().page), SYNC)
          .toMatch(/^Offline since \d\d:\d\d$/);
        for (const guest of [one, two, three]) {
          const verdict = await scan(laneA().page, guest);
          expect(verdict.tone).toBe('admit');
          expect(verdict.text).toContain('Admitted (offline)');
          expect(verdict.text).toContain(`Admit ${guest.basic + guest.premium}`);
        }
        // The same ticket again on this lane: amber, from its own queue.
        expect(await scan(laneA().page, two)).toMatchObject({ tone: 'already' });
        expect(await connection(laneA().page)).toMatch(/ · 3 check-ins waiting$/);
        await shot(laneA().page, 'lane-a-offline-390');

        await laneB().context.setOffline(true);
        await expect.poll(() => connection(laneB().page), SYNC).toMatch(/^Offline since/);
        expect(await scan(laneB().page, two)).toMatchObject({ tone: 'admit' });
        expect(await connection(laneB().page)).toMatch(/ · 1 check-in waiting$/);

        await laneA().context.setOffline(false);
        await expect.poll(() => connection(laneA().page), SYNC).toBe('');
        const admitted = `${people([one, two, three])} / ${BOOKED}`;
        await expect.poll(() => counter(laneA().page), SYNC).toBe(admitted);

        await laneB().context.setOffline(false);
        await expect.poll(() => connection(laneB().page), SYNC).toBe('');
        // Both lanes list it: B, whose sync wrote it, and A, which synced first and hears of it
        // through its listener.
        const shown: string[] = [];
        for (const lane of [laneB(), laneA()]) {
          const conflicts = lane.page.getByRole('region', {
            name: 'Admitted offline on two lanes',
          });
          await conflicts.waitFor({ timeout: SYNC.timeout });
          const items = conflicts.getByRole('listitem');
          expect(await items.count()).toBe(1);
          const lines = await items.first().innerText();
          expect(lines).toMatch(/First: Lane [A-Z2-9]{4} at .+ by organiser@sangeetvibes\.test/);
          expect(lines).toMatch(/Again: Lane [A-Z2-9]{4} at .+ by organiser@sangeetvibes\.test/);
          const [firstLane, againLane] = [...lines.matchAll(/Lane [A-Z2-9]{4}/g)].map((m) => m[0]);
          expect(firstLane).not.toBe(againLane);
          shown.push(lines);
        }
        expect(shown[1]).toBe(shown[0]);
        await shot(laneB().page, 'lane-b-conflict-390');
        await shot(laneA().page, 'lane-a-conflict-390');

        // Counted once, on both lanes; three in the history; the log has both lanes' story.
        for (const lane of [laneA(), laneB()]) {
          await expect.poll(() => counter(lane.page), SYNC).toBe(admitted);
        }
        const history = laneB().page.getByRole('list', { name: 'Check-in History' });
        await expect.poll(() => history.getByRole('listitem').count(), SYNC).toBe(3);
        await laneB().page.getByText('Scan log').click();
        const log = laneB().page.getByRole('list', { name: 'Scan log' });
        await expect
          .poll(
            async () => (await log.innerText()).match(/^(Admitted|Conflict.*)$/gm)?.sort(),
            SYNC,
          )
          .toEqual(['Admitted', 'Admitted', 'Admitted', 'Conflict: admitted on two lanes']);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'lets an organiser undo an offline admission once it has synced',
      async () => {
        const page = laneA().page;
        const history = page.getByRole('list', { name: 'Check-in History' });
        const before = await counter(page);
        await history.getByRole('button', { name: /^Undo check-in of three@example\.com/ }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Undo check-in' }).click();
        await expect.poll(() => history.getByRole('listitem').count(), SYNC).toBe(2);
        expect(await counter(page)).not.toBe(before);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'reloads the scanner of a signed-in lane with no network: it loads, admits and syncs',
      async () => {
        const { page, context } = laneA();
        const four = GUESTS[3] as Guest;
        // The door's service worker controls the page once it is active and the page reloaded.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
        await expect.poll(() => counter(page), SYNC).toMatch(/^\d+ \/ \d+$/);

        await context.setOffline(true);
        await page.reload();
        await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
        await expect.poll(() => connection(page), SYNC).toMatch(/^Offline since \d\d:\d\d$/);
        const verdict = await scan(page, four, 'lane-a-reloaded-admitted-offline-390');
        expect(verdict.tone).toBe('admit');
        expect(verdict.text).toContain('Admitted (offline)');
        expect(verdict.text).toContain(`Admit ${four.basic + four.premium}`);
        expect(await connection(page)).toMatch(/^Offline since \d\d:\d\d · 1 check-in waiting$/);
        await shot(page, 'lane-a-reloaded-offline-390');

        await context.setOffline(false);
        await expect.poll(() => connection(page), SYNC).toBe('');
        const history = page.getByRole('list', { name: 'Check-in History' });
        await expect
          .poll(() => history.getByRole('listitem').filter({ hasText: four.email }).count(), SYNC)
          .toBe(1);
        await page.getByText('Scan log').click();
        const log = page.getByRole('list', { name: 'Scan log' });
        await expect
          .poll(() => log.getByRole('listitem').filter({ hasText: four.email }).count(), SYNC)
          .toBe(1);
      },
      TEST_TIMEOUT_MS,
    );
  },
);

function raise(what: string): never {
  throw new Error(`${what} did not open`);
}
