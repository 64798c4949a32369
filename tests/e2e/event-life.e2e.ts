import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, collectErrors } from './support/browser';
import { browserForThisFile, horizontalOverflow, signInAsDemoOrganiser } from './page-helpers';

// An event's life on the built demo site (docs/design.md §3.12): the organiser announces a party
// and saves another as a draft; /booking then offers the choice, says when the announced one
// goes on sale, and never shows the draft.

const browser = browserForThisFile();

describe('an announced party and a draft, as the organiser and as a visitor', () => {
  it.each([MOBILE, DESKTOP])('at %i px', async (width) => {
    const page = await browser.newPage({ width });
    const errors = collectErrors(page);
    await page.goto('/admin/dashboard/events');
    await signInAsDemoOrganiser(page);
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();

    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
    };
    const party = {
      Date: '2099-03-14',
      'Start time': '18:00',
      'End time': '22:00',
      Location: 'Indiranagar, Bengaluru',
      'Price (₹)': '599',
      Capacity: '150',
    };
    await fill({ ...party, Title: 'Holi Sangeet', Date: '2020-03-14' });
    await page.getByRole('button', { name: 'Create event' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The event date has passed. Please choose today or a later date.' })
      .waitFor();
    await fill({ ...party, Title: 'Holi Sangeet', 'Sales open (optional)': '2099-02-01T10:00' });
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('Created “Holi Sangeet”.').waitFor();
    await fill({ ...party, Title: 'Secret Draft', Date: '2099-01-10' });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Created “Secret Draft” as a draft.').waitFor();
    const holi = page.getByRole('listitem', { name: /^Holi Sangeet,/ });
    await holi.getByText('Announced').waitFor();

    await page.goto('/booking');
    const choice = page.getByRole('group', { name: 'Choose a party' });
    await choice.waitFor();
    expect(await choice.getByRole('radio').count()).toBe(2);
    expect(await choice.innerText()).toContain(
      'On sale from Sunday, 1 February 2099, 10:00 AM IST',
    );
    expect(await page.getByText('Secret Draft').count()).toBe(0);
    await choice.getByRole('radio', { name: /Holi Sangeet/ }).check();
    await page.getByRole('heading', { level: 1, name: 'Holi Sangeet' }).waitFor();
    await page
      .getByText('On sale from Sunday, 1 February 2099, 10:00 AM IST. Come back then to book.')
      .waitFor();
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
