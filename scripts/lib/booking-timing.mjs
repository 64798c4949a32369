// The booking timings `npm run bench` takes: the page's own clock (performance.now()) from the
// click on Pay in the demo checkout to the first frame with the ticket on screen. The clock is
// read inside the page so Playwright's round trips are not counted.

/** The demo checkout's Pay button. */
const DIALOG_PAY = '[role="dialog"] button';

/**
 * On a loaded /booking page: choose 1 Basic + 2 Premium, fill the e-mail, accept the terms, open
 * the demo checkout, then time Pay → ticket visible.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>} milliseconds
 */
export async function payToTicketMs(page) {
  const form = page.getByRole('form', { name: 'Book tickets' });
  const add = (tier) => form.getByRole('button', { name: `Add one ${tier} ticket` });
  await add('Basic').click();
  await add('Premium').click();
  await add('Premium').click();
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('bench@example.com');
  await form.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
  // Playwright's click waits for Pay to be enabled (the checkout "script" has loaded).
  await form.getByRole('button', { name: /^Pay ₹/ }).click();
  const dialogPay = page
    .getByRole('dialog', { name: 'Demo checkout' })
    .getByRole('button', { name: /^Pay ₹/ });
  await dialogPay.waitFor();

  await page.evaluate((dialogPaySelector) => {
    window.__payToTicketMs = new Promise((resolve) => {
      let clickedAt = null;
      const onClick = (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (clickedAt !== null || !button?.matches(dialogPaySelector)) return;
        if (!button.textContent?.startsWith('Pay ')) return;
        clickedAt = performance.now();
        document.removeEventListener('click', onClick, true);
      };
      document.addEventListener('click', onClick, true);
      // The ticket is on screen once the confirmation heading and the card's QR code are.
      const ticketShown = () =>
        [...document.querySelectorAll('h1')].some((h) => h.textContent === "You're in!") &&
        document.querySelector('article [role="img"][aria-label="Entry QR code"]') !== null;
      const observer = new MutationObserver(() => {
        if (clickedAt === null || !ticketShown()) return;
        observer.disconnect();
        // The frame that paints the ticket.
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, DIALOG_PAY);

  await dialogPay.click();
  return page.evaluate(() => window.__payToTicketMs);
}

/**
 * Median, 90th percentile (nearest rank), min and max of a list of timings.
 * @param {number[]} samples
 */
export function summariseTimings(samples) {
  if (samples.length === 0) throw new Error('No timings to summarise.');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const rank = (p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
  return {
    median,
    p90: rank(0.9),
    p95: rank(0.95),
    min: sorted[0],
    max: sorted[sorted.length - 1],
  };
}
