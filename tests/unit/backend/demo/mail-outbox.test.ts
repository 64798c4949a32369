import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_LIMIT, type MailDoc } from '@/backend/admin-backend';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DEMO_PROMO_CODES, DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { demoHarness, type DemoHarness } from './demo-harness';

let harness: DemoHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

function storedMail(n: number): MailDoc {
  return {
    id: `mail-${String(n).padStart(3, '0')}`,
    to: `guest${n}@example.com`,
    replyTo: 'hello@example.com',
    message: { subject: `Ticket ${n}`, html: '<p>x</p>', text: 'x', attachments: [] },
    bookingId: `booking-${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  };
}

describe('the demo outbox', () => {
  it(`lists the newest ${MAIL_OUTBOX_LIMIT} e-mails, newest first, and says it sends none`, async () => {
    harness = await demoHarness();
    await harness.db.mail.bulkPut(
      Array.from({ length: MAIL_OUTBOX_LIMIT + 5 }, (_, n) => storedMail(n)),
    );
    await harness.backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    const listed = await harness.backend.mail.list();
    expect(listed).toHaveLength(MAIL_OUTBOX_LIMIT);
    expect(listed[0]!.id).toBe('mail-054');
    expect(listed.at(-1)!.id).toBe('mail-005');
    expect(harness.backend.mail.sendsEmail).toBe(false);
  });

  it('links the ticket e-mail to the site the demo runs on', async () => {
    harness = await demoHarness({ siteUrl: 'http://localhost:4173/' });
    const outcome = await harness.backend.checkout.createOrder({
      eventId: DEMO_UPCOMING_EVENT_ID,
      ticket499Count: 0,
      ticket1212Count: 1,
      couponCode: DEMO_PROMO_CODES.free,
      email: 'meera@example.com',
    });
    if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
    const [mail] = await harness.db.mail.toArray();
    expect(mail?.message.text).toContain(`http://localhost:4173/ticket/${outcome.ticket.token}`);
  });

  it('is emptied by Reset demo data, with the bookings', async () => {
    harness = await demoHarness();
    await harness.db.mail.put(storedMail(1));
    await harness.backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    await harness.backend.resetDemoData!();
    await expect(harness.backend.mail.list()).resolves.toEqual([]);
  });
});
