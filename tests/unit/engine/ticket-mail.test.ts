import { afterEach, describe, expect, it, vi } from 'vitest';
import { TICKET_ICS_FILE_NAME } from '@/domain/ticket-ics';
import { TICKET_QR_FILE_NAME } from '@/domain/ticket-mail';
import type { CollectionName } from '@/engine/collections';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment, fulfilPaidOrder } from '@/engine/flows/fulfil-order';
import type { FlowEnv } from '@/engine/flow-env';
import type { Store, Transaction } from '@/engine/store';
import { aPromoCode, anEvent, orderRequest } from './support/fixtures';
import { TEST_SECRET, confirmationFor, startPaidOrder } from './support/payments';
import { TEST_TICKET_MAIL, expectRefusedWritingNothing, testWorld } from './support/seeded-store';

/** The documents each committed transaction wrote ('collection/id'), in commit order. */
function recordWrites(env: FlowEnv): { env: FlowEnv; commits: string[][] } {
  const commits: string[][] = [];
  const store: Store = {
    transaction: (work) =>
      env.store.transaction(async (tx) => {
        const written: string[] = [];
        const mark = (collection: CollectionName, id: string) =>
          written.push(`${collection}/${id}`);
        const recording: Transaction = {
          get: (collection, id) => tx.get(collection, id),
          set: (collection, id, doc) => {
            mark(collection, id);
            tx.set(collection, id, doc);
          },
          update: (collection, id, patch) => {
            mark(collection, id);
            tx.update(collection, id, patch);
          },
          delete: (collection, id) => {
            mark(collection, id);
            tx.delete(collection, id);
          },
        };
        const result = await work(recording);
        commits.push(written);
        return result;
      }),
  };
  return { env: { ...env, store }, commits };
}

function paidWorld() {
  return testWorld({
    events: [anEvent()],
    promoCodes: [aPromoCode({ code: 'VIPFREE100', discountPercentage: 100 })],
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the ticket e-mail, written by the fulfil flows', () => {
  it('a paid booking writes one mail document in the booking’s own transaction', async () => {
    const world = paidWorld();
    const order = await startPaidOrder(world.env, 'order_M1', {
      ticket499Count: 2,
      ticket1212Count: 0,
    });
    world.clock.advance(90_000);
    const { env, commits } = recordWrites(world.env);
    const ticket = await confirmPayment(
      env,
      await confirmationFor(order.id, 'order_M1'),
      TEST_SECRET,
    );

    const mails = world.store.all('mail');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'guest@example.com',
      replyTo: TEST_TICKET_MAIL.replyTo,
      bookingId: ticket.bookingId,
      createdAt: world.clock.iso(),
    });
    expect(mail!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(mail!.message.text).toContain(`https://sangeetvibes.test/ticket/${ticket.token}`);
    expect(mail!.message.text).toContain('Admits: 2 Basic tickets');
    expect(mail!.message.attachments.map((a) => a.filename)).toEqual([
      TICKET_QR_FILE_NAME,
      TICKET_ICS_FILE_NAME,
    ]);
    expect(commits).toHaveLength(1);
    expect(commits[0]).toEqual(
      expect.arrayContaining([
        `newbookings/${ticket.bookingId}`,
        `tickets/${ticket.token}`,
        `mail/${mail!.id}`,
      ]),
    );
  });

  it('a second confirmation, the webhook and a race for the same payment write no second mail', async () => {
    const { env, store } = paidWorld();
    const order = await startPaidOrder(env, 'order_M2');
    const confirmation = await confirmationFor(order.id, 'order_M2');
    const paid = { orderId: order.id, providerOrderId: 'order_M2', paymentId: 'pay_1' };
    await Promise.all([confirmPayment(env, confirmation, TEST_SECRET), fulfilPaidOrder(env, paid)]);
    await confirmPayment(env, confirmation, TEST_SECRET);
    await fulfilPaidOrder(env, paid);
    expect(store.all('newbookings')).toHaveLength(1);
    expect(store.all('mail')).toHaveLength(1);
  });

  it('a free booking (100% code) writes its mail with the booking', async () => {
    const { env, store } = paidWorld();
    const outcome = await createOrder(env, {
      request: orderRequest({ ticket499Count: 0, ticket1212Count: 1, couponCode: 'VIPFREE100' }),
      providerOrderId: null,
    });
    if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
    const [mail, ...others] = store.all('mail');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'guest@example.com', bookingId: outcome.ticket.bookingId });
    expect(mail!.message.text.split('\n')).toEqual(
      expect.arrayContaining(['Amount paid: ₹0', 'Promo: VIPFREE100']),
    );
  });

  it('an order waiting for payment writes no mail', async () => {
    const { env, store } = paidWorld();
    await startPaidOrder(env, 'order_M3');
    expect(store.all('mail')).toEqual([]);
  });

  it('a refused confirmation writes no mail (nor anything else)', async () => {
    const world = paidWorld();
    const order = await startPaidOrder(world.env, 'order_M4');
    await expectRefusedWritingNothing(
      world,
      async () =>
        confirmPayment(world.env, await confirmationFor(order.id, 'order_OTHER'), TEST_SECRET),
      'bad-signature',
    );
  });

  it.each([
    ['a paid booking', 'paid'],
    ['a free booking', 'free'],
  ] as const)(
    'when the mail cannot be composed, %s is still written, without it, and the failure logged',
    async (_name, kind) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const world = paidWorld();
      // A site URL that is not a URL: composing the link throws.
      const env: FlowEnv = { ...world.env, ticketMail: { ...TEST_TICKET_MAIL, siteUrl: 'nope' } };
      let bookingId: string;
      if (kind === 'paid') {
        const order = await startPaidOrder(env, 'order_M5');
        const confirmation = await confirmationFor(order.id, 'order_M5');
        bookingId = (await confirmPayment(env, confirmation, TEST_SECRET)).bookingId;
      } else {
        const outcome = await createOrder(env, {
          request: orderRequest({
            ticket499Count: 0,
            ticket1212Count: 1,
            couponCode: 'VIPFREE100',
          }),
          providerOrderId: null,
        });
        if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
        bookingId = outcome.ticket.bookingId;
      }
      expect(world.store.peek('newbookings', bookingId)).toMatchObject({ status: 'confirmed' });
      expect(world.store.all('tickets')).toHaveLength(1);
      expect(world.store.all('mail')).toEqual([]);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`booking ${bookingId}`),
        expect.any(Error),
      );
    },
  );
});
