import { describe, expect, it } from 'vitest';
import {
  LEGACY_EVENT_MISSING_MESSAGE,
  LEGACY_TICKET_LOAD_FAILED_MESSAGE,
  legacyAttendees,
  legacyCouponCode,
  type LegacyAttendee,
  type LegacyBooking,
} from '@/domain/legacy-booking';

describe('legacy ticket messages', () => {
  it('are the docs/product-spec.md §8 strings', () => {
    expect(LEGACY_EVENT_MISSING_MESSAGE).toBe('Event details could not be found for this ticket');
    expect(LEGACY_TICKET_LOAD_FAILED_MESSAGE).toBe('Failed to load ticket details');
  });
});

describe('legacyAttendees', () => {
  const asha = { name: 'Asha', gender: 'F', phone: '98450', email: 'asha@x.in', insta: '@asha' };
  const couple = {
    name1: 'Ravi',
    gender1: 'M',
    phone1: '1',
    email1: 'r@x.in',
    insta1: '@r',
    name2: 'Meera',
    gender2: 'F',
    phone2: '2',
    email2: 'm@x.in',
    insta2: '@m',
  };
  const ravi: LegacyAttendee = {
    name: 'Ravi',
    gender: 'M',
    phone: '1',
    email: 'r@x.in',
    insta: '@r',
  };
  const meera: LegacyAttendee = {
    name: 'Meera',
    gender: 'F',
    phone: '2',
    email: 'm@x.in',
    insta: '@m',
  };

  it.each<
    [string, Pick<LegacyBooking, 'members' | 'stagMembers' | 'coupleMembers'>, LegacyAttendee[]]
  >([
    [
      'members first',
      { members: [asha], stagMembers: [{ name: 'Other' }], coupleMembers: [couple] },
      [asha],
    ],
    [
      'stagMembers when members is empty',
      { members: [], stagMembers: [{ name: 'Kiran' }], coupleMembers: [couple] },
      [{ name: 'Kiran' }],
    ],
    [
      'coupleMembers last, flattened',
      { members: [], stagMembers: [], coupleMembers: [couple] },
      [ravi, meera],
    ],
    ['couple entries inside members', { members: [couple, asha] }, [ravi, meera, asha]],
    ['half a couple', { coupleMembers: [{ name1: 'Ravi' }] }, [{ name: 'Ravi' }]],
    ['entries with nothing in them are dropped', { members: [{}, { name: '  ' }, asha] }, [asha]],
    ['values are trimmed', { members: [{ name: ' Asha ', phone: ' ' }] }, [{ name: 'Asha' }]],
    ['details without a name', { members: [{ phone: '123' }] }, [{ name: '', phone: '123' }]],
    ['nothing at all', {}, []],
  ])('%s', (_name, booking, expected) => {
    expect(legacyAttendees(booking)).toEqual(expected);
  });
});

describe('legacyCouponCode', () => {
  it.each<[Pick<LegacyBooking, 'coupon' | 'promocode'>, string | null]>([
    [{ coupon: 'VIPOLD123' }, 'VIPOLD123'],
    [{ promocode: 'VIPOLD456' }, 'VIPOLD456'],
    [{ coupon: 'VIPA12345', promocode: 'VIPB12345' }, 'VIPA12345'],
    [{ coupon: '  ', promocode: 'VIPB12345' }, 'VIPB12345'],
    [{ coupon: '', promocode: '' }, null],
    [{}, null],
  ])('%j → %s', (booking, expected) => {
    expect(legacyCouponCode(booking)).toBe(expected);
  });
});
