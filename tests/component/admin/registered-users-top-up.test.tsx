import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_BUYER_USER } from '@/backend/demo/seed';
import { BackendError } from '@/engine/errors';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { unbookUpcomingParty } from '../../support/unbooked-party';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const AMOUNT_MESSAGE = 'Top-up amount must be a number greater than 0.';

async function openTopUp(from: 'card' | 'header' = 'card') {
  const opened = await open(slot, '/admin/dashboard/registered-users');
  await unbookUpcomingParty(opened.db);
  const office = await opened.backend.loadAdmin();
  const topUp = vi.spyOn(office.wallet, 'topUp');
  await signInAs(opened.user, admin);
  const opener =
    from === 'card'
      ? await screen.findByRole('button', { name: `Top up wallet of ${DEMO_BUYER_USER.email}` })
      : await screen.findByRole('button', { name: 'Top-Up Wallet' });
  await opened.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
  return {
    ...opened,
    topUp,
    opener,
    dialog,
    email: within(dialog).getByLabelText('User email'),
    amount: within(dialog).getByLabelText('Amount (₹)'),
    submit: within(dialog).getByRole('button', { name: 'Top Up' }),
  };
}

const cardOf = (who: string) =>
  screen.getByRole('heading', { name: who, level: 2 }).closest('[role="listitem"]') as HTMLElement;

describe('Registered Users: top-up on a card', () => {
  it('is offered only where the e-mail has an account, and says why it is absent elsewhere', async () => {
    const opened = await open(slot, '/admin/dashboard/registered-users');
    await unbookUpcomingParty(opened.db);
    await unbookUpcomingParty(opened.db);
    await signInAs(opened.user, admin);
    await screen.findByRole('button', { name: `Top up wallet of ${DEMO_BUYER_USER.email}` });
    // Rohan booked without an account: a top-up could only answer "User not found".
    const rohan = cardOf('Rohan Mehta');
    expect(
      await within(rohan).findByText(
        'No wallet to top up: this e-mail has no account. Wallets belong to people who sign in.',
      ),
    ).toBeInTheDocument();
    expect(within(rohan).queryByRole('button', { name: /Top up wallet/ })).not.toBeInTheDocument();
  });

  it('is not offered on the signed-in organiser’s own booking, which the top-up would refuse', async () => {
    const opened = await open(slot, '/admin/dashboard/registered-users');
    await unbookUpcomingParty(opened.db);
    await unbookUpcomingParty(opened.db);
    const booking = await opened.db.newbookings.orderBy('createdAt').last();
    await opened.db.newbookings.put({
      ...booking!,
      id: 'OrganiserOwnBooking1',
      email: admin.email.toUpperCase(),
      createdAt: new Date().toISOString(),
    });
    await signInAs(opened.user, admin);
    await screen.findByRole('button', { name: `Top up wallet of ${DEMO_BUYER_USER.email}` });
    const own = cardOf(admin.email.toUpperCase());
    expect(
      within(own).getByText('You cannot top up your own wallet. Ask another organiser to do it.'),
    ).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Top up wallet/ })).not.toBeInTheDocument();
  });
});

describe('Registered Users: Top-Up dialog', () => {
  it('credits the user from their card, shows the new balance, and records the top-up with it', async () => {
    const { user, dialog, email, amount, submit, db, opener } = await openTopUp();
    expect(email).toHaveValue(DEMO_BUYER_USER.email);
    expect(amount).toHaveFocus();
    await user.type(amount, '250');
    expect(within(dialog).getByText('Adds ₹250')).toBeInTheDocument();
    await user.click(submit);

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent(`Added ₹250 to ${DEMO_BUYER_USER.email}.`);
    expect(done).toHaveTextContent('New balance: ₹500');
    expect((await db.users.get(DEMO_BUYER_USER.uid))?.walletBalance).toBe(500);
    const records = await db.transactions.where('userId').equals(DEMO_BUYER_USER.uid).toArray();
    expect(records).toEqual([
      expect.objectContaining({
        userId: DEMO_BUYER_USER.uid,
        amount: 250,
        type: 'credit',
        description: 'Admin Manual Top-Up',
        reference: expect.stringMatching(/^ADMIN_TOPUP_\d+$/),
        status: 'completed',
        timestamp: expect.any(String),
      }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes any e-mail from the page’s own button, whatever its case, and says User not found for a stranger', async () => {
    const { user, email, amount, submit, dialog, topUp } = await openTopUp('header');
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    await user.type(email, 'stranger@example.com');
    await user.type(amount, '100');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found');
    expect(email).toHaveValue('stranger@example.com');
    expect(amount).toHaveValue('100');
    expect(topUp).toHaveBeenCalledWith('stranger@example.com', 100);

    await user.clear(email);
    await user.type(email, `  ${DEMO_BUYER_USER.email.toUpperCase()} `);
    await user.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('New balance: ₹350');
  });

  it.each(['0', '-5', 'abc', '   ', '1e400'])(
    'refuses the amount %j with the rule’s message, asks nothing and keeps the input',
    async (typed) => {
      const { user, amount, submit, dialog, topUp } = await openTopUp();
      if (typed.trim()) await user.type(amount, typed);
      await user.click(submit);
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(AMOUNT_MESSAGE);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(AMOUNT_MESSAGE));
      expect(amount).toHaveValue(typed.trim() ? typed : '');
      expect(topUp).not.toHaveBeenCalled();
      expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('refuses an e-mail that is not one before asking', async () => {
    const { user, email, amount, submit, dialog, topUp } = await openTopUp('header');
    await user.type(email, 'not-an-email');
    await user.type(amount, '10');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(topUp).not.toHaveBeenCalled();
  });

  it('takes ₹1,00,000, says it back in rupees first, and shows the balance in full', async () => {
    const { user, amount, submit, dialog } = await openTopUp();
    await user.type(amount, '1e5');
    expect(within(dialog).getByText('Adds ₹1,00,000')).toBeInTheDocument();
    await user.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('New balance: ₹1,00,250');
  });

  it.each([
    ['0.001', 'The smallest top-up is ₹1.'],
    ['0.004', 'The smallest top-up is ₹1.'],
    ['0.99', 'The smallest top-up is ₹1.'],
    ['99999999999999999999', 'The largest top-up is ₹1,00,000.'],
    ['100000.01', 'The largest top-up is ₹1,00,000.'],
  ])(
    'never reads %j back as an amount, and refuses it with %j before asking (docs/design.md §9.10)',
    async (typed, message) => {
      const { user, amount, submit, dialog, topUp } = await openTopUp();
      await user.type(amount, typed);
      expect(within(dialog).queryByText(/^Adds /)).not.toBeInTheDocument();
      expect(amount).toHaveAccessibleDescription('From ₹1 to ₹1,00,000');
      await user.click(submit);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveValue(typed);
      expect(topUp).not.toHaveBeenCalled();
      expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('says "Failed to top up wallet." when the top-up fails, keeping the input', async () => {
    const { user, amount, submit, dialog, topUp } = await openTopUp();
    topUp.mockRejectedValueOnce(new BackendError('unknown', ''));
    await user.type(amount, '75');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to top up wallet.');
    expect(amount).toHaveValue('75');
    await user.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('New balance: ₹325');
  });

  it('closes on Cancel and on Escape without topping up', async () => {
    const { user, amount, dialog, topUp } = await openTopUp();
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `Top up wallet of ${DEMO_BUYER_USER.email}` }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(topUp).not.toHaveBeenCalled();
  });
});
