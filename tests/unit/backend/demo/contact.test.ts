import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGE_TOO_LONG_MESSAGE, CONTACT_MESSAGE_MAX } from '@/domain/contact';
import { demoHarness, type DemoHarness } from './demo-harness';

const meera = { name: 'Meera', email: 'meera@example.com', message: 'Is there parking?' };
const ENDPOINT = 'https://sheets.example.com/api/v1/abc123';

describe('demo contact messages', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('without an endpoint: kept in the demo data, and says so rather than "sent"', async () => {
    harness = await demoHarness({ contact: { endpoint: null } });
    await expect(harness.backend.contact.send(meera)).resolves.toEqual({ kind: 'kept-in-demo' });
    expect(await harness.db.contactMessages.toArray()).toEqual([
      { ...meera, id: expect.any(String), createdAt: expect.any(String) },
    ]);
  });

  it('with an endpoint: kept and posted as a spreadsheet row', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    harness = await demoHarness({ contact: { endpoint: ENDPOINT, fetchImpl } });
    await expect(harness.backend.contact.send(meera)).resolves.toEqual({ kind: 'sent' });
    expect(fetchImpl).toHaveBeenCalledWith(
      `${ENDPOINT}?tabId=Sheet1`,
      expect.objectContaining({ body: JSON.stringify([[meera.name, meera.email, meera.message]]) }),
    );
    expect(await harness.db.contactMessages.count()).toBe(1);
  });

  it('says the endpoint failed instead of claiming success', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    harness = await demoHarness({ contact: { endpoint: ENDPOINT, fetchImpl } });
    await expect(harness.backend.contact.send(meera)).resolves.toEqual({ kind: 'network-error' });
  });

  it('refuses a message over the limit whole, storing and posting nothing', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    harness = await demoHarness({ contact: { endpoint: ENDPOINT, fetchImpl } });
    const huge = { ...meera, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) };
    await expect(harness.backend.contact.send(huge)).rejects.toMatchObject({
      code: 'invalid-request',
      message: CONTACT_MESSAGE_TOO_LONG_MESSAGE,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await harness.db.contactMessages.count()).toBe(0);
  });

  it('says it could not save when the database is gone, never "sent"', async () => {
    harness = await demoHarness({ contact: { endpoint: null } });
    harness.backend.close();
    await expect(harness.backend.contact.send(meera)).resolves.toMatchObject({
      kind: 'server-error',
    });
  });
});
