import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserFailureLog,
  memoryFailureLog,
  signInWithLockout,
  type SignInFailureLog,
} from '@/backend/sign-in-lockout';
import { BackendError } from '@/engine/errors';
import { MemoryStorage } from '../../contract/support/memory-storage';

const EMAIL = 'asha@example.com';
const AT = new Date('2026-11-21T06:00:00.000Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

/** An adapter's password check: right for 'right', wrong ('invalid-credentials') otherwise. */
function passwordCheck(password: string) {
  const checked: string[] = [];
  const check = async (email: string) => {
    checked.push(email);
    if (password !== 'right') throw new BackendError('invalid-credentials', 'Invalid credentials');
    return `uid-of-${email}`;
  };
  return { check, checked };
}

const attempt = (log: SignInFailureLog, password: string, now = AT, email = EMAIL) =>
  signInWithLockout(log, email, now, passwordCheck(password).check);

async function failFiveTimes(log: SignInFailureLog, now = AT) {
  for (let i = 0; i < 5; i++) {
    await expect(attempt(log, 'wrong', now)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
  }
}

describe('the sign-in lock-out every adapter runs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves with what the password check gave, for the normalised e-mail', async () => {
    const { check, checked } = passwordCheck('right');
    await expect(
      signInWithLockout(memoryFailureLog(), ' ASHA@Example.com ', AT, check),
    ).resolves.toBe(`uid-of-${EMAIL}`);
    expect(checked).toEqual([EMAIL]);
  });

  it('refuses a malformed e-mail without checking it or counting it', async () => {
    const log = memoryFailureLog();
    const { check, checked } = passwordCheck('right');
    await expect(signInWithLockout(log, 'not-an-email', AT, check)).rejects.toMatchObject({
      code: 'invalid-credentials',
      message: 'Invalid credentials',
    });
    expect(checked).toEqual([]);
    expect(log.read('not-an-email')).toEqual([]);
  });

  it('pauses an e-mail after 5 wrong passwords, the right one included, until 15 minutes pass', async () => {
    const log = memoryFailureLog();
    await failFiveTimes(log);
    const { check, checked } = passwordCheck('right');
    await expect(signInWithLockout(log, EMAIL, AT, check)).rejects.toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Try again in 15 minutes.',
    });
    await expect(signInWithLockout(log, EMAIL, minutes(14), check)).rejects.toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Try again in 1 minute.',
    });
    expect(checked).toEqual([]);
    await expect(attempt(log, 'right', minutes(15))).resolves.toBe(`uid-of-${EMAIL}`);
  });

  it('pauses that e-mail only', async () => {
    const log = memoryFailureLog();
    await failFiveTimes(log);
    await expect(attempt(log, 'right', AT, 'meera@example.com')).resolves.toBeDefined();
  });

  it('forgets the failures after a right password', async () => {
    const log = memoryFailureLog();
    for (let i = 0; i < 4; i++) await expect(attempt(log, 'wrong')).rejects.toBeDefined();
    await attempt(log, 'right');
    expect(log.read(EMAIL)).toEqual([]);
  });

  it('does not count a failure that was not a wrong password', async () => {
    const log = memoryFailureLog();
    const offline = async () => {
      throw new BackendError('unknown', 'Login failed. Please try again.');
    };
    for (let i = 0; i < 6; i++) {
      await expect(signInWithLockout(log, EMAIL, AT, offline)).rejects.toMatchObject({
        code: 'unknown',
      });
    }
    expect(log.read(EMAIL)).toEqual([]);
  });

  describe('kept in the browser', () => {
    const keyOf = (email: string) => `test:sign-in-failures:${email}`;

    it('outlives a reload and is shared by the tabs', async () => {
      vi.stubGlobal('localStorage', new MemoryStorage());
      await failFiveTimes(browserFailureLog(keyOf));
      await expect(attempt(browserFailureLog(keyOf), 'right')).rejects.toMatchObject({
        code: 'too-many-requests',
      });
    });

    it('is kept per device: a browser where someone mistyped does not lock another', async () => {
      vi.stubGlobal('localStorage', new MemoryStorage());
      await failFiveTimes(browserFailureLog(keyOf));
      // The door team's other phone: its own storage, the same account.
      vi.stubGlobal('localStorage', new MemoryStorage());
      await expect(attempt(browserFailureLog(keyOf), 'right')).resolves.toBe(`uid-of-${EMAIL}`);
    });

    it('still pauses this page where storage refuses to keep the count', async () => {
      const storage = new MemoryStorage();
      storage.setItem = () => {
        throw new Error('QuotaExceededError');
      };
      vi.stubGlobal('localStorage', storage);
      const log = browserFailureLog(keyOf);
      await failFiveTimes(log);
      await expect(attempt(log, 'right')).rejects.toMatchObject({ code: 'too-many-requests' });
    });

    it('reads a tampered count as no failures', async () => {
      const storage = new MemoryStorage();
      vi.stubGlobal('localStorage', storage);
      storage.setItem(keyOf(EMAIL), '{"not":"a list"}');
      expect(browserFailureLog(keyOf).read(EMAIL)).toEqual([]);
      storage.setItem(keyOf(EMAIL), '[1, "x", null]');
      expect(browserFailureLog(keyOf).read(EMAIL)).toEqual([1]);
    });
  });
});
