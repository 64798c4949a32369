import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScannedCode } from '@/domain/qr-payload';
import { parseScannedCode } from '@/domain/qr-payload';
import { messageFor } from '@/backend/error-message';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import { NOT_IN_LOCAL_COPY_MESSAGE } from '@/domain/offline-door';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey, summaryQueryKey } from '../api/summary-query';
import { announce } from './feedback';
import { laneDevice, laneName } from './lane-name';
import { REPEAT_READ_MARK, createRepeatFilter } from './repeat-filter';
import { failureVerdict, verdictFor, type Verdict } from './verdict';

export type ScanSource = 'camera' | 'image' | 'manual';

export interface ShownVerdict extends Verdict {
  /** Increases with every verdict, so the same words twice still re-announce. */
  id: number;
  /** performance.now() when the code was decoded, to measure decode → verdict. */
  decodedAt: number;
}

/**
 * The door's one path from a code to a verdict. Codes are answered one at a time in the order
 * they came; the camera's repeats of the same code within 3 s are dropped; the verdict is set
 * only from the flow's committed answer, so green never shows before the booking is marked.
 * While the lane is `offline` (docs/design.md §5.7) the answer is the lane's own, from its copy
 * of the door list, and a green is queued on the device to sync.
 */
export function useCheckIn(eventId: string | null, soundOn: boolean, offline = false) {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null);
  const [busy, setBusy] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const repeats = useMemo(() => createRepeatFilter(), []);
  const counter = useRef(0);
  const device = useMemo(
    () => (typeof navigator === 'undefined' ? null : laneDevice(laneName(), navigator.userAgent)),
    [],
  );
  // Read when a queued code's turn comes, not when it was scanned.
  const offlineNow = useRef(offline);
  useEffect(() => {
    offlineNow.current = offline;
  }, [offline]);

  const show = useCallback(
    (next: Verdict, decodedAt: number) => {
      counter.current += 1;
      setVerdict({ ...next, id: counter.current, decodedAt });
      if (soundOn) announce(next.tone);
    },
    [soundOn],
  );

  const run = useCallback(
    (code: ScannedCode, scanned: string, decodedAt: number) => {
      queue.current = queue.current.then(async () => {
        setBusy(true);
        try {
          const offlineDoor = admin.checkIn.offline;
          if (offlineNow.current && offlineDoor) {
            const local = await offlineDoor.checkIn(code, eventId, { scanned, device });
            show(
              local
                ? verdictFor(local, { offline: true })
                : failureVerdict(NOT_IN_LOCAL_COPY_MESSAGE),
              decodedAt,
            );
            return;
          }
          const result = await admin.checkIn.checkIn(code, eventId, { scanned, device });
          show(verdictFor(result), decodedAt);
          if (result.ok) void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
          void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'door-search'] });
          void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'scan-log'] });
        } catch (error) {
          const detail = messageFor(error, CHECK_IN_FAILED_MESSAGE);
          show(failureVerdict(detail === CHECK_IN_FAILED_MESSAGE ? undefined : detail), decodedAt);
        } finally {
          setBusy(false);
        }
      });
      return queue.current;
    },
    [admin, eventId, device, show, queryClient],
  );

  /** A decoded or typed text: our ticket JSON, a ticket link, or a booking id. */
  const submitText = useCallback(
    (text: string, source: ScanSource) => {
      const decodedAt = performance.now();
      if (source === 'camera' && !repeats.accept(text, Date.now())) {
        performance.mark(REPEAT_READ_MARK);
        return Promise.resolve();
      }
      return run(parseScannedCode(text), text, decodedAt);
    },
    [repeats, run],
  );

  /** A booking picked from the manual search. */
  const submitBooking = useCallback(
    (bookingId: string) => run({ kind: 'bookingId', bookingId }, bookingId, performance.now()),
    [run],
  );

  return {
    verdict,
    busy,
    submitText,
    submitBooking,
    dismiss: useCallback(() => setVerdict(null), []),
    /** After an undo the same ticket may be scanned again at once. */
    forgetLastScan: useCallback(() => repeats.forget(), [repeats]),
  };
}
