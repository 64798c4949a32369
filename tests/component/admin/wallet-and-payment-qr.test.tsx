import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { OWN_WALLET_TOP_UP_MESSAGE } from '@/domain/wallet';
import { BackendError } from '@/engine/errors';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { decodeQrSvg } from './qr-svg';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

async function openScreen(
  path: string,
  before?: (opened: Awaited<ReturnType<typeof open>>) => Promise<unknown> | void,
) {
  const opened = await open(slot, path);
  await before?.(opened);
  await signInAs(opened.user, admin);
  return opened;
}

const transactionsList = () => screen.findByRole('list', { name: 'Incoming transactions' });

/** Each transaction as its visible lines, newest first. */
async function transactionRows() {
  const list = await transactionsList();
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Wallet', () => {
  it('shows the signed-in organiser’s balance and the payments that came in, newest first', async () => {
    await openScreen('/admin/dashboard/wallet');
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('₹5,000')).toBeInTheDocument();
    const rows = await transactionRows();
    expect(rows).toHaveLength(4);
    const expected = [
      ['Aarav Sharma', 'aarav.sharma@example.com', '+₹499'],
      ['Isha Mehta', 'isha.mehta@example.com', '+₹1,212'],
      ['Kavya Iyer', 'kavya.iyer@example.com', '+₹250'],
      ['Rohan Mehta', 'rohan.mehta@example.com', '+₹1,818'],
    ];
    rows.forEach((row, i) => {
      for (const part of expected[i]!) expect(row).toContain(part);
      expect(row).toMatch(/\d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [AP]M/);
    });
  });

  it('adds up: the opening balance and the payments listed come to the balance (docs/design.md §14.4)', async () => {
    await openScreen('/admin/dashboard/wallet');
    const lines = within(await screen.findByLabelText('How the balance adds up'));
    expect(lines.getByText('Opening balance').nextSibling).toHaveTextContent('₹1,221');
    expect(lines.getByText('4 payments listed below').nextSibling).toHaveTextContent('+₹3,779');
    const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const listed = (await transactionRows()).map((row) =>
      rupees(/\+₹[\d,.]+/.exec(row ?? '')?.[0] ?? null),
    );
    const opening = rupees(lines.getByText('Opening balance').nextSibling?.textContent ?? null);
    expect(opening + listed.reduce((sum, amount) => sum + amount, 0)).toBe(5000);
    expect(screen.getByText('₹5,000')).toBeInTheDocument();
  });

  it('says so when no payment has come in', async () => {
    await openScreen('/admin/dashboard/wallet', ({ db }) => db.transactions.clear());
    expect(await screen.findByText('No payments have come in yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Payments made to your Payment QR code appear here, newest first.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('₹5,000')).toBeInTheDocument();
  });

  it('says "Failed to fetch user wallet" and "Failed to fetch transactions." each on its own, with Retry', async () => {
    const { user } = await openScreen('/admin/dashboard/wallet', async ({ backend }) => {
      const office = await backend.loadAdmin();
      vi.spyOn(office.wallet, 'balance').mockRejectedValueOnce(new BackendError('unknown', ''));
      vi.spyOn(office.transactions, 'incoming').mockRejectedValueOnce(
        new BackendError('unknown', ''),
      );
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [balanceAlert, transactionsAlert] = screen.getAllByRole('alert') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(balanceAlert).toHaveTextContent('Failed to fetch user wallet');
    expect(transactionsAlert).toHaveTextContent('Failed to fetch transactions.');
    await user.click(within(balanceAlert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₹5,000')).toBeInTheDocument();
    await user.click(within(transactionsAlert).getByRole('button', { name: 'Retry' }));
    expect(await transactionRows()).toHaveLength(4);
  });

  it("refuses the organiser's own e-mail in Top-Up, and the wallet keeps its balance", async () => {
    const { user } = await openScreen('/admin/dashboard/registered-users');
    await user.click(await screen.findByRole('button', { name: 'Top-Up Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    await user.type(within(dialog).getByLabelText('User email'), admin.email);
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OWN_WALLET_TOP_UP_MESSAGE);
    expect(within(dialog).getByLabelText('User email')).toHaveValue(admin.email);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(await screen.findByText('₹5,000')).toBeInTheDocument();
  });
});

describe('Payment QR', () => {
  it('draws a QR of exactly "payment:" and the organiser’s id, and lists the payments', async () => {
    await openScreen('/admin/dashboard/payment-qr');
    const qr = await screen.findByRole('img', { name: 'Payment QR code' });
    expect(decodeQrSvg(qr as unknown as SVGSVGElement)).toBe(`payment:${admin.uid}`);
    expect(screen.getByText(`payment:${admin.uid}`)).toBeInTheDocument();
    const rows = await transactionRows();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('Aarav Sharma');
  });

  it('lists at most the 50 newest payments', async () => {
    await openScreen('/admin/dashboard/payment-qr', ({ db }) =>
      db.transactions.bulkPut(
        Array.from({ length: 60 }, (_, i) => ({
          id: `bulk-${i}`,
          toId: admin.uid,
          fromName: `Payer ${i}`,
          fromEmail: `payer${i}@example.com`,
          amount: 100 + i,
          createdAt: new Date(Date.now() - i * 1000).toISOString(),
        })),
      ),
    );
    const rows = await transactionRows();
    expect(rows).toHaveLength(50);
    expect(rows[0]).toContain('Payer 0');
    expect(rows[49]).toContain('Payer 49');
  });

  it('says "Failed to fetch transactions." when they cannot be read, and still shows the QR', async () => {
    await openScreen('/admin/dashboard/payment-qr', async ({ backend }) => {
      const office = await backend.loadAdmin();
      vi.spyOn(office.transactions, 'incoming').mockRejectedValueOnce(
        new BackendError('unknown', ''),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch transactions.');
    expect(screen.getByRole('img', { name: 'Payment QR code' })).toBeInTheDocument();
  });
});
