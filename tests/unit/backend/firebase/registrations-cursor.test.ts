import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '@/backend/firebase/admin/registrations-cursor';

describe('registrations cursor (Firebase)', () => {
  it('carries a Timestamp exactly, nanoseconds included, and the id', () => {
    const createdAt = new Timestamp(1_753_700_000, 123_456_789);
    const decoded = decodeCursor(encodeCursor({ createdAt, id: 'booking-1' }));
    expect(decoded.id).toBe('booking-1');
    expect(decoded.createdAt).toBeInstanceOf(Timestamp);
    expect((decoded.createdAt as Timestamp).isEqual(createdAt)).toBe(true);
  });

  it('carries a createdAt the original app stored as text', () => {
    const end = { createdAt: '2024-12-01T10:00:00Z', id: 'legacy/odd id' };
    expect(decodeCursor(encodeCursor(end))).toEqual(end);
  });

  it.each([
    'not a cursor',
    '[1,2]',
    '{}',
    'null',
    '["2025-01-01","x"]',
    '["t",1,2]',
    '["t",1,1000000000,"x"]',
    '["t",1.5,0,"x"]',
    '["t",1,-1,"x"]',
    '["t",1e20,0,"x"]',
    '["s","2025-01-01",""]',
    '["s",5,"x"]',
  ])('refuses a cursor it did not issue: %s', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({ code: 'invalid-request' }),
    );
  });

  it('refuses a cursor that is not text', () => {
    expect(() => decodeCursor(42)).toThrow(expect.objectContaining({ code: 'invalid-request' }));
  });
});
