import { describe, expect, it } from 'vitest';
import { createTicketsApi } from '@/backend/firebase/tickets';
import { TICKET_LOAD_FAILED_MESSAGE, type Ticket } from '@/domain/booking';
import type { LegacyBookingDoc } from '@/engine/collections';
import { fakeReads, storedEvent } from './fake-reads';

const TOKEN = 'Zm9yLXRlc3RzLW9ubHktMTIz';
const ticket = { token: TOKEN, bookingId: 'b1', email: 'asha@example.com' } as unknown as Ticket;
const legacy = { id: 'legacy1', eventId: 'ev1', name: 'Asha' } as unknown as LegacyBookingDoc;

describe('Firebase tickets', () => {
  it('gets tickets/{token} for a token that could be one we issued', async () => {
    const { reads, get } = fakeReads({ tickets: { [TOKEN]: ticket } });
    expect(await createTicketsApi(reads).getByToken(TOKEN)).toBe(ticket);
    expect(get).toHaveBeenCalledExactlyOnceWith('tickets', TOKEN);
  });

  it.each(['', '../orders/x', 'a/b', '__name__', 'x'.repeat(129), 'has space', 'dot.dot'])(
    'answers %j with null before any read',
    async (token) => {
      const { reads, get } = fakeReads({ tickets: { [token]: ticket } });
      expect(await createTicketsApi(reads).getByToken(token)).toBeNull();
      expect(get).not.toHaveBeenCalled();
    },
  );

  it('answers null for a well-formed token with no ticket, and the spec’s message on failure', async () => {
    const { reads, get } = fakeReads();
    const tickets = createTicketsApi(reads);
    expect(await tickets.getByToken(TOKEN)).toBeNull();
    get.mockRejectedValueOnce(new Error('unavailable'));
    await expect(tickets.getByToken(TOKEN)).rejects.toMatchObject({
      code: 'unknown',
      message: TICKET_LOAD_FAILED_MESSAGE,
    });
  });

  it('gets a legacy booking with its event, without the event’s seat counters', async () => {
    const { reads, get } = fakeReads({
      bookings: { legacy1: legacy },
      events: { ev1: storedEvent({ id: 'ev1', date: '2025-07-28', sold: 40 }) },
    });
    const found = await createTicketsApi(reads).getLegacyBooking('legacy1');
    expect(found).toMatchObject({ kind: 'found', booking: legacy, event: { id: 'ev1' } });
    expect(found.kind === 'found' && found.event).not.toHaveProperty('sold');
    expect(get.mock.calls).toEqual([
      ['bookings', 'legacy1'],
      ['events', 'ev1'],
    ]);
  });

  it('reads no event for a legacy booking whose eventId is not an id, and nothing for a bad id', async () => {
    const odd = { ...legacy, eventId: '../x' } as LegacyBookingDoc;
    const { reads, get } = fakeReads({ bookings: { legacy1: odd } });
    const tickets = createTicketsApi(reads);
    expect(await tickets.getLegacyBooking('legacy1')).toMatchObject({ kind: 'found', event: null });
    expect(get).toHaveBeenCalledTimes(1);
    expect(await tickets.getLegacyBooking('no/such')).toEqual({ kind: 'missing' });
    expect(await tickets.getLegacyBooking('unknown1')).toEqual({ kind: 'missing' });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
