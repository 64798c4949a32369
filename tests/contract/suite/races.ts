/**
 * Two clients on the same data racing for one code, the last seats or one ticket.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { CreateOrderResult, PublicBackend } from '@/backend/backend';
import { ALREADY_CHECKED_IN_MESSAGE, CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { COUPON_RESERVED_MESSAGE, COUPON_USED_MESSAGE } from '@/domain/coupons';
import { ticketsLeftMessage } from '@/domain/quantities';
import { byId, rejection, paymentOf, smallEvent } from './helpers';
import type { ContractContext } from './context';

export function raceTests(contract: ContractContext): void {
  const { seed, order, pay, signInAdmin, secondClient } = contract;
  describe('races between two clients', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('a single-use 100% code: exactly one free booking, the other is told it is used', async () => {
      const other = await secondClient();
      if (!other) return;
      const request = order({
        ticket499Count: 0,
        ticket1212Count: 1,
        couponCode: seed.promoCodes.free,
      });
      const results = await Promise.allSettled([
        backend.checkout.createOrder({ ...request, email: 'tab1@example.com' }),
        other.backend.checkout.createOrder({ ...request, email: 'tab2@example.com' }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      // A free booking redeems the code inside the same transaction that checks it, so the
      // loser's transaction (which runs after) finds it used, not merely held.
      expect(lost[0]?.reason).toMatchObject({ code: 'coupon', message: COUPON_USED_MESSAGE });
      const { bookings } = await office.registrations.list();
      expect(bookings.filter((b) => b.couponCode === seed.promoCodes.free)).toHaveLength(1);
    });

    it('a paid single-use code: one order holds it, the other is told it is taken, one booking uses it', async () => {
      const other = await secondClient();
      if (!other) return;
      const request = order({ ticket1212Count: 1, couponCode: seed.promoCodes.half });
      const results = await Promise.allSettled([
        backend.checkout.createOrder({ ...request, email: 'tab1@example.com' }),
        other.backend.checkout.createOrder({ ...request, email: 'tab2@example.com' }),
      ]);
      const won = results.filter(
        (r): r is PromiseFulfilledResult<CreateOrderResult> => r.status === 'fulfilled',
      );
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      // The winner holds the code while paying; until it pays the code is not yet used.
      expect(lost[0]?.reason).toMatchObject({ code: 'coupon', message: COUPON_RESERVED_MESSAGE });
      await pay(paymentOf(won[0]!.value));
      await expect(
        rejection(other.backend.checkout.createOrder({ ...request, email: 'tab2@example.com' })),
      ).resolves.toEqual({ code: 'coupon', message: COUPON_USED_MESSAGE });
      const { bookings } = await office.registrations.list();
      expect(bookings.filter((b) => b.couponCode === seed.promoCodes.half)).toHaveLength(1);
    });

    it('the last seats: of two buyers wanting 2 of 3 seats, one is told only 1 is left', async () => {
      await signInAdmin();
      const event = await office.events.create(smallEvent(3));
      const other = await secondClient();
      if (!other) return;
      const request = order({ eventId: event.id, ticket499Count: 2 });
      const results = await Promise.allSettled([
        backend.checkout.createOrder(request),
        other.backend.checkout.createOrder(request),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(lost?.reason).toMatchObject({
        code: 'over-capacity',
        message: ticketsLeftMessage(1),
      });
    });

    it('two scanners on one ticket: exactly one check-in succeeds', async () => {
      const other = await secondClient();
      if (!other) return;
      const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
      const results = await Promise.allSettled([
        office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
        other.office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
      ]);
      const admitted = results.filter((r) => r.status === 'fulfilled' && r.value.ok);
      expect(admitted).toHaveLength(1);
      const loser = results.find((r) => r !== admitted[0]);
      if (loser?.status === 'fulfilled' || seed.racingCheckInLoser === 'retried') {
        expect(loser).toMatchObject({
          status: 'fulfilled',
          value: { ok: false, message: ALREADY_CHECKED_IN_MESSAGE },
        });
      } else {
        // The loser's commit was refused as a whole (seed.racingCheckInLoser says why): the
        // scanner shows the spec's failure, and scanning again is answered from the winner's.
        expect(loser).toMatchObject({
          status: 'rejected',
          reason: { message: CHECK_IN_FAILED_MESSAGE },
        });
        await expect(
          other.office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id),
        ).resolves.toMatchObject({ ok: false, message: ALREADY_CHECKED_IN_MESSAGE });
      }
      // One admission on record, whoever lost and however.
      const log = await office.checkIn.scanLog(seed.upcomingEvent.id);
      expect(
        log.filter((line) => line.bookingId === ticket.bookingId && line.result === 'admitted'),
      ).toHaveLength(1);
      const history = await office.checkIn.history(seed.upcomingEvent.id);
      expect(history.filter((record) => record.bookingId === ticket.bookingId)).toHaveLength(1);
    });
  });
}
