import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_PROMO_CODES } from '@/backend/demo/seed';
import { BackendError } from '@/engine/errors';
import { PROMO_ATTENDEE_LIMIT_MESSAGE, PROMO_DISCOUNT_MESSAGE } from '@/domain/promo-codes';
import { deferred } from '../support/deferred';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const PATH = '/admin/dashboard/promocode';
// What the field says about a code that will not do: never "must start with VIP", since the
// hint says VIP is added for you.
const FORMAT = /^VIP[A-Z0-9]* has \d+ characters? after VIP; it needs 5-13 letters or digits\.$/;
const SYMBOLS = 'Only letters A-Z and digits 0-9 can follow VIP.';
const DUPLICATE = 'A promo code with this code already exists.';

/**
 * Opens the Promocode screen as the demo admin. `prepare` runs on the organisers' port before
 * the screen first reads it (to spy on or fail a call).
 */
async function openPromoCodes(prepare?: (office: AdminBackend) => void | Promise<void>) {
  const opened = await open(slot, PATH);
  const office = await opened.backend.loadAdmin();
  await prepare?.(office);
  await signInAs(opened.user, admin);
  // Signing in hashes a password: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Promo codes', level: 1 });
  return { ...opened, office };
}

/** The codes in the list, top to bottom. */
async function listedCodes(): Promise<string[]> {
  const section = screen.getByRole('region', { name: 'All promo codes' });
  await within(section).findAllByRole('listitem');
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? '');
}

const item = (code: string) =>
  within(screen.getByRole('region', { name: 'All promo codes' })).getByRole('listitem', {
    name: code,
  });

const codeField = () => screen.getByLabelText('Code (optional)');
const discountField = () => screen.getByLabelText('Discount (%)');
const limitField = () => screen.getByLabelText('Attendee limit');
const createButton = () => screen.getByRole('button', { name: 'Create promo code' });

/** The message shown for a field, by way of its aria-describedby. */
function describedText(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('/admin/dashboard/promocode', () => {
  it('lists the codes newest first with discount, limit, status and who used them', async () => {
    await openPromoCodes();
    expect(await listedCodes()).toEqual([
      DEMO_PROMO_CODES.free,
      DEMO_PROMO_CODES.half,
      DEMO_PROMO_CODES.used,
      DEMO_PROMO_CODES.inactive,
    ]);
    const half = item(DEMO_PROMO_CODES.half);
    expect(within(half).getByText('Active')).toBeInTheDocument();
    expect(half).toHaveTextContent(/Discount\s*50%/);
    expect(half).toHaveTextContent(/Attendee limit\s*2/);
    expect(half).toHaveTextContent(/Used by\s*Nobody yet/);
    const used = item(DEMO_PROMO_CODES.used);
    expect(within(used).getByText('Used')).toBeInTheDocument();
    expect(used).toHaveTextContent('someone@example.com');
    expect(within(item(DEMO_PROMO_CODES.inactive)).getByText('Inactive')).toBeInTheDocument();
    expect(within(item(DEMO_PROMO_CODES.free)).queryByText('Inactive')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promocode' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a typed code: upper-cased as typed, VIP added, shown and listed first', async () => {
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'create');
    });
    await user.type(codeField(), 'summer25');
    expect(codeField()).toHaveValue('SUMMER25');
    expect(describedText(codeField())).toContain('Saved as VIPSUMMER25.');
    await user.clear(discountField());
    await user.type(discountField(), '30');
    await user.clear(limitField());
    await user.type(limitField(), '3');
    await user.click(createButton());

    const created = await screen.findByText('Created promo code');
    expect(created.parentElement).toHaveTextContent('VIPSUMMER25');
    expect(created.parentElement).toHaveTextContent('30% off, up to 3 Premium tickets');
    expect(office.promoCodes.create).toHaveBeenCalledWith({
      code: 'VIPSUMMER25',
      discountPercentage: 30,
      attendeeLimit: 3,
      usedFor: 'Stag',
    });
    await waitFor(async () => expect((await listedCodes())[0]).toBe('VIPSUMMER25'));
    expect(item('VIPSUMMER25')).toHaveTextContent(/Discount\s*30%/);
    expect(item('VIPSUMMER25')).toHaveTextContent(/Attendee limit\s*3/);
    // Ready for the next one: the code is cleared, the terms stay.
    expect(codeField()).toHaveValue('');
    expect(discountField()).toHaveValue(30);
    expect(limitField()).toHaveValue(3);
  });

  it('generates VIP + 8 unambiguous characters when the code is left blank, with the defaults', async () => {
    const { user } = await openPromoCodes();
    expect(discountField()).toHaveValue(10);
    expect(limitField()).toHaveValue(1);
    expect(describedText(codeField())).toContain('Leave blank to generate one.');
    // As an organiser would: the list is on screen before Create is pressed.
    await listedCodes();
    await user.click(createButton());

    const created = await screen.findByText('Created promo code');
    const code = created.nextElementSibling?.textContent ?? '';
    expect(code).toMatch(/^VIP[A-HJ-NP-Z2-9]{8}$/);
    expect(created.parentElement).toHaveTextContent('10% off, up to 1 Premium ticket');
    await waitFor(async () => expect((await listedCodes())[0]).toBe(code));
  });

  it('shows a code created while the list was still loading (the first read began before it existed)', async () => {
    const held = deferred<void>();
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'create');
      const list = office.promoCodes.list.bind(office.promoCodes);
      // The first read answers what was stored when it began, but only once the code is made.
      vi.spyOn(office.promoCodes, 'list').mockImplementationOnce(async () => {
        const before = await list();
        await held.promise;
        return before;
      });
    });
    await user.type(codeField(), 'EARLY1');
    await user.click(createButton());
    await waitFor(() => expect(office.promoCodes.create).toHaveResolved());
    held.resolve();

    await screen.findByText('Created promo code');
    await waitFor(async () => expect(await listedCodes()).toContain('VIPEARLY1'));
  });

  it.each<[string, string, string | null]>([
    ['7 characters', 'VIPABCD', null],
    ['8 characters', 'VIPABCDE', 'VIPABCDE'],
    ['16 characters', 'VIP1234567890ABC', 'VIP1234567890ABC'],
    ['17 characters', 'VIP1234567890ABCD', null],
    ['8 characters once VIP is added', 'abcde', 'VIPABCDE'],
    ['7 characters once VIP is added', 'abcd', null],
    ['17 characters once VIP is added', '1234567890abcd', null],
  ])('a code of %s (%s)', async (_name, typed, stored) => {
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'create');
    });
    await user.type(codeField(), typed);
    await user.click(createButton());
    if (stored === null) {
      expect(await screen.findByText(FORMAT)).toBeInTheDocument();
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(codeField())).toMatch(/has \d+ characters? after VIP/);
      expect(describedText(codeField())).not.toContain('Saved as');
      expect(codeField()).toHaveFocus();
      expect(office.promoCodes.create).not.toHaveBeenCalled();
    } else {
      const created = await screen.findByText('Created promo code');
      expect(created.parentElement).toHaveTextContent(stored);
      expect(codeField()).not.toHaveAttribute('aria-invalid');
    }
  });

  it.each(['VIPAB-CDE', 'VIPAB CDE', 'VIPÄBCDE', 'VIP_12345', 'VIP12345!'])(
    'refuses symbols and other letters: %s',
    async (typed) => {
      const { user, office } = await openPromoCodes((office) => {
        vi.spyOn(office.promoCodes, 'create');
      });
      await user.type(codeField(), typed);
      await user.click(createButton());
      expect(await screen.findByText(SYMBOLS)).toBeInTheDocument();
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(office.promoCodes.create).not.toHaveBeenCalled();
    },
  );

  it('says what is wrong after VIP, and promises no "Saved as" for a code that will not do', async () => {
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'create');
    });
    await user.type(codeField(), 'ab');
    await user.click(createButton());
    const said = describedText(codeField());
    expect(said).toContain('VIPAB has 2 characters after VIP; it needs 5-13 letters or digits.');
    expect(said).not.toContain('must start with VIP');
    expect(said).not.toContain('Saved as');
    expect(office.promoCodes.create).not.toHaveBeenCalled();
  });

  it('clears the code message as soon as the code is fixed', async () => {
    const { user } = await openPromoCodes();
    await user.type(codeField(), 'ab');
    await user.click(createButton());
    expect(await screen.findByText(FORMAT)).toBeInTheDocument();
    await user.type(codeField(), 'cde');
    expect(screen.queryByText(FORMAT)).not.toBeInTheDocument();
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a duplicate with the message and keeps what was typed', async () => {
    const { user } = await openPromoCodes();
    await user.type(codeField(), 'viphalf50');
    await user.clear(discountField());
    await user.type(discountField(), '40');
    await user.click(createButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DUPLICATE);
    expect(codeField()).toHaveValue('VIPHALF50');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(codeField())).toContain(DUPLICATE);
    expect(discountField()).toHaveValue(40);
    expect(screen.queryByText('Created promo code')).not.toBeInTheDocument();
    expect(await listedCodes()).toHaveLength(4);
  });

  it.each<[string, string, string]>([
    ['discount 0', 'Discount (%)', '0'],
    ['discount 101', 'Discount (%)', '101'],
    ['discount 1.5', 'Discount (%)', '1.5'],
    ['no discount', 'Discount (%)', ''],
    ['attendee limit 0', 'Attendee limit', '0'],
    ['attendee limit 21', 'Attendee limit', '21'],
    ['attendee limit 2.5', 'Attendee limit', '2.5'],
  ])('refuses %s', async (_name, label, value) => {
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'create');
    });
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
    await user.click(createButton());
    const message =
      label === 'Attendee limit' ? PROMO_ATTENDEE_LIMIT_MESSAGE : PROMO_DISCOUNT_MESSAGE;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field)).toContain(message);
    expect(field).toHaveFocus();
    expect(office.promoCodes.create).not.toHaveBeenCalled();
  });

  it.each<[string, string, string]>([
    ['discount 1', 'Discount (%)', '1'],
    ['discount 100', 'Discount (%)', '100'],
    ['attendee limit 1', 'Attendee limit', '1'],
    ['attendee limit 20', 'Attendee limit', '20'],
  ])('accepts %s', async (_name, label, value) => {
    const { user } = await openPromoCodes();
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
    await user.click(createButton());
    expect(await screen.findByText('Created promo code')).toBeInTheDocument();
  });

  it("says 'Failed to create promocode.' when the backend fails, keeping the input", async () => {
    const { user } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'create').mockRejectedValueOnce(new Error('disk full'));
    });
    await user.type(codeField(), 'party2030');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create promocode.');
    expect(codeField()).toHaveValue('PARTY2030');
    // Trying again works.
    await user.click(createButton());
    const created = await screen.findByText('Created promo code');
    expect(created.parentElement).toHaveTextContent('VIPPARTY2030');
  });

  it('asks before deleting: Cancel keeps the code, Delete removes it', async () => {
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'remove');
    });
    await listedCodes();
    await user.click(within(item(DEMO_PROMO_CODES.half)).getByRole('button', { name: /^Delete/ }));
    let dialog = screen.getByRole('alertdialog', {
      name: `Delete promo code ${DEMO_PROMO_CODES.half}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(office.promoCodes.remove).not.toHaveBeenCalled();
    expect(await listedCodes()).toContain(DEMO_PROMO_CODES.half);

    await user.click(
      within(item(DEMO_PROMO_CODES.half)).getByRole('button', {
        name: `Delete ${DEMO_PROMO_CODES.half}`,
      }),
    );
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(office.promoCodes.remove).toHaveBeenCalledExactlyOnceWith(DEMO_PROMO_CODES.half);
    expect(await listedCodes()).toEqual([
      DEMO_PROMO_CODES.free,
      DEMO_PROMO_CODES.used,
      DEMO_PROMO_CODES.inactive,
    ]);
    expect(screen.getByText(`Deleted promo code ${DEMO_PROMO_CODES.half}.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All promo codes' })).toHaveFocus();
    expect(await office.promoCodes.list()).toHaveLength(3);
  });

  it('takes away the panel of a code just created once that code is deleted', async () => {
    const { user } = await openPromoCodes();
    await user.type(codeField(), 'gone2030');
    await user.click(createButton());
    const created = await screen.findByText('Created promo code');
    expect(created.parentElement).toHaveTextContent('VIPGONE2030');
    await waitFor(async () => expect((await listedCodes())[0]).toBe('VIPGONE2030'));

    await user.click(within(item('VIPGONE2030')).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleted promo code VIPGONE2030.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Created promo code')).not.toBeInTheDocument());
    expect(screen.queryByText('VIPGONE2030')).not.toBeInTheDocument();
  });

  it('keeps the panel of a code just created when another code is deleted', async () => {
    const { user } = await openPromoCodes();
    await user.type(codeField(), 'stay2030');
    await user.click(createButton());
    await screen.findByText('Created promo code');
    await waitFor(async () => expect((await listedCodes())[0]).toBe('VIPSTAY2030'));
    await user.click(within(item(DEMO_PROMO_CODES.half)).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText(`Deleted promo code ${DEMO_PROMO_CODES.half}.`);
    await waitFor(async () => expect(await listedCodes()).not.toContain(DEMO_PROMO_CODES.half));
    expect(screen.getByText('Created promo code').parentElement).toHaveTextContent('VIPSTAY2030');
  });

  it("keeps the dialog open with 'Failed to delete promocode.' when deleting fails", async () => {
    const { user } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'remove').mockRejectedValueOnce(new Error('lost'));
    });
    await listedCodes();
    await user.click(within(item(DEMO_PROMO_CODES.free)).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete promocode.',
    );
    expect(await listedCodes()).toContain(DEMO_PROMO_CODES.free);
  });

  it('copies a code and says so', async () => {
    const { user } = await openPromoCodes();
    await listedCodes();
    const row = item(DEMO_PROMO_CODES.half);
    await user.click(within(row).getByRole('button', { name: `Copy ${DEMO_PROMO_CODES.half}` }));
    expect(within(row).getByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(DEMO_PROMO_CODES.half);
  });

  it('selects the code and says how to copy it when the clipboard is refused', async () => {
    const { user } = await openPromoCodes();
    await listedCodes();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const row = item(DEMO_PROMO_CODES.free);
      await user.click(within(row).getByRole('button', { name: /^Copy/ }));
      expect(within(row).getByRole('status')).toHaveTextContent(
        'Could not copy. Select the code and copy it.',
      );
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(window.getSelection()?.toString()).toBe(DEMO_PROMO_CODES.free);
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('copies the code it just created', async () => {
    const { user } = await openPromoCodes();
    await user.type(codeField(), 'copyme1');
    await user.click(createButton());
    const created = (await screen.findByText('Created promo code')).parentElement!;
    await user.click(within(created).getByRole('button', { name: 'Copy VIPCOPYME1' }));
    expect(within(created).getByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe('VIPCOPYME1');
  });

  it("says 'Failed to fetch promocodes.' and reads again on Retry", async () => {
    const { user, office } = await openPromoCodes((office) => {
      vi.spyOn(office.promoCodes, 'list').mockRejectedValueOnce(new BackendError('unknown', ''));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch promocodes.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await listedCodes()).toHaveLength(4);
    expect(office.promoCodes.list).toHaveBeenCalledTimes(2);
  });

  it('shows a loading state, then an empty state when there are no codes', async () => {
    const held = deferred<void>();
    await openPromoCodes((office) => {
      const list = office.promoCodes.list.bind(office.promoCodes);
      vi.spyOn(office.promoCodes, 'list').mockImplementationOnce(async () => {
        await held.promise;
        for (const promo of await list()) await office.promoCodes.remove(promo.code);
        return list();
      });
    });
    expect(await screen.findByText('Loading promo codes…')).toBeInTheDocument();
    held.resolve();
    expect(await screen.findByText('No promo codes yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Create your first code with the New promo code form, then copy it to share.',
      ),
    ).toBeInTheDocument();
  });
});
