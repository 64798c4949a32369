/**
 * Messages from the contact form.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { CONTACT_DAILY_LIMIT_MESSAGE, CONTACT_MESSAGES_PER_DAY } from '@/domain/contact-limit';
import { rejection } from './helpers';
import type { ContractContext } from './context';

export function contactMessageTests(contract: ContractContext): void {
  const { signInAdmin } = contract;
  describe('contact messages', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    const message = { name: 'Meera', email: 'meera@example.com', message: 'Is there parking?' };

    it('keeps a visitor’s message where the organisers can list it, newest first', async () => {
      await office.auth.signOut();
      const result = await backend.contact.send(message);
      expect(['sent', 'kept-in-demo']).toContain(result.kind);
      // Messages are ordered by their time; two in the same millisecond have no order.
      const sentAt = Date.now();
      await expect.poll(() => Date.now()).toBeGreaterThan(sentAt);
      await backend.contact.send({ ...message, message: 'And a second question.' });
      await signInAdmin();
      const listed = await office.contactMessages.list();
      expect(listed.map((m) => m.message)).toEqual(['And a second question.', 'Is there parking?']);
      expect(listed[1]).toMatchObject({ ...message, createdAt: expect.any(String) });
    });

    it('refuses a sender’s messages past the day’s limit, keeping none of them', async () => {
      await office.auth.signOut();
      for (let sent = 0; sent < CONTACT_MESSAGES_PER_DAY; sent += 1) {
        const result = await backend.contact.send({ ...message, message: `Question ${sent}` });
        expect(['sent', 'kept-in-demo']).toContain(result.kind);
      }
      await expect(backend.contact.send({ ...message, message: 'One too many' })).resolves.toEqual({
        kind: 'limit-reached',
        message: CONTACT_DAILY_LIMIT_MESSAGE,
      });
      await signInAdmin();
      const listed = await office.contactMessages.list();
      expect(listed).toHaveLength(CONTACT_MESSAGES_PER_DAY);
      expect(listed.map((m) => m.message)).not.toContain('One too many');
    });

    it.each<[string, Record<string, string>]>([
      ['an over-long message', { ...message, message: 'x'.repeat(100_000) }],
      ['a bad e-mail', { ...message, email: 'not-an-email' }],
      ['no name', { ...message, name: '   ' }],
    ])('refuses %s, never cutting or storing it', async (_name, bad) => {
      const error = await rejection(backend.contact.send(bad as typeof message));
      expect(error.code).toBe('invalid-request');
      await expect(office.contactMessages.list()).resolves.toEqual([]);
    });
  });
}
