/**
 * The organisers' promo codes.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { COUPON_INVALID_MESSAGE } from '@/domain/coupons';
import { PROMO_CODE_FORMAT_MESSAGE } from '@/domain/promo-codes';
import { rejection } from './helpers';
import type { ContractContext } from './context';

export function promoCodeTests(contract: ContractContext): void {
  const { seed, signInAdmin } = contract;
  describe('promo codes', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('creates a code (prefixed and upper-cased), lists it first, and deletes it', async () => {
      await signInAdmin();
      const created = await office.promoCodes.create({
        code: 'new123',
        discountPercentage: 30,
        attendeeLimit: 2,
        usedFor: 'Stag',
      });
      expect(created).toMatchObject({
        code: 'VIPNEW123',
        isActive: true,
        redeemed: false,
        ticketType: '1212',
      });
      expect((await office.promoCodes.list())[0]?.code).toBe('VIPNEW123');
      await expect(
        backend.checkout.previewCoupon('vipnew123', { ticket499Count: 0, ticket1212Count: 1 }),
      ).resolves.toMatchObject({
        ok: true,
        coupon: { discountPercentage: 30, attendeeLimit: 2 },
      });

      await office.promoCodes.remove('VIPNEW123');
      expect((await office.promoCodes.list()).some((p) => p.code === 'VIPNEW123')).toBe(false);
      await expect(
        backend.checkout.previewCoupon('VIPNEW123', { ticket499Count: 0, ticket1212Count: 1 }),
      ).resolves.toEqual({ ok: false, message: COUPON_INVALID_MESSAGE });
    });

    it('refuses a duplicate code', async () => {
      await signInAdmin();
      await expect(
        rejection(
          office.promoCodes.create({
            code: seed.promoCodes.half,
            discountPercentage: 10,
            attendeeLimit: 1,
            usedFor: 'Stag',
          }),
        ),
      ).resolves.toEqual({
        code: 'duplicate',
        message: 'A promo code with this code already exists.',
      });
    });

    it('generates a code when none is given', async () => {
      await signInAdmin();
      const created = await office.promoCodes.create({
        code: '',
        discountPercentage: 10,
        attendeeLimit: 1,
        usedFor: 'Stag',
      });
      expect(created.code).toMatch(/^VIP[A-HJ-NP-Z2-9]{8}$/);
    });

    it('checks the form again', async () => {
      await signInAdmin();
      await expect(
        rejection(
          office.promoCodes.create({
            code: 'VIP1',
            discountPercentage: 10,
            attendeeLimit: 1,
            usedFor: 'Stag',
          }),
        ),
      ).resolves.toEqual({ code: 'invalid-request', message: PROMO_CODE_FORMAT_MESSAGE });
      const error = await rejection(
        office.promoCodes.create({
          code: '',
          discountPercentage: 101,
          attendeeLimit: 1,
          usedFor: 'Stag',
        }),
      );
      expect(error.code).toBe('invalid-request');
    });
  });
}
