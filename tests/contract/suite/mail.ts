/**
 * The ticket e-mail outbox.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { paymentOf, ticketOf } from './helpers';
import type { ContractHarness } from './harness';
import type { ContractContext } from './context';

export function ticketMailTests(contract: ContractContext): void {
  const { seed, order, pay, signInAdmin } = contract;
  describe('ticket e-mails (the mail outbox)', () => {
    let harness: ContractHarness;
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ harness, backend, office } = contract.current());
    });

    it('queues one e-mail per booking, paid or free, newest first, for organisers to list', async () => {
      await office.auth.signOut();
      const paid = await pay(
        paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
      );
      // Mails are ordered by their time; two in the same millisecond have no order.
      const paidAt = Date.now();
      await expect.poll(() => Date.now()).toBeGreaterThan(paidAt);
      const free = ticketOf(
        await backend.checkout.createOrder(
          order({
            ticket499Count: 0,
            ticket1212Count: 1,
            couponCode: seed.promoCodes.free,
            email: 'ravi@example.com',
          }),
        ),
      );
      await signInAdmin();
      const mails = await office.mail.list();
      expect(mails.map((m) => [m.to, m.bookingId])).toEqual([
        ['ravi@example.com', free.bookingId],
        ['asha@example.com', paid.bookingId],
      ]);
      const [, first] = mails;
      expect(first!.createdAt).toEqual(expect.any(String));
      expect(first!.message.subject).toContain(seed.upcomingEvent.title);
      expect(first!.message.text).toContain(`/ticket/${paid.token}`);
      expect(first!.message.html).toContain(`/ticket/${paid.token}`);
      expect(first!.message.attachments.map((a) => a.contentType)).toEqual([
        'image/png',
        'text/calendar;charset=utf-8',
      ]);
      expect(typeof office.mail.sendsEmail).toBe('boolean');
    });

    it('writes no second e-mail when the same payment is confirmed again, and none for an unpaid order', async () => {
      const payment = paymentOf(await backend.checkout.createOrder(order()));
      const paymentId = 'pay_contract_mail_once';
      const confirmation = {
        orderId: payment.orderId,
        providerOrderId: payment.providerOrderId,
        paymentId,
        signature: await harness.signPayment(payment.providerOrderId, paymentId),
      };
      await backend.checkout.confirmPayment(confirmation);
      await backend.checkout.confirmPayment(confirmation);
      await backend.checkout.createOrder(order({ email: 'unpaid@example.com' }));
      const mails = await office.mail.list();
      expect(mails.map((m) => m.to)).toEqual(['asha@example.com']);
    });
  });
}
