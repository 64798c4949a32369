import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_NAME_MAX,
  CONTACT_NAME_REQUIRED_MESSAGE,
  CONTACT_NAME_TOO_LONG_MESSAGE,
} from '@/domain/contact';
import {
  CONTACT_DAILY_LIMIT_MESSAGE,
  CONTACT_MESSAGES_PER_DAY,
  CONTACT_MESSAGES_PER_NETWORK_PER_DAY,
  CONTACT_NETWORK_LIMIT_MESSAGE,
} from '@/domain/contact-limit';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import { saveContactMessage } from '@/engine/flows/contact-message';
import { MINUTE_MS, START } from './support/clock';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';

const message = (more: Record<string, unknown> = {}) => ({
  name: 'Priya',
  email: 'priya@example.com',
  message: 'Is there parking at the venue?',
  ...more,
});

describe('saveContactMessage', () => {
  it('stores the message, trimmed, with its time, and returns what it stored', async () => {
    const { env, store } = testWorld();
    const saved = await saveContactMessage(
      env,
      message({
        name: '  Priya  ',
        email: ' Priya@Example.com ',
        message: ' Hello! \n',
        extra: 'x',
      }),
      { clientIp: null },
    );
    expect(saved).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as string,
      name: 'Priya',
      email: 'Priya@Example.com',
      message: 'Hello!',
      createdAt: START,
    });
    expect(store.peek('contactMessages', saved.id)).toEqual(saved);
    expect(store.commits).toBe(1);
  });

  it.each([
    [
      'a name of the maximum length',
      { name: 'N'.repeat(CONTACT_NAME_MAX) },
      'name',
      CONTACT_NAME_MAX,
    ],
    [
      'a message of the maximum length',
      { message: 'm'.repeat(CONTACT_MESSAGE_MAX) },
      'message',
      CONTACT_MESSAGE_MAX,
    ],
    [
      'a maximum-length message padded with spaces',
      { message: ` ${'m'.repeat(CONTACT_MESSAGE_MAX)} ` },
      'message',
      CONTACT_MESSAGE_MAX,
    ],
  ] as const)('keeps %s in full', async (_name, more, field, length) => {
    const { env, store } = testWorld();
    const saved = await saveContactMessage(env, message(more), { clientIp: null });
    expect(store.peek('contactMessages', saved.id)?.[field]).toHaveLength(length);
  });

  it.each<[string, unknown, string]>([
    [
      'a message one character too long (never cut)',
      message({ message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1) }),
      CONTACT_MESSAGE_TOO_LONG_MESSAGE,
    ],
    ['a 10 KB message', message({ message: 'm'.repeat(10_240) }), CONTACT_MESSAGE_TOO_LONG_MESSAGE],
    [
      'a name one character too long',
      message({ name: 'N'.repeat(CONTACT_NAME_MAX + 1) }),
      CONTACT_NAME_TOO_LONG_MESSAGE,
    ],
    ['no name', message({ name: '   ' }), CONTACT_NAME_REQUIRED_MESSAGE],
    ['no e-mail', message({ email: '' }), CONTACT_EMAIL_REQUIRED_MESSAGE],
    ['a bad e-mail', message({ email: 'priya@' }), EMAIL_INVALID_MESSAGE],
    [
      'an e-mail with a list separator',
      message({ email: 'a@example.com,b@example.com' }),
      EMAIL_INVALID_MESSAGE,
    ],
    ['no message', message({ message: '' }), CONTACT_MESSAGE_REQUIRED_MESSAGE],
    ['a message that is not text', message({ message: 42 }), CONTACT_MESSAGE_REQUIRED_MESSAGE],
  ])("refuses %s with the form's words, storing nothing", async (_name, input, error) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => saveContactMessage(world.env, input, { clientIp: null }),
      'invalid-request',
      error,
    );
    expect(world.store.all('contactMessages')).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
  ])('refuses %s as an invalid request', async (_name, input) => {
    const world = testWorld();
    await expectRefusedWritingNothing(
      world,
      () => saveContactMessage(world.env, input, { clientIp: null }),
      'invalid-request',
    );
  });
});

describe('saveContactMessage: the daily limit per sender (docs/design.md §13)', () => {
  const IP = '203.0.113.7';
  const send = (world: ReturnType<typeof testWorld>, email: string, clientIp: string | null) =>
    saveContactMessage(world.env, message({ email }), { clientIp });

  it(`takes ${CONTACT_MESSAGES_PER_DAY} messages a day from one sender and refuses the next, storing nothing`, async () => {
    const world = testWorld();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_DAY; sent += 1) {
      await send(world, 'asha@example.com', IP);
    }
    await expectRefusedWritingNothing(
      world,
      () => send(world, 'asha@example.com', IP),
      'too-many-requests',
      CONTACT_DAILY_LIMIT_MESSAGE,
    );
    expect(world.store.all('contactMessages')).toHaveLength(CONTACT_MESSAGES_PER_DAY);
  });

  it.each([
    ['the same network under other mailboxes', (n: number) => `other${n}@example.com`, IP],
    ['the same mailbox (+tags) from other networks', (n: number) => `asha+${n}@example.com`, null],
  ])('counts %s as one sender', async (_name, email, ip) => {
    const world = testWorld();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_DAY; sent += 1) {
      await send(world, email(sent), ip ?? `198.51.100.${sent + 1}`);
    }
    await expectRefusedWritingNothing(
      world,
      () => send(world, email(99), ip ?? '198.51.100.99'),
      'too-many-requests',
    );
  });

  it('starts again the next day in India, and never limits another sender', async () => {
    const world = testWorld();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_DAY; sent += 1) {
      await send(world, 'asha@example.com', IP);
    }
    await send(world, 'ravi@example.com', '198.51.100.1');
    // START is noon in India: midnight is 12 hours on.
    world.clock.advance(12 * 60 * MINUTE_MS);
    await send(world, 'asha@example.com', IP);
    expect(world.store.all('contactMessages')).toHaveLength(CONTACT_MESSAGES_PER_DAY + 2);
  });

  it(`takes ${CONTACT_MESSAGES_PER_NETWORK_PER_DAY} a day from one /48, however its /64s and mailboxes rotate`, async () => {
    const world = testWorld();
    const fromNewSixtyFour = (n: number) =>
      send(world, `throwaway${n}@example.com`, `2001:db8:a11c:${(n + 1).toString(16)}::1`);
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_NETWORK_PER_DAY; sent += 1) {
      await fromNewSixtyFour(sent);
    }
    await expectRefusedWritingNothing(
      world,
      () => fromNewSixtyFour(CONTACT_MESSAGES_PER_NETWORK_PER_DAY),
      'too-many-requests',
      CONTACT_NETWORK_LIMIT_MESSAGE,
    );
    // Another network is another sender.
    await send(world, 'neighbour@example.com', '2001:db8:b0b::1');
    expect(world.store.all('contactMessages')).toHaveLength(
      CONTACT_MESSAGES_PER_NETWORK_PER_DAY + 1,
    );
  });
});
