// The door on the night, measured (docs/design.md §10.3): N tickets are booked through the site in
// one browser profile, their QR codes screenshotted, and a fake-camera video made that shows each
// for `secondsEach` seconds. The demo's data lives in the browser, so booking and scanning share
// one profile: the video file is written after booking and before the scanner starts the camera
// (Chromium opens the file when capture starts).
//
// Reported: admitted tickets per minute over the video's first pass, missed tickets (never
// admitted) and double or wrong verdicts (a second answer for a ticket during its first showing,
// or a first answer that is not green), and the median time from a decoded code to its verdict
// on screen (the app's own performance.measure).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  INTRO_DONE_FLAGS,
  MOBILE_WIDTH,
  findChromium,
  presetStorage,
  viewportOptions,
} from './chromium.mjs';
import { signInAsDemoOrganiser } from './demo-sign-in.mjs';
import { writeFakeCameraVideo } from './fake-camera.mjs';

/** Books one Basic ticket for `email` on /booking; resolves with a PNG of its QR. */
async function bookTicket(page, baseUrl, email) {
  await page.goto(new URL('/booking', baseUrl).href);
  const form = page.getByRole('form', { name: 'Book tickets' });
  await form.getByRole('button', { name: 'Add one Basic ticket' }).click();
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'Demo checkout' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await page.getByRole('heading', { level: 1, name: "You're in!" }).waitFor();
  return page.getByRole('img', { name: 'Entry QR code' }).screenshot();
}

/** The guest a verdict names: each bench ticket is booked for its own e-mail. */
const guestOf = (verdict) => /door-bench-\d+@example\.com/.exec(verdict.text)?.[0];

/**
 * The verdicts of the video's first pass. The video loops, and a ticket shown again rightly says
 * "Already checked in": so a verdict belongs to the first pass when it comes before its ticket
 * can be back in view, which is only after every other ticket has had its slot, at least
 * (tickets − 1) slots after the ticket was first answered, however late in its own slot that
 * was. (Counted from the first verdict of all, as before, a first ticket read late in its slot
 * while the decoder warms up put its own replay's "Already" into the first pass.) A verdict that
 * names no bench guest counts up to the last ticket's first answer.
 * @template {{ text: string, at: number }} V
 * @param {V[]} verdicts in the order they appeared
 * @param {{ tickets: number, secondsEach: number }} video
 * @returns {V[]}
 */
export function firstPassOf(verdicts, { tickets, secondsEach }) {
  const otherSlotsMs = (tickets - 1) * secondsEach * 1000;
  const firstAnswered = new Map();
  for (const verdict of verdicts) {
    const guest = guestOf(verdict);
    if (guest && !firstAnswered.has(guest)) firstAnswered.set(guest, verdict.at);
  }
  const lastFirstAnswer = Math.max(...firstAnswered.values());
  return verdicts.filter((verdict) => {
    const guest = guestOf(verdict);
    return guest
      ? verdict.at < firstAnswered.get(guest) + otherSlotsMs
      : verdict.at <= lastFirstAnswer;
  });
}

/**
 * @param {{ baseUrl: string, tickets?: number, secondsEach?: number }} options
 */
export async function measureDoor({ baseUrl, tickets = 10, secondsEach = 1 }) {
  const dir = mkdtempSync(join(tmpdir(), 'door-bench-'));
  const video = join(dir, 'door.y4m');
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext(viewportOptions(MOBILE_WIDTH, browser.version()));
    await presetStorage(context, INTRO_DONE_FLAGS);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const pictures = [];
    for (let i = 0; i < tickets; i += 1)
      pictures.push(await bookTicket(page, baseUrl, `door-bench-${i + 1}@example.com`));
    writeFakeCameraVideo(video, pictures, { secondsEach });

    await page.goto(new URL('/admin/dashboard/qr-scanner', baseUrl).href);
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'QR Scanner' }).waitFor();
    // Record every verdict as it appears, with the page's clock.
    await page.evaluate(() => {
      window.__verdicts = [];
      const seen = new WeakSet();
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[data-verdict]')) {
          if (seen.has(node)) continue;
          seen.add(node);
          window.__verdicts.push({
            tone: node.getAttribute('data-verdict'),
            text: node.textContent ?? '',
            at: performance.now(),
          });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const startedAt = await page.evaluate(() => performance.now());
    // One pass of the video, plus time for the camera to start and the last answer to show.
    await page.waitForTimeout(tickets * secondsEach * 1000 + 4000);
    const { verdicts, measures } = await page.evaluate(() => ({
      verdicts: window.__verdicts,
      measures: performance.getEntriesByName('scan-to-verdict').map((entry) => entry.duration),
    }));

    const pass = firstPassOf(verdicts, { tickets, secondsEach });
    const admitted = pass.filter((v) => v.tone === 'admit');
    const guests = new Set(admitted.map(guestOf).filter(Boolean));
    const first = admitted[0]?.at ?? startedAt;
    const last = admitted.at(-1)?.at ?? first;
    // Rate over the span the tickets passed the camera (one ticket's slot added for the last).
    const spanMinutes = (last - first + secondsEach * 1000) / 60_000;
    return {
      tickets,
      secondsEach,
      admitted: guests.size,
      admittedPerMinute: guests.size / spanMinutes,
      missed: tickets - guests.size,
      doubles: pass.length - guests.size,
      verdicts: verdicts.map((v) => ({
        tone: v.tone,
        guest: guestOf(v) ?? null,
        at: Math.round(v.at - startedAt),
      })),
      scanToVerdictMs: measures,
    };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
