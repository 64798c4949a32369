import { describe, expect, it } from 'vitest';
import type { CheckInRecord, CheckInResult } from '@/backend/admin-backend';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  WRONG_EVENT_MESSAGE,
} from '@/domain/check-in';
import { QR_INVALID_MESSAGE } from '@/domain/qr-payload';
import { createRepeatFilter, REPEAT_WINDOW_MS } from '@/features/admin/scanner/repeat-filter';
import { admitLine, failureVerdict, verdictFor } from '@/features/admin/scanner/verdict';

const record = (over: Partial<CheckInRecord> = {}): CheckInRecord => ({
  bookingId: 'booking1',
  source: 'newbookings',
  email: 'asha@example.com',
  name: null,
  people: 3,
  tickets: { basic: 2, premium: 1 },
  checkInTime: '2030-06-01T13:05:00.000Z',
  checkedInBy: 'door@example.com',
  ...over,
});

const refused = (over: Partial<Extract<CheckInResult, { ok: false }>>): CheckInResult =>
  ({
    ok: false,
    reason: 'not-found',
    message: BOOKING_NOT_FOUND_MESSAGE,
    checkedInAt: null,
    checkedInBy: null,
    booking: null,
    otherEvent: null,
    ...over,
  }) as CheckInResult;

describe('admitLine', () => {
  it.each([
    [{ people: 3, tickets: { basic: 2, premium: 1 } }, 'Admit 3 — 2 Basic, 1 Premium'],
    [{ people: 1, tickets: { basic: 1, premium: 0 } }, 'Admit 1 — 1 Basic'],
    [{ people: 4, tickets: { basic: 0, premium: 4 } }, 'Admit 4 — 4 Premium'],
    [{ people: 2, tickets: null }, 'Admit 2'],
    [{ people: 1, tickets: { basic: 0, premium: 0 } }, 'Admit 1'],
  ])('%j → %s', (input, line) => {
    expect(admitLine(input)).toBe(line);
  });
});

describe('verdictFor', () => {
  it('is green with the headcount and the guest for an admission', () => {
    expect(verdictFor({ ok: true, record: record() })).toEqual({
      tone: 'admit',
      title: 'Check-in successful!',
      lines: ['Admit 3 — 2 Basic, 1 Premium', 'asha@example.com'],
    });
    expect(
      verdictFor({ ok: true, record: record({ name: 'Rohan Mehta', tickets: null, people: 2 }) })
        .lines,
    ).toEqual(['Admit 2', 'Rohan Mehta (asha@example.com)']);
  });

  it('is amber for a second scan, with the first time (IST) and who let them in', () => {
    const verdict = verdictFor(
      refused({
        reason: 'already',
        message: ALREADY_CHECKED_IN_MESSAGE,
        checkedInAt: '2030-06-01T13:05:00.000Z',
        checkedInBy: 'door@example.com',
        booking: record(),
      }),
    );
    expect(verdict).toEqual({
      tone: 'already',
      title: 'Already checked in',
      lines: ['First checked in 1 Jun 2030, 6:35 PM by door@example.com', 'asha@example.com'],
    });
  });

  it('still says amber when the first check-in was not recorded in detail', () => {
    expect(
      verdictFor(refused({ reason: 'already', message: ALREADY_CHECKED_IN_MESSAGE })).lines,
    ).toEqual(['The first check-in time was not recorded']);
  });

  it('is red for another event, naming it', () => {
    const verdict = verdictFor(
      refused({
        reason: 'other-event',
        message: WRONG_EVENT_MESSAGE,
        booking: record(),
        otherEvent: { id: 'e0', title: 'Mehndi Morning', date: '2025-07-28' },
      }),
    );
    expect(verdict.tone).toBe('refuse');
    expect(verdict.title).toBe(WRONG_EVENT_MESSAGE);
    expect(verdict.lines[0]).toBe('It is for Mehndi Morning on Monday, 28 July 2025.');
    expect(
      verdictFor(refused({ reason: 'other-event', message: WRONG_EVENT_MESSAGE })).lines[0],
    ).toBe('Its event no longer exists.');
  });

  it.each([
    ['invalid', QR_INVALID_MESSAGE],
    ['not-found', BOOKING_NOT_FOUND_MESSAGE],
  ] as const)('is red with the spec words for %s', (reason, message) => {
    expect(verdictFor(refused({ reason, message } as never))).toEqual({
      tone: 'refuse',
      title: message,
      lines: [],
    });
  });

  it('never says green for a failure', () => {
    expect(failureVerdict()).toMatchObject({ tone: 'refuse', title: 'Failed to check in user.' });
  });
});

describe('createRepeatFilter', () => {
  it('answers a code once while it stays in view, and again after a 3 s pause', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('A', 0)).toBe(true);
    // Decoded 15 times a second for 5 s: ignored every time.
    for (let t = 66; t < 5000; t += 66) expect(filter.accept('A', t)).toBe(false);
    expect(filter.accept('A', 5000 + REPEAT_WINDOW_MS)).toBe(true);
  });

  it('answers a different code at once, and the first again afterwards', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('A', 0)).toBe(true);
    expect(filter.accept('B', 100)).toBe(true);
    expect(filter.accept('A', 200)).toBe(true);
  });

  it('forgets after an undo', () => {
    const filter = createRepeatFilter();
    filter.accept('A', 0);
    filter.forget();
    expect(filter.accept('A', 10)).toBe(true);
  });
});
