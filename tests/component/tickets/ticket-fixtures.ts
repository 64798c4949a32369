import type { Ticket } from '@/domain/booking';

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
