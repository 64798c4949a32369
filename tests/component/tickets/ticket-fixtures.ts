import type { LegacyTicketLookup } from '@/backend/backend';
import type { Ticket } from '@/domain/booking';
import type { Event } from '@/domain/events';

export const ticket: Ticket = {
  token: 'AbCdEfGhIjKlMnOpQrStUvWx',
  bookingId: 'bk_7Hq2LmP9',
  email: 'asha@example.com',
  title: 'Sangeet Vibes: The Mock Sangeet Night',
  date: '2026-12-19',
  time: '6:00 PM – 10:00 PM',
  location: 'The Courtyard, Indiranagar, Bengaluru',
  amountPaid: 1711,
  couponCode: 'VIPHALF50',
  ticket499Count: 1,
  ticket1212Count: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const pastEvent: Event = {
  id: 'evt-past',
  title: 'Sangeet Vibes: July Night',
  date: '2025-07-28',
  startTime: '18:00',
  endTime: '22:00',
  location: 'Bengaluru',
  price: 999,
  capacity: 100,
  imageUrl: '',
  description: '',
};

export const legacyDuo: Extract<LegacyTicketLookup, { kind: 'found' }> = {
  kind: 'found',
  event: pastEvent,
  booking: {
    id: 'legacy-duo-1',
    email: 'riya@example.com',
    attendees: 'duo',
    members: [],
    stagMembers: [],
    coupleMembers: [
      {
        name1: 'Riya Sen',
        gender1: 'Female',
        phone1: '9876500001',
        name2: 'Kabir Sen',
        insta2: '@kabir',
      },
    ],
    amountPaid: 1998,
    promocode: 'VIPDUO2025',
    eventId: 'evt-past',
    checkedIn: false,
    createdAt: '2025-07-01T10:00:00.000Z',
  },
};
