import { describe, expect, it } from 'vitest';
import {
  APP_CHECK_ENFORCED,
  APP_CHECK_REPLAY_PROTECTED,
  refuseReplayedAppCheckToken,
} from '../../functions/src/app-check';
import { ORDER_FAILED_MESSAGE } from '@/domain/orders';

const app = (alreadyConsumed?: boolean) => ({
  appId: '1:1:web:1',
  token: { app_id: '1:1:web:1' } as never,
  ...(alreadyConsumed === undefined ? {} : { alreadyConsumed }),
});

describe('App Check on the callables (docs/design.md §16.2)', () => {
  it('is enforced everywhere, and createOrder consumes its token', () => {
    expect(APP_CHECK_ENFORCED).toEqual({ enforceAppCheck: true });
    expect(APP_CHECK_REPLAY_PROTECTED).toEqual({
      enforceAppCheck: true,
      consumeAppCheckToken: true,
    });
  });

  it('refuses a token that was already used, and lets a fresh one through', () => {
    expect(() => refuseReplayedAppCheckToken({ app: app(true) })).toThrow(
      expect.objectContaining({ code: 'invalid-request', message: ORDER_FAILED_MESSAGE }),
    );
    expect(() => refuseReplayedAppCheckToken({ app: app(false) })).not.toThrow();
    expect(() => refuseReplayedAppCheckToken({ app: app() })).not.toThrow();
  });
});
