import { describe, expect, it } from 'vitest';
import {
  COUPON_NOT_APPLIED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  availabilityNotice,
  bookingBlockers,
  checkoutAction,
} from '@/domain/booking-readiness';
import { EMAIL_INVALID_MESSAGE } from '@/domain/email';
import {
  LEAD_GUEST_NAME_INVALID_MESSAGE,
  LEAD_GUEST_NAME_TOO_LONG_MESSAGE,
} from '@/domain/lead-guest-name';
import {
  MAX_TICKETS_MESSAGE,
  NO_TICKETS_SELECTED_MESSAGE,
  SOLD_OUT_MESSAGE,
} from '@/domain/quantities';

const ready: Parameters<typeof bookingBlockers>[0] = {
  counts: { ticket499Count: 1, ticket1212Count: 0 },
  remainingCapacity: 200,
  email: 'asha@example.com',
  termsAccepted: true,
};

describe('bookingBlockers', () => {
  it('is empty when the visitor may book', () => {
    expect(bookingBlockers(ready)).toEqual([]);
  });

  it.each(['', '   ', 'Asha Rao', 'a'.repeat(100)])(
    'is not blocked by an optional name %j (docs/design.md §9.14)',
    (name) => {
      expect(bookingBlockers({ ...ready, name })).toEqual([]);
    },
  );

  it('names the field each blocker belongs to', () => {
    const blockers = bookingBlockers({
      ...ready,
      counts: { ticket499Count: 0, ticket1212Count: 0 },
      name: '<b>',
      email: '',
      termsAccepted: false,
      couponPending: true,
    });
    expect(blockers.map((b) => b.field)).toEqual(['tickets', 'coupon', 'name', 'email', 'terms']);
  });

  it.each<[string, Partial<Parameters<typeof bookingBlockers>[0]>, string[]]>([
    [
      'no tickets',
      { counts: { ticket499Count: 0, ticket1212Count: 0 } },
      [NO_TICKETS_SELECTED_MESSAGE],
    ],
    ['21 tickets', { counts: { ticket499Count: 11, ticket1212Count: 10 } }, [MAX_TICKETS_MESSAGE]],
    [
      'more than are left',
      { remainingCapacity: 2, counts: { ticket499Count: 3, ticket1212Count: 0 } },
      ['Only 2 tickets left for this event.'],
    ],
    ['a sold-out event', { remainingCapacity: 0 }, [SOLD_OUT_MESSAGE]],
    ['an empty e-mail', { email: '' }, [EMAIL_INVALID_MESSAGE]],
    ['an e-mail with a space', { email: 'asha @example.com' }, [EMAIL_INVALID_MESSAGE]],
    ['an e-mail with <script>', { email: '<script>@x.co' }, [EMAIL_INVALID_MESSAGE]],
    [
      'a 300-character e-mail',
      { email: `${'a'.repeat(290)}@example.com` },
      [EMAIL_INVALID_MESSAGE],
    ],
    ['terms not accepted', { termsAccepted: false }, [TERMS_REQUIRED_MESSAGE]],
    ['a coupon code not applied', { couponPending: true }, [COUPON_NOT_APPLIED_MESSAGE]],
    ['a name with markup', { name: '<i>Asha</i>' }, [LEAD_GUEST_NAME_INVALID_MESSAGE]],
    ['a name with a line break', { name: 'Asha\nRao' }, [LEAD_GUEST_NAME_INVALID_MESSAGE]],
    ['a 101-character name', { name: 'a'.repeat(101) }, [LEAD_GUEST_NAME_TOO_LONG_MESSAGE]],
    [
      'everything missing, in form order',
      { counts: { ticket499Count: 0, ticket1212Count: 0 }, email: 'x', termsAccepted: false },
      [NO_TICKETS_SELECTED_MESSAGE, EMAIL_INVALID_MESSAGE, TERMS_REQUIRED_MESSAGE],
    ],
  ])('lists %s', (_case, override, expected) => {
    expect(bookingBlockers({ ...ready, ...override }).map((b) => b.message)).toEqual(expected);
  });
});

describe('checkoutAction', () => {
  it.each<[number, string | null, 'free' | 'pay']>([
    [0, 'VIPFREE100', 'free'],
    [0, null, 'pay'],
    [499, 'VIPHALF50', 'pay'],
    [1212, null, 'pay'],
  ])('total %i with coupon %j → %s', (total, couponCode, expected) => {
    expect(checkoutAction({ total, couponCode })).toBe(expected);
  });
});

describe('availabilityNotice', () => {
  it.each<[number, string | null]>([
    [0, SOLD_OUT_MESSAGE],
    [-3, SOLD_OUT_MESSAGE],
    [Number.NaN, SOLD_OUT_MESSAGE],
    [1, 'Only 1 ticket left for this event.'],
    [19, 'Only 19 tickets left for this event.'],
    [20, null],
    [200, null],
    [Infinity, null],
  ])('%d left → %j', (left, expected) => {
    expect(availabilityNotice(left)).toBe(expected);
  });
});
