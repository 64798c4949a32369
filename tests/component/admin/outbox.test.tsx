import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { DEMO_PROMO_CODES, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { signPayment } from '@/domain/payment-signature';
import { BackendError } from '@/engine/errors';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

type Opened = Awaited<ReturnType<typeof open>>;

async function openOutbox(before?: (opened: Opened) => Promise<unknown> | void) {
  const opened = await open(slot, '/admin/dashboard/messages');
  await before?.(opened);
  await signInAs(opened.user, admin);
  await screen.findByRole('heading', { name: 'Ticket e-mails', level: 2 });
  return opened;
}

/** A free booking (the seed's 100% code) for `email`: the flow writes its ticket e-mail. */
async function bookFree({ backend }: Opened, email: string) {
  const outcome = await backend.checkout.createOrder({
    eventId: DEMO_UPCOMING_EVENT_ID,
    ticket499Count: 0,
    ticket1212Count: 1,
    couponCode: DEMO_PROMO_CODES.free,
    email,
  });
  if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
  return outcome.ticket;
}

/** A paid booking of one Basic ticket for `email`, confirmed with a genuine demo signature. */
async function bookPaid({ backend }: Opened, email: string) {
  const outcome = await backend.checkout.createOrder({
    eventId: DEMO_UPCOMING_EVENT_ID,
    ticket499Count: 1,
    ticket1212Count: 0,
    couponCode: null,
    email,
  });
  if (outcome.kind !== 'payment-required') throw new Error('expected an order to pay');
  const { orderId, providerOrderId } = outcome.payment;
  const paymentId = 'pay_OUTBOX1';
  const signature = await signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET);
  return backend.checkout.confirmPayment({ orderId, providerOrderId, paymentId, signature });
}

describe('Messages: the ticket e-mail outbox', () => {
  it('says plainly that the demo sends no e-mail, and lists none before a booking', async () => {
    await openOutbox();
    expect(screen.getByText('Demo mode: no e-mail is sent.')).toBeInTheDocument();
    expect(await screen.findByText('No ticket e-mails yet.')).toBeInTheDocument();
    expect(
      screen.getByText("Each booking's ticket e-mail appears here once someone books."),
    ).toBeInTheDocument();
  });

  it('lists a booking’s e-mail with recipient, subject and time, and opens to its text and QR', async () => {
    let token = '';
    const { user } = await openOutbox(async (opened) => {
      token = (await bookFree(opened, 'meera@example.com')).token;
    });
    const list = await screen.findByRole('list', { name: 'Ticket e-mails' });
    const [item] = within(list).getAllByRole('listitem') as [HTMLElement];
    const summary = item.querySelector('summary') as HTMLElement;
    expect(summary).toHaveTextContent(/^Your ticket: Sangeet Vibes/);
    expect(within(summary).getByText('To meera@example.com')).toBeInTheDocument();
    expect(
      within(summary).getByText(/\d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [AP]M/),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Kept in demo')).toBeInTheDocument();

    const body = within(item).getByText(/^You're in!/);
    expect(body).not.toBeVisible();
    await user.click(summary);
    expect(body).toBeVisible();
    expect(body.textContent).toContain(`/ticket/${token}`);
    expect(body.textContent).toContain('Dress code: Girls must wear a saree.');
    const qr = within(item).getByRole('img', { name: 'The entry QR code in this e-mail' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(within(item).getByText('Also attached: sangeet-vibes-ticket.ics')).toBeVisible();
  });

  it('lists the newest first, and shows what an organiser typed as text, never as HTML', async () => {
    await openOutbox(async (opened) => {
      const office = await opened.backend.loadAdmin();
      await office.auth.signIn(admin.email, admin.password);
      const event = await office.events.get(DEMO_UPCOMING_EVENT_ID);
      if (!event) throw new Error('no upcoming event');
      const { id: _id, ...values } = event;
      await office.events.update(event.id, {
        ...values,
        title: 'Night <img src=x onerror=alert(1)>',
      });
      await office.auth.signOut();
      await bookFree(opened, 'first@example.com');
      // Mails are ordered by their time; two in one millisecond have no order.
      const at = Date.now();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(at));
      await bookPaid(opened, 'second@example.com');
    });
    const list = await screen.findByRole('list', { name: 'Ticket e-mails' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^To /).textContent)).toEqual([
      'To second@example.com',
      'To first@example.com',
    ]);
    expect(items[0]!.querySelector('summary')).toHaveTextContent(
      'Your ticket: Night <img src=x onerror=alert(1)>',
    );
    // Only the QR code images, one per e-mail: the title's tag stayed text.
    expect(list.querySelectorAll('img')).toHaveLength(2);
  });

  it('says "Failed to fetch e-mails." and reads them again on Retry', async () => {
    const { user } = await openOutbox(async ({ backend }) => {
      const office = await backend.loadAdmin();
      vi.spyOn(office.mail, 'list').mockRejectedValueOnce(new BackendError('unknown', ''));
    });
    const outbox = screen.getByRole('region', { name: 'Ticket e-mails' });
    const alert = await within(outbox).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch e-mails.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(outbox).findByText('No ticket e-mails yet.')).toBeInTheDocument();
  });
});
