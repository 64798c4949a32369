import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR_ANSWER_LIMIT_MS } from '@/domain/offline-door';
import { encodeTicketQr } from '@/domain/qr-payload';
import { qrPng } from '@/domain/qr-image';
import { INTRO_DONE_FLAGS, presetStorage, viewportOptions } from '../../scripts/lib/chromium.mjs';
import { startFirebaseLocal, type FirebaseLocal } from '../../scripts/lib/firebase-local.mjs';
import { firestoreEmulatorSupport } from '../../scripts/lib/firestore-emulator.mjs';
import { EMULATOR_PROJECT } from '../../scripts/lib/hosting-emulator.mjs';
import { DESKTOP, MOBILE, launchBrowser } from './support/browser';
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
  // Scanned while the network hangs (five, six), and on a lane that never scanned online (seven).
  { id: 'offlineGuestFive0005', email: 'five@example.com', basic: 1, premium: 1 },
  { id: 'offlineGuestSix00006', email: 'six@example.com', basic: 1, premium: 0 },
  { id: 'offlineGuestSeven007', email: 'seven@example.com', basic: 0, premium: 2 },
];
/** A second organiser, who signs in on a lane another organiser left with check-ins waiting. */
const SECOND_ORGANISER = { email: 'door-two@sangeetvibes.test', password: 'second-organiser-pw' };
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

/** An organiser account made straight on the emulators: the Auth user and users/{uid}. */
async function makeOrganiser(account: { email: string; password: string }): Promise<void> {
  const signUp = await fetch(
    `http://127.0.0.1:${local().ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: false }),
    },
  );
  const { localId } = (await signUp.json()) as { localId?: string };
  if (!signUp.ok || !localId) throw new Error(`Could not create ${account.email}`);
  const user = { uid: localId, email: account.email, isAdmin: true, walletBalance: 0 };
  const response = await fetch(
    `http://127.0.0.1:${local().ports.firestore}/v1/projects/${EMULATOR_PROJECT}` +
      `/databases/(default)/documents/users?documentId=${localId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        fields: Object.fromEntries(Object.entries(user).map(([k, v]) => [k, restValue(v)])),
      }),
    },
  );
  if (!response.ok)
    throw new Error(`users/${localId}: ${response.status} ${await response.text()}`);
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

async function openLane({ scanFirst = true } = {}): Promise<Lane> {
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
  await signInOn(page, local().accounts.organiser);
  await expect.poll(() => counter(page), SYNC).toMatch(new RegExp(`^\\d+ / ${BOOKED}$`));
  // A code that is no ticket, scanned online: red, and the decoder is loaded before the network
  // goes (a lane that has scanned once has it).
  if (scanFirst) {
    expect(await scanPng(page, Buffer.from(qrPng('not a ticket').png))).toMatchObject({
      tone: 'refuse',
    });
  }
  return { page, context };
}

async function signInOn(page: Page, account: { email: string; password: string }) {
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await untilInteractive(signIn);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await signIn.click();
  await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
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
    const lanes: { a?: Lane; b?: Lane; c?: Lane } = {};
    const laneA = () => lanes.a ?? raise('lane A');
    const laneB = () => lanes.b ?? raise('lane B');
    const laneC = () => lanes.c ?? raise('lane C');

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
      await makeOrganiser(SECOND_ORGANISER);
      browser = await launchBrowser();
    }, STACK_TIMEOUT_MS);

    afterAll(async () => {
      // What each lane showed last, when screenshots are asked for: the first thing to look at.
      if (lanes.a) await shot(lanes.a.page, 'last-lane-a-390').catch(() => undefined);
      if (lanes.b) await shot(lanes.b.page, 'last-lane-b-390').catch(() => undefined);
      if (lanes.c) await shot(lanes.c.page, 'last-lane-c-390').catch(() => undefined);
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

    it(
      'decides at once from the lane’s copy when requests hang, and a late answer admits no one twice',
      async () => {
        const { page } = laneB();
        const [five, six] = [GUESTS[4], GUESTS[5]] as [Guest, Guest];
        // Venue Wi-Fi with no way out: every request to the backend is held, never answered,
        // until the test lets the held ones through late.
        const backend = new Set(
          [local().ports.firestore, local().ports.auth, local().ports.functions].map(String),
        );
        const held: Route[] = [];
        const hang = (route: Route) => void held.push(route);
        const toBackend = (url: URL) => backend.has(url.port);
        await page.route(toBackend, hang);

        const first = Date.now();
        const verdict = await scan(page, five, 'lane-b-hanging-admitted-offline-390');
        const firstMs = Date.now() - first;
        expect(verdict.tone).toBe('admit');
        expect(verdict.text).toContain('Admitted (offline)');
        expect(firstMs).toBeLessThan(DOOR_ANSWER_LIMIT_MS + 5_000);
        await expect.poll(() => connection(page), SYNC).toMatch(/^Offline since \d\d:\d\d/);

        // The next code is not held behind the first: decided at once, offline.
        const second = Date.now();
        expect(await scan(page, six)).toMatchObject({ tone: 'admit' });
        const secondMs = Date.now() - second;
        expect(secondMs).toBeLessThan(DOOR_ANSWER_LIMIT_MS);
        expect(await connection(page)).toMatch(/ · 2 check-ins waiting$/);
        // Both wait in the count and History, marked.
        const history = page.getByRole('list', { name: 'Check-in History' });
        await expect
          .poll(() => history.getByRole('listitem').filter({ hasText: 'not yet synced' }).count())
          .toBe(2);

        // On the phone, the connection line and the count are on the first screen, above the
        // bottom navigation.
        await page.evaluate(() => window.scrollTo(0, 0));
        const nav = await page.getByRole('navigation').last().boundingBox();
        const line = await page.getByRole('status', { name: 'Connection' }).boundingBox();
        const count = await page.getByRole('status', { name: 'People checked in' }).boundingBox();
        const screenTop = (box: typeof nav) => raiseIfNull(box, 'a box').y;
        const navTop = screenTop(nav);
        for (const box of [line, count].map((b) => raiseIfNull(b, 'the door line'))) {
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(Math.min(navTop, 844));
        }
        console.log(
          `hanging network: first verdict ${firstMs} ms, next ${secondMs} ms; ` +
            `connection line bottom ${Math.round(raiseIfNull(line, 'line').y + raiseIfNull(line, 'line').height)}, ` +
            `count bottom ${Math.round(raiseIfNull(count, 'count').y + raiseIfNull(count, 'count').height)}, nav top ${Math.round(navTop)}`,
        );
        await shot(page, 'lane-b-hanging-first-screen-390', { fullPage: false });

        // A manual search does not stay on "Searching…".
        await page.getByLabel('Name, e-mail or booking ID').fill('five@');
        await page.getByText('Searching…').waitFor({ state: 'detached', timeout: 10_000 });

        // The network answers again, late answers included: each ticket is admitted once.
        await page.unroute(toBackend, hang);
        for (const route of held.splice(0)) await route.continue().catch(() => undefined);
        await expect.poll(() => connection(page), SYNC).toBe('');
        await page.getByLabel('Name, e-mail or booking ID').fill('');
        const log = page.getByRole('list', { name: 'Scan log' });
        if (!(await log.isVisible())) await page.getByText('Scan log').click();
        for (const guest of [five, six]) {
          await expect
            .poll(
              async () =>
                (await log.getByRole('listitem').filter({ hasText: guest.email }).allInnerTexts())
                  .map((text) => text.split('\n')[0])
                  .sort(),
              SYNC,
            )
            .toEqual(['Admitted']);
        }
        await expect
          .poll(
            () => history.getByRole('listitem').filter({ hasText: 'not yet synced' }).count(),
            SYNC,
          )
          .toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'scans from an image offline on a lane that never scanned one online',
      async () => {
        lanes.c = await openLane({ scanFirst: false });
        const { page, context } = laneC();
        const seven = GUESTS[6] as Guest;
        // The first visit's worker has precached everything the scanner can load.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await context.setOffline(true);
        await page.reload();
        await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
        const verdict = await scan(page, seven, 'lane-c-first-image-offline-390');
        expect(verdict.tone).toBe('admit');
        expect(verdict.text).toContain('Admitted (offline)');
        expect(await connection(page)).toMatch(/ · 1 check-in waiting$/);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'warns before logging out offline, lands on a page that says so, and another organiser’s sign-in syncs in the first one’s name',
      async () => {
        const { page, context } = laneC();
        const seven = GUESTS[6] as Guest;
        await page.getByRole('button', { name: 'Logout' }).first().click();
        const dialog = page.getByRole('alertdialog', { name: '1 check-in not yet synced' });
        await dialog.waitFor();
        expect(onFirstScreen(raiseIfNull(await dialog.boundingBox(), 'the warning'))).toBe(true);
        await shot(page, 'lane-c-logout-warning-390', { fullPage: false });
        await dialog.getByRole('button', { name: 'Log out anyway' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        const landed = page
          .getByRole('alert')
          .filter({ hasText: 'This page could not load' })
          .or(page.getByRole('heading', { level: 1, name: /No Shaadi/ }));
        await landed.first().waitFor();
        await shot(page, 'lane-c-logged-out-offline-390', { fullPage: false });

        await context.setOffline(false);
        await page.goto('/admin/dashboard/qr-scanner');
        await signInOn(page, SECOND_ORGANISER);
        await expect.poll(() => connection(page), SYNC).toBe('');
        const history = page.getByRole('list', { name: 'Check-in History' });
        const line = history.getByRole('listitem').filter({ hasText: seven.email });
        await expect.poll(() => line.count(), SYNC).toBe(1);
        // Admitted by the first organiser, though the second one synced it.
        expect(await line.innerText()).toContain(`by ${local().accounts.organiser.email}`);
        expect(await line.innerText()).not.toContain('not yet synced');
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'keeps the connection line and the count on a phone’s first screen beside a running camera',
      async () => {
        // A browser of its own with a camera (Chromium's fake one), which the lanes above do not
        // need: the camera's picture is what pushed the count below the navigation.
        const withCamera = await launchBrowser([
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
        ]);
        try {
          const context = await withCamera.newContext({
            baseURL: local().siteUrl,
            ...viewportOptions(MOBILE, withCamera.version()),
          });
          await presetStorage(context, INTRO_DONE_FLAGS);
          const page = await context.newPage();
          page.setDefaultTimeout(30_000);
          await page.goto('/admin/dashboard/qr-scanner');
          await signInOn(page, local().accounts.organiser);
          await page.getByRole('img', { name: 'Live camera' }).locator('video').waitFor();
          await expect.poll(() => counter(page), SYNC).toMatch(/^\d+ \/ \d+$/);

          const firstScreen = async () => {
            await page.evaluate(() => window.scrollTo(0, 0));
            const nav = raiseIfNull(await page.getByRole('navigation').last().boundingBox(), 'nav');
            const count = raiseIfNull(
              await page.getByRole('status', { name: 'People checked in' }).boundingBox(),
              'the count',
            );
            const camera = raiseIfNull(
              await page.getByRole('img', { name: 'Live camera' }).boundingBox(),
              'the camera',
            );
            return { navTop: nav.y, count, camera };
          };
          const online = await firstScreen();
          expect(online.count.y).toBeGreaterThan(online.camera.y);
          expect(online.count.y + online.count.height).toBeLessThanOrEqual(online.navTop);
          await shot(page, 'phone-first-screen-online-390', { fullPage: false });

          await context.setOffline(true);
          await expect.poll(() => connection(page), SYNC).toMatch(/^Offline since/);
          const offline = await firstScreen();
          const line = raiseIfNull(
            await page.getByRole('status', { name: 'Connection' }).boundingBox(),
            'the connection line',
          );
          expect(line.y).toBeGreaterThanOrEqual(0);
          expect(line.y + line.height).toBeLessThanOrEqual(offline.camera.y);
          expect(offline.count.y + offline.count.height).toBeLessThanOrEqual(offline.navTop);
          console.log(
            `phone first screen with the camera: count bottom ${Math.round(online.count.y + online.count.height)} online, ` +
              `${Math.round(offline.count.y + offline.count.height)} offline; nav top ${Math.round(offline.navTop)}`,
          );
          await shot(page, 'phone-first-screen-offline-390', { fullPage: false });
          await context.close();

          // The same door on a desktop, offline, to look at.
          const desktop = await withCamera.newContext({
            baseURL: local().siteUrl,
            ...viewportOptions(DESKTOP, withCamera.version()),
          });
          await presetStorage(desktop, INTRO_DONE_FLAGS);
          const wide = await desktop.newPage();
          await wide.goto('/admin/dashboard/qr-scanner');
          await signInOn(wide, local().accounts.organiser);
          await wide.getByRole('img', { name: 'Live camera' }).locator('video').waitFor();
          await expect.poll(() => counter(wide), SYNC).toMatch(/^\d+ \/ \d+$/);
          await desktop.setOffline(true);
          await expect.poll(() => connection(wide), SYNC).toMatch(/^Offline since/);
          await shot(wide, 'desktop-offline-1280', { fullPage: false });
          await desktop.close();
        } finally {
          await withCamera.close();
        }
      },
      TEST_TIMEOUT_MS,
    );
  },
);

/** Wholly on a 390×844 phone's screen. */
function onFirstScreen(box: { y: number; height: number }): boolean {
  return box.y >= 0 && box.y + box.height <= 844;
}

function raiseIfNull<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is not on the page`);
  return value;
}

function raise(what: string): never {
  throw new Error(`${what} did not open`);
}
