/**
 * The organisers' registrations: the list, and paging through it.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend, Registrations } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import { quote } from '@/domain/pricing';
import {
  bookingSearchFields,
  legacySearchFields,
  matchesRegistrationFilter,
} from '@/domain/registration-search';
import {
  NO_REGISTRATION_FILTER,
  REGISTRATIONS_PAGE_SIZE,
  type RegistrationFilter,
} from '@/domain/registrations';
import { rejection, paymentOf, waitFor } from './helpers';
import type { ContractHarness } from './harness';
import type { ContractContext } from './context';

export function registrationListTests(contract: ContractContext): void {
  const { order, pay } = contract;
  let backend: PublicBackend;
  let office: AdminBackend;
  // The harness is new for each test; the suite's own beforeEach has made it.
  beforeEach(() => {
    ({ backend, office } = contract.current());
  });

  it('lists new bookings newest first', async () => {
    const first = await pay(
      paymentOf(await backend.checkout.createOrder(order({ email: 'one@example.com' }))),
    );
    // Newest first needs the second booking to be made at a later millisecond than the first.
    await waitFor(() => Date.now() > Date.parse(first.createdAt));
    const second = await pay(
      paymentOf(await backend.checkout.createOrder(order({ email: 'two@example.com' }))),
    );
    const { bookings, legacy } = await office.registrations.list();
    expect(bookings.map((b) => b.id)).toEqual([second.bookingId, first.bookingId]);
    const times = legacy.map((b) => b.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
}

export function registrationPagingTests(contract: ContractContext): void {
  const { seed, order, pay } = contract;
  describe('registrations paging', () => {
    let harness: ContractHarness;
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ harness, backend, office } = contract.current());
    });

    const PAGE = REGISTRATIONS_PAGE_SIZE;
    const base = Date.parse('2025-05-01T10:00:00.000Z');
    // Every 7th shares its time with the one before, 100 and 101 among them, so a page ends
    // between two bookings of one millisecond: order then falls to the id.
    const at = (i: number) => new Date(base - (i - (i % 7 === 3 ? 1 : 0)) * 1000).toISOString();

    function newBooking(i: number): Booking & { id: string } {
      const n = String(i).padStart(4, '0');
      return {
        ...quote({ ticket499Count: 1, ticket1212Count: 0 }),
        id: `paged-${n}`,
        email: `paged${n}@example.com`,
        paymentId: `pay_paged_${n}`,
        eventTitle: seed.upcomingEvent.title,
        eventLocation: seed.upcomingEvent.location,
        eventDate: '2025-05-01',
        eventTime: '6:00 PM – 10:00 PM',
        createdAt: at(i),
        status: 'confirmed',
        token: `pagedtoken${n}pagedtoken${n}`,
        checkedIn: false,
        checkInTime: null,
        eventId: seed.pastEventId,
      };
    }

    function legacyBooking(i: number): LegacyBooking & { id: string } {
      const n = String(i).padStart(4, '0');
      return {
        id: `paged-legacy-${n}`,
        name: `Guest ${n}`,
        email: `legacy${n}@example.com`,
        eventId: seed.pastEventId,
        createdAt: at(i),
      };
    }

    const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

    /** Every page, following the cursors until both are null. */
    async function everyPage(filter?: RegistrationFilter): Promise<Registrations[]> {
      const pages = [await office.registrations.list(filter ? { filter } : {})];
      for (let last = pages[0]!; last.cursor.bookings !== null || last.cursor.legacy !== null;) {
        last = await office.registrations.list(
          filter ? { filter, after: last.cursor } : { after: last.cursor },
        );
        pages.push(last);
        if (pages.length > 10) throw new Error('Paging does not end');
      }
      return pages;
    }

    const newestFirst = (a: { createdAt: string; id: string }, b: typeof a) =>
      b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

    it('gives 100 per source, then the rest by cursor, each once, newest first', async () => {
      const legacyBefore = (await office.registrations.list()).legacy;
      await harness.seedRegistrations({
        bookings: range(PAGE + 31).map(newBooking),
        legacy: range(PAGE + 3).map(legacyBooking),
      });
      const pages = await everyPage();
      expect(pages).toHaveLength(2);
      const [first, second] = pages as [Registrations, Registrations];
      expect(first.bookings).toHaveLength(PAGE);
      expect(first.legacy).toHaveLength(PAGE);
      expect(typeof first.cursor.bookings).toBe('string');
      expect(typeof first.cursor.legacy).toBe('string');
      expect(second.bookings).toHaveLength(31);
      expect(second.legacy).toHaveLength(3 + legacyBefore.length);
      expect(second.cursor).toEqual({ bookings: null, legacy: null });
      expect(first.total).toBe(PAGE + 31 + PAGE + 3 + legacyBefore.length);
      expect(second.total).toBeNull();

      const bookings = pages.flatMap((page) => page.bookings);
      expect(bookings.map((b) => b.id)).toEqual([...bookings].sort(newestFirst).map((b) => b.id));
      expect(new Set(bookings.map((b) => b.id)).size).toBe(PAGE + 31);
      const legacy = pages.flatMap((page) => page.legacy);
      expect(legacy.map((b) => b.id)).toEqual([...legacy].sort(newestFirst).map((b) => b.id));
      expect(new Set(legacy.map((b) => b.id))).toEqual(
        new Set([
          ...range(PAGE + 3).map((i) => `paged-legacy-${String(i).padStart(4, '0')}`),
          ...legacyBefore.map((b) => b.id),
        ]),
      );
    });

    it('says there is no more when a source holds exactly one page', async () => {
      await harness.seedRegistrations({ bookings: range(PAGE).map(newBooking), legacy: [] });
      const first = await office.registrations.list();
      expect(first.bookings).toHaveLength(PAGE);
      expect(first.cursor).toEqual({ bookings: null, legacy: null });
    });

    it('pages only the source that has more; a finished source gives nothing', async () => {
      await harness.seedRegistrations({ bookings: range(PAGE + 1).map(newBooking), legacy: [] });
      const first = await office.registrations.list();
      expect(first.cursor.legacy).toBeNull();
      const next = await office.registrations.list({ after: first.cursor });
      expect(next.bookings).toHaveLength(1);
      expect(new Set([...first.bookings, ...next.bookings].map((b) => b.id)).size).toBe(PAGE + 1);
      expect(next.legacy).toEqual([]);
      expect(next.cursor).toEqual({ bookings: null, legacy: null });
    });

    it('neither repeats nor skips when a booking arrives between pages', async () => {
      await harness.seedRegistrations({ bookings: range(PAGE + 5).map(newBooking), legacy: [] });
      const first = await office.registrations.list();
      const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
      const next = await office.registrations.list({ after: first.cursor });
      const seen = [...first.bookings, ...next.bookings].map((b) => b.id);
      expect(seen).not.toContain(ticket.bookingId);
      expect(new Set(seen).size).toBe(PAGE + 5);
      expect((await office.registrations.list()).bookings[0]?.id).toBe(ticket.bookingId);
    });

    it.each(['not a cursor', '[1,2]', '{}', 'null'])(
      'refuses a cursor it did not issue: %j',
      async (cursor) => {
        const error = await rejection(
          office.registrations.list({ after: { bookings: cursor, legacy: null } }),
        );
        expect(error.code).toBe('invalid-request');
      },
    );

    // Every combination of the three filters (each has its own composite index on Firestore),
    // against the domain's rule applied to the unfiltered list: the same rows, order and total.
    it.each<[string, Partial<RegistrationFilter>]>([
      ['a search over two pages of each source', { search: 'PAGED' }],
      ['an event', { eventId: 'past' }],
      ['checked in', { checkIn: 'checked-in' }],
      ['an event, not checked in', { eventId: 'past', checkIn: 'not-checked-in' }],
      ['a name’s start and an event', { search: ' guest   00', eventId: 'past' }],
      ['a word inside an id, checked in', { search: '00', checkIn: 'checked-in' }],
      ['all three', { search: 'legacy01', eventId: 'past', checkIn: 'not-checked-in' }],
    ])('filters on the backend, with the total, page by page: %s', async (_name, wanted) => {
      const filter: RegistrationFilter = {
        ...NO_REGISTRATION_FILTER,
        ...wanted,
        eventId: wanted.eventId === 'past' ? seed.pastEventId : '',
      };
      await harness.seedRegistrations({
        bookings: range(PAGE + 31).map((i) => ({ ...newBooking(i), checkedIn: i % 3 === 0 })),
        legacy: range(PAGE + 3).map((i) =>
          i % 4 === 0 ? { ...legacyBooking(i), checkedIn: true } : legacyBooking(i),
        ),
      });
      const all = await everyPage();
      const expected = {
        bookings: all
          .flatMap((page) => page.bookings)
          .filter((b) => matchesRegistrationFilter(b, bookingSearchFields(b), filter))
          .map((b) => b.id),
        legacy: all
          .flatMap((page) => page.legacy)
          .filter((b) => matchesRegistrationFilter(b, legacySearchFields(b), filter))
          .map((b) => b.id),
      };
      expect(expected.bookings.length + expected.legacy.length).toBeGreaterThan(0);
      const pages = await everyPage(filter);
      expect(pages[0]!.total).toBe(expected.bookings.length + expected.legacy.length);
      expect(pages.flatMap((page) => page.bookings).map((b) => b.id)).toEqual(expected.bookings);
      expect(pages.flatMap((page) => page.legacy).map((b) => b.id)).toEqual(expected.legacy);
    });

    it('finds a new booking by its e-mail’s start, as the fulfil flow stored it', async () => {
      const ticket = await pay(
        paymentOf(await backend.checkout.createOrder(order({ email: 'Zoya.Khan@Example.com' }))),
      );
      for (const search of ['zoya', 'KHAN@ex', ticket.bookingId.toLowerCase()]) {
        const found = await office.registrations.list({
          filter: { ...NO_REGISTRATION_FILTER, search },
        });
        expect(found.bookings.map((b) => b.id)).toEqual([ticket.bookingId]);
        expect(found.total).toBe(1);
      }
      const none = await office.registrations.list({
        filter: { ...NO_REGISTRATION_FILTER, search: 'oya' },
      });
      expect(none.bookings).toEqual([]);
    });
  });
}
