import { describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ADMIN_MESSAGE,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_MAX_FAILURES,
  TOO_MANY_ATTEMPTS_MESSAGE,
  isSignInLocked,
  lockedOutMessage,
  LATER_ATTEMPT_MS,
  recentFailures,
  signInUnlocksAt,
  withFailure,
} from '@/domain/sign-in';

const NOW = new Date('2025-07-20T10:00:00.000Z');
const ago = (ms: number) => NOW.getTime() - ms;
const MINUTE = 60 * 1000;

describe('messages', () => {
  it('are the docs/product-spec.md §8 strings', () => {
    expect([
      INVALID_CREDENTIALS_MESSAGE,
      TOO_MANY_ATTEMPTS_MESSAGE,
      LOGIN_FAILED_MESSAGE,
      NOT_ADMIN_MESSAGE,
    ]).toEqual([
      'Invalid credentials',
      'Too many failed attempts. Please try again later.',
      'Login failed. Please try again.',
      'Access denied. Admin privileges required.',
    ]);
    expect([SIGN_IN_MAX_FAILURES, SIGN_IN_FAILURE_WINDOW_MS]).toEqual([5, 15 * 60 * 1000]);
  });
});

describe('isSignInLocked', () => {
  it.each<[string, number[], boolean]>([
    ['no failures', [], false],
    ['4 recent failures', [ago(1), ago(2), ago(3), ago(4)], false],
    ['5 recent failures', [ago(1), ago(2), ago(3), ago(4), ago(5)], true],
    [
      '5 failures, the oldest just inside the window',
      [ago(SIGN_IN_FAILURE_WINDOW_MS - 1), ago(1), ago(2), ago(3), ago(4)],
      true,
    ],
    [
      '5 failures, the oldest exactly 15 minutes ago',
      [ago(SIGN_IN_FAILURE_WINDOW_MS), ago(1), ago(2), ago(3), ago(4)],
      false,
    ],
    ['5 old failures', [1, 2, 3, 4, 5].map((i) => ago(SIGN_IN_FAILURE_WINDOW_MS + i)), false],
    // The window is 15 minutes, not 5: what locked the old rule still locks, and more.
    ['5 failures spread over 14 minutes', [14, 10, 7, 3, 0].map((m) => ago(m * MINUTE)), true],
    ['5 failures, the oldest 6 minutes ago', [6, 4, 3, 2, 1].map((m) => ago(m * MINUTE)), true],
    [
      '4 failures in 15 minutes, a 5th 16 minutes ago',
      [16, 12, 8, 4, 1].map((m) => ago(m * MINUTE)),
      false,
    ],
  ])('%s → %s', (_name, failures, locked) => {
    expect(isSignInLocked(failures, NOW)).toBe(locked);
  });
});

describe('withFailure / recentFailures', () => {
  it('adds now and drops what left the window', () => {
    expect(withFailure([ago(SIGN_IN_FAILURE_WINDOW_MS + 1), ago(10)], NOW)).toEqual([
      ago(10),
      NOW.getTime(),
    ]);
  });

  it('never keeps more than it needs to decide', () => {
    let failures: number[] = [];
    for (let i = 0; i < 50; i++) failures = withFailure(failures, NOW);
    expect(failures).toHaveLength(SIGN_IN_MAX_FAILURES);
    expect(isSignInLocked(failures, NOW)).toBe(true);
  });

  it('ignores times in the future (a clock that jumped back)', () => {
    expect(recentFailures([NOW.getTime() + LATER_ATTEMPT_MS + 1], NOW)).toEqual([]);
  });

  it('keeps a failure another tab stamped a moment later, so two tabs add up', () => {
    // Each attempt is stamped when it began; the later one can fail first.
    const later = NOW.getTime() + 40;
    expect(withFailure([later], NOW)).toEqual([later, NOW.getTime()]);
  });
});

describe('signInUnlocksAt', () => {
  it.each<[string, number[], number | null]>([
    ['not locked: 4 recent failures', [ago(1), ago(2), ago(3), ago(4)], null],
    [
      '5 failures: when the oldest turns 15 minutes old',
      [10, 8, 6, 4, 2].map((m) => ago(m * MINUTE)),
      5 * MINUTE,
    ],
    ['in any order', [2, 10, 4, 8, 6].map((m) => ago(m * MINUTE)), 5 * MINUTE],
    [
      '6 failures: when the 2nd oldest turns 15 minutes old',
      [12, 10, 8, 6, 4, 2].map((m) => ago(m * MINUTE)),
      5 * MINUTE,
    ],
  ])('%s', (_name, failures, inMs) => {
    const at = signInUnlocksAt(failures, NOW);
    expect(at === null ? null : at.getTime() - NOW.getTime()).toBe(inMs);
  });

  it('is not locked at the moment it names', () => {
    const failures = [10, 8, 6, 4, 2].map((m) => ago(m * MINUTE));
    const at = signInUnlocksAt(failures, NOW) ?? NOW;
    expect(isSignInLocked(failures, new Date(at.getTime() - 1))).toBe(true);
    expect(isSignInLocked(failures, at)).toBe(false);
  });
});

describe('lockedOutMessage', () => {
  const inMs = (ms: number) => new Date(NOW.getTime() + ms);
  it.each<[number, string]>([
    [15 * MINUTE, 'Too many failed attempts. Try again in 15 minutes.'],
    [14 * MINUTE + 1, 'Too many failed attempts. Try again in 15 minutes.'],
    [14 * MINUTE, 'Too many failed attempts. Try again in 14 minutes.'],
    [MINUTE + 1, 'Too many failed attempts. Try again in 2 minutes.'],
    [MINUTE, 'Too many failed attempts. Try again in 1 minute.'],
    [1, 'Too many failed attempts. Try again in 1 minute.'],
    // A clock that moved past the end between the check and the message: never "0 minutes".
    [0, 'Too many failed attempts. Try again in 1 minute.'],
  ])('%i ms left → %s', (left, message) => {
    expect(lockedOutMessage(inMs(left), NOW)).toBe(message);
  });
});
