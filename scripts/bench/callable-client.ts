// A buyer's browser as the Functions emulator sees it: the callable protocol over fetch, with the
// App Check token the emulator build makes (docs/design.md §16.5) and the buyer's own address in
// X-Forwarded-For, where Cloud Functions puts the caller's (functions/src/client-ip.ts).
import { emulatorAppCheckToken } from '@/backend/firebase-common/emulator-app-check-token';
import {
  SETTLE_TIMEOUT_SECONDS,
  isCallableErrorDetails,
} from '@/backend/firebase-common/callables';
import type { BackendErrorCode } from '@/engine/errors';

/** What one call came back with: the function's result, or its refusal as the site reads it. */
export type CallableAnswer =
  | { ok: true; result: unknown; ms: number }
  | {
      ok: false;
      code: BackendErrorCode | 'no-answer';
      message: string;
      /** The callable protocol's status (INTERNAL, RESOURCE_EXHAUSTED…), or the HTTP one. */
      status: string;
      ms: number;
    };

const APP_ID = '1:000000000000:web:launch-rush';
/** Longer than any callable's own timeout (confirmPayment's is the longest), so a function never answering shows. */
const NO_ANSWER_AFTER_MS = SETTLE_TIMEOUT_SECONDS * 1000 + 30_000;

/** e.g. http://127.0.0.1:5001/demo-sangeet/asia-south1 */
export function callableClient(functionsBaseUrl: string) {
  return async (name: string, data: unknown, clientIp: string): Promise<CallableAnswer> => {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    try {
      const response = await fetch(`${functionsBaseUrl}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-firebase-appcheck': emulatorAppCheckToken(APP_ID, new Date()).token,
          'x-forwarded-for': clientIp,
        },
        body: JSON.stringify({ data }),
        signal: AbortSignal.timeout(NO_ANSWER_AFTER_MS),
      });
      const body = (await response.json()) as {
        result?: unknown;
        error?: { message?: string; status?: string; details?: unknown };
      };
      const ms = elapsed();
      if (response.ok && 'result' in body) return { ok: true, result: body.result, ms };
      const details = body.error?.details;
      return {
        ok: false,
        code: isCallableErrorDetails(details) ? details.backendCode : 'unknown',
        message: body.error?.message ?? '',
        status: body.error?.status ?? `HTTP ${response.status}`,
        ms,
      };
    } catch (error) {
      // No answer at all (a dropped connection, a body that is not JSON): what the bench must
      // never see, reported as such rather than retried.
      return {
        ok: false,
        code: 'no-answer',
        message: String(error),
        status: 'none',
        ms: elapsed(),
      };
    }
  };
}
