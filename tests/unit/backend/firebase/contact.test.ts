import { describe, expect, it, vi } from 'vitest';
import { CONTACT_NOT_STORED_DETAIL, createContactApi } from '@/backend/firebase/contact';
import { CONTACT_MESSAGE_MAX, type ContactMessage } from '@/domain/contact';
import { CONTACT_DAILY_LIMIT_MESSAGE } from '@/domain/contact-limit';
import { BackendError } from '@/engine/errors';

const ENDPOINT = 'https://sheets.example.com/api/v1/abc123';
const asha: ContactMessage = { name: 'Asha', email: 'asha@example.com', message: 'Hello!' };

function setup(options: {
  keepFails?: boolean;
  keepRefuses?: BackendError;
  endpoint?: string | null;
  fetchResult?: Response | Error;
}) {
  const keep = vi.fn(async () => {
    if (options.keepRefuses) throw options.keepRefuses;
    if (options.keepFails) throw new Error('PERMISSION_DENIED');
  });
  const fetchImpl = vi.fn<typeof fetch>(async () => {
    const result = options.fetchResult ?? new Response('{}', { status: 200 });
    if (result instanceof Error) throw result;
    return result;
  });
  const api = createContactApi(keep, { endpoint: options.endpoint ?? null, fetchImpl });
  return { api, keep, fetchImpl };
}

describe('Firebase contact.send', () => {
  it('keeps the message for the organisers and posts it to the configured sheet', async () => {
    const { api, keep, fetchImpl } = setup({ endpoint: ENDPOINT });
    expect(await api.send(asha)).toEqual({ kind: 'sent' });
    expect(keep).toHaveBeenCalledExactlyOnceWith(asha);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).toEqual([
      ['Asha', 'asha@example.com', 'Hello!'],
    ]);
  });

  it('is sent when kept in Firestore and no sheet is configured', async () => {
    const { api, fetchImpl } = setup({});
    expect(await api.send(asha)).toEqual({ kind: 'sent' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses what the form’s schema refuses, before storing or posting anything', async () => {
    const { api, keep, fetchImpl } = setup({ endpoint: ENDPOINT });
    const tooLong = { ...asha, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) };
    await expect(api.send(tooLong)).rejects.toMatchObject({ code: 'invalid-request' });
    await expect(api.send({ ...asha, email: 'not-an-email' })).rejects.toMatchObject({
      code: 'invalid-request',
    });
    expect(keep).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says the day’s limit is reached, and posts nothing to the sheet, when the function refuses it', async () => {
    const refusal = new BackendError('too-many-requests', CONTACT_DAILY_LIMIT_MESSAGE);
    const { api, fetchImpl } = setup({ endpoint: ENDPOINT, keepRefuses: refusal });
    expect(await api.send(asha)).toEqual({
      kind: 'limit-reached',
      message: CONTACT_DAILY_LIMIT_MESSAGE,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is still sent when only one of the two took it', async () => {
    expect(await setup({ endpoint: ENDPOINT, keepFails: true }).api.send(asha)).toEqual({
      kind: 'sent',
    });
    expect(
      await setup({ endpoint: ENDPOINT, fetchResult: new TypeError('offline') }).api.send(asha),
    ).toEqual({ kind: 'sent' });
  });

  it('reports the sheet’s own failure when neither took it', async () => {
    const refused = new Response(JSON.stringify({ message: 'Sheet is full' }), { status: 400 });
    expect(
      await setup({ endpoint: ENDPOINT, keepFails: true, fetchResult: refused }).api.send(asha),
    ).toEqual({ kind: 'server-error', detail: 'Sheet is full' });
    expect(
      await setup({
        endpoint: ENDPOINT,
        keepFails: true,
        fetchResult: new TypeError('offline'),
      }).api.send(asha),
    ).toEqual({ kind: 'network-error' });
  });

  it('says it could not be stored when there is no sheet and Firestore refused', async () => {
    expect(await setup({ keepFails: true }).api.send(asha)).toEqual({
      kind: 'server-error',
      detail: CONTACT_NOT_STORED_DETAIL,
    });
  });
});
