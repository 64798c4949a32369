/**
 * The door: check-in, its scan log, the live door state, and undo.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend, DoorState } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  WRONG_EVENT_MESSAGE,
} from '@/domain/check-in';
import { QR_INVALID_MESSAGE, encodeTicketQr, parseScannedCode } from '@/domain/qr-payload';
import { byId, rejection, paymentOf, waitFor } from './helpers';
import type { ContractContext } from './context';

export function checkInTests(contract: ContractContext): void {
  const { seed, order, pay, secondClient } = contract;
  describe('check-in', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('admits a booking once, then says when it was admitted', async () => {
      const ticket = await pay(
        paymentOf(
          await backend.checkout.createOrder(order({ ticket499Count: 2, ticket1212Count: 1 })),
        ),
      );
      const first = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
      expect(first).toMatchObject({
        ok: true,
        record: {
          bookingId: ticket.bookingId,
          source: 'newbookings',
          email: 'asha@example.com',
          people: 3,
        },
      });
      if (!first.ok) return;
      expect(first.record).toMatchObject({
        tickets: { basic: 2, premium: 1 },
        checkedInBy: seed.admin.email,
      });
      await expect(
        office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
      ).resolves.toEqual({
        ok: false,
        reason: 'already',
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: first.record.checkInTime,
        checkedInBy: seed.admin.email,
        booking: first.record,
        otherEvent: null,
      });
      const history = await office.checkIn.history(seed.upcomingEvent.id);
      expect(history).toEqual([first.record]);
    });

    it.each(['no-such-booking', '', 'a/b', 'x'.repeat(1000)])(
      'checkIn(%j) → booking not found',
      async (id) => {
        await expect(office.checkIn.checkIn(byId(id), seed.upcomingEvent.id)).resolves.toEqual({
          ok: false,
          reason: 'not-found',
          message: BOOKING_NOT_FOUND_MESSAGE,
          checkedInAt: null,
          checkedInBy: null,
          booking: null,
          otherEvent: null,
        });
      },
    );

    it('refuses a ticket for another event', async () => {
      const result = await office.checkIn.checkIn(
        byId(seed.legacyBookingIds.stagMembers),
        seed.upcomingEvent.id,
      );
      expect(result).toMatchObject({
        ok: false,
        reason: 'other-event',
        message: WRONG_EVENT_MESSAGE,
        otherEvent: { id: seed.pastEventId, date: '2025-07-28' },
        booking: { bookingId: seed.legacyBookingIds.stagMembers },
      });
    });

    it.each([
      ['garbage', 'hello world'],
      ['empty', ''],
      ['JSON without an id', '{"email":"a@b.co"}'],
      ['not JSON', '{bookingId:'],
      ['10 KB', 'x'.repeat(10 * 1024)],
    ])('a %s code → "No booking ID found", logged, nothing admitted', async (_name, text) => {
      const before = await office.checkIn.history(seed.pastEventId);
      await expect(
        office.checkIn.checkIn(parseScannedCode(text), seed.upcomingEvent.id, { scanned: text }),
      ).resolves.toMatchObject({ ok: false, reason: 'invalid', message: QR_INVALID_MESSAGE });
      await expect(office.checkIn.history(seed.pastEventId)).resolves.toEqual(before);
    });

    it('admits by each of the three QR shapes (JSON, ticket link, raw id), once', async () => {
      const tickets = await Promise.all(
        [1, 2, 3].map(async () => pay(paymentOf(await backend.checkout.createOrder(order())))),
      );
      const [json, link, raw] = tickets as [Ticket, Ticket, Ticket];
      const codes = [
        encodeTicketQr({
          bookingId: json.bookingId,
          email: json.email,
          ticket499Count: json.ticket499Count,
          ticket1212Count: json.ticket1212Count,
        }),
        `https://sangeetvibes.example/ticket/${link.token}`,
        raw.bookingId,
      ];
      for (const [i, text] of codes.entries()) {
        const result = await office.checkIn.checkIn(parseScannedCode(text), seed.upcomingEvent.id, {
          scanned: text,
        });
        expect(result).toMatchObject({ ok: true, record: { bookingId: tickets[i]?.bookingId } });
        await expect(
          office.checkIn.checkIn(parseScannedCode(text), seed.upcomingEvent.id),
        ).resolves.toMatchObject({ ok: false, reason: 'already' });
      }
    });

    it('checks in legacy bookings, a duo counting as two, and lists them newest first', async () => {
      const result = await office.checkIn.checkIn(
        byId(seed.legacyBookingIds.stagMembers),
        seed.pastEventId,
      );
      expect(result).toMatchObject({ ok: true, record: { source: 'bookings', people: 1 } });
      const duo = await office.checkIn.checkIn(byId(seed.legacyBookingIds.duo), seed.pastEventId);
      expect(duo).toMatchObject({
        ok: false,
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: expect.any(String),
      });

      const history = await office.checkIn.history(seed.pastEventId);
      expect(history[0]?.bookingId).toBe(seed.legacyBookingIds.stagMembers);
      const times = history.map((r) => r.checkInTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(history.find((r) => r.bookingId === seed.legacyBookingIds.duo)?.people).toBe(2);
      expect(history.every((r) => r.source === 'bookings')).toBe(true);
    });

    it('finds bookings for manual check-in by e-mail, name or id, whatever the case', async () => {
      const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
      await expect(
        office.checkIn.search(seed.upcomingEvent.id, ' ASHA@example.com'),
      ).resolves.toMatchObject([
        { bookingId: ticket.bookingId, source: 'newbookings', checkedIn: false },
      ]);
      await expect(office.checkIn.search(seed.upcomingEvent.id, 'asha')).resolves.toHaveLength(1);
      await expect(
        office.checkIn.search(seed.upcomingEvent.id, ticket.bookingId),
      ).resolves.toMatchObject([{ bookingId: ticket.bookingId }]);
      const legacy = await office.checkIn.search(seed.pastEventId, 'Rohan.Mehta@example.com');
      expect(legacy).toMatchObject([
        { bookingId: seed.legacyBookingIds.duo, source: 'bookings', people: 2, checkedIn: true },
      ]);
      await expect(office.checkIn.search(seed.pastEventId, 'asha@example.com')).resolves.toEqual(
        [],
      );
      // Too short to mean anyone, or not an event: nothing, not everyone.
      await expect(office.checkIn.search(seed.upcomingEvent.id, 'a')).resolves.toEqual([]);
      await expect(office.checkIn.search('../events', 'asha')).resolves.toEqual([]);
    });

    it('keeps a new booking’s lead guest name, and the door finds and names it (docs/design.md §9.14)', async () => {
      const ticket = await pay(
        paymentOf(await backend.checkout.createOrder(order({ name: ' Priya Sharma ' }))),
      );
      expect(ticket.name).toBe('Priya Sharma');
      await expect(backend.tickets.getByToken(ticket.token)).resolves.toMatchObject({
        name: 'Priya Sharma',
      });
      const found = await office.checkIn.search(seed.upcomingEvent.id, 'priya sh');
      expect(found).toMatchObject([{ bookingId: ticket.bookingId, name: 'Priya Sharma' }]);
      const admitted = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
      expect(admitted).toMatchObject({ ok: true, record: { name: 'Priya Sharma' } });
      const history = await office.checkIn.history(seed.upcomingEvent.id);
      expect(history).toMatchObject([{ bookingId: ticket.bookingId, name: 'Priya Sharma' }]);
    });

    it('keeps a scan log of every attempt: who, when, what, and the verdict', async () => {
      const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
      const qr = `https://sangeetvibes.example/ticket/${ticket.token}`;
      await office.checkIn.checkIn(parseScannedCode(qr), seed.upcomingEvent.id, { scanned: qr });
      const garbage = '{"not":"a ticket"}';
      await office.checkIn.checkIn(parseScannedCode(garbage), seed.upcomingEvent.id, {
        scanned: garbage,
      });
      await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
      await office.checkIn.undo(ticket.bookingId);
      const log = await office.checkIn.scanLog(seed.upcomingEvent.id);
      expect(log).toHaveLength(4);
      expect(log.map((line) => line.result).sort()).toEqual(
        ['admitted', 'already', 'invalid', 'undone'].sort(),
      );
      expect(log.every((line) => line.adminEmail === seed.admin.email)).toBe(true);
      expect(log.find((line) => line.result === 'admitted')).toMatchObject({
        code: qr,
        bookingId: ticket.bookingId,
        eventId: seed.upcomingEvent.id,
      });
      expect(log.find((line) => line.result === 'invalid')).toMatchObject({
        code: garbage,
        bookingId: null,
      });
      const times = log.map((line) => line.at);
      expect(times).toEqual([...times].sort().reverse());
      // Another event's door has its own log.
      await expect(office.checkIn.scanLog(seed.pastEventId)).resolves.toEqual([]);
    });

    it('watch: the door state now, then within 2 s of another lane admitting someone', async () => {
      const other = await secondClient();
      const ticket = await pay(
        paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
      );
      const states: DoorState[] = [];
      const failures: unknown[] = [];
      const stop = office.checkIn.watch(
        seed.upcomingEvent.id,
        (state) => states.push(state),
        (error) => failures.push(error),
      );
      try {
        await waitFor(() => states.length > 0);
        const first = states.at(-1);
        expect(first).toMatchObject({ checkedInPeople: 0, history: [] });
        expect(first?.bookedPeople).toBeGreaterThanOrEqual(2);
        const lane = other ? other.office : office;
        await lane.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
        await waitFor(() => states.at(-1)?.checkedInPeople === 2, 2000);
        expect(states.at(-1)?.history).toMatchObject([{ bookingId: ticket.bookingId, people: 2 }]);
        expect(failures).toEqual([]);
      } finally {
        stop();
      }
    });
  });
}

export function undoTests(contract: ContractContext): void {
  const { seed, order, pay } = contract;
  describe('undo and the scan log', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('undoes a check-in, so the ticket can be admitted again', async () => {
      const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
      const first = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id, {
        scanned: JSON.stringify({ bookingId: ticket.bookingId }),
        device: 'Door 1',
      });
      expect(first.ok).toBe(true);
      await expect(office.checkIn.undo(ticket.bookingId)).resolves.toMatchObject({
        bookingId: ticket.bookingId,
        people: 1,
      });
      await expect(office.checkIn.history(seed.upcomingEvent.id)).resolves.toEqual([]);
      await expect(rejection(office.checkIn.undo(ticket.bookingId))).resolves.toMatchObject({
        code: 'conflict',
      });
      const again = await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
      expect(again).toMatchObject({ ok: true, record: { bookingId: ticket.bookingId } });
    });

    it('refuses to undo a booking that does not exist', async () => {
      await expect(rejection(office.checkIn.undo('no-such-booking'))).resolves.toEqual({
        code: 'not-found',
        message: BOOKING_NOT_FOUND_MESSAGE,
      });
    });
  });
}
