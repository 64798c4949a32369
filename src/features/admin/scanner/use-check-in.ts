import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScannedCode } from '@/domain/qr-payload';
import { parseScannedCode } from '@/domain/qr-payload';
import { messageFor } from '@/backend/error-message';
import { CHECK_IN_FAILED_MESSAGE } from '@/domain/check-in';
import type { CheckInDetails } from '@/backend/admin-backend';
import { newDocumentId } from '@/domain/document-id';
import {
  DOOR_ANSWER_LIMIT_MS,
  NOT_IN_LOCAL_COPY_MESSAGE,
  NO_ANSWER_MESSAGE,
} from '@/domain/offline-door';
import { cryptoRandomBytes } from '@/domain/random-bytes';
import { answerWithin } from '@/lib/answer-within';
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
 * of the door list, and a green is queued on the device to sync. A server that does not answer
 * within DOOR_ANSWER_LIMIT_MS makes the lane offline and the code is decided the same way, so
 * no code waits on one the network swallowed.
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

  const refreshReads = useCallback(
    (admitted: boolean) => {
      if (admitted) void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'door-search'] });
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'scan-log'] });
    },
    [queryClient],
  );

  /** The lane's own verdict, from its copy of the door list; a green is queued to sync. */
  const decideHere = useCallback(
    async (code: ScannedCode, details: CheckInDetails): Promise<Verdict> => {
      const offlineDoor = admin.checkIn.offline;
      if (!offlineDoor) return failureVerdict(NO_ANSWER_MESSAGE);
      const local = await offlineDoor.checkIn(code, eventId, details);
      return local ? verdictFor(local, { offline: true }) : failureVerdict(NOT_IN_LOCAL_COPY_MESSAGE);
    },
    [admin, eventId],
  );

  const run = useCallback(
    (code: ScannedCode, scanned: string, decodedAt: number) => {
      // One id for this attempt, online or offline: a late online answer after the lane decided
      // offline finds its line written by the sync, or the sync finds the online one, and
      // nothing is admitted twice (docs/design.md §5.7).
      const details: CheckInDetails = {
        scanned,
        device,
        attemptId: newDocumentId(cryptoRandomBytes),
      };
      queue.current = queue.current.then(async () => {
        setBusy(true);
        try {
          if (offlineNow.current && admin.checkIn.offline) {
            show(await decideHere(code, details), decodedAt);
            return;
          }
          const online = admin.checkIn.checkIn(code, eventId, details);
          const answer = await answerWithin(online, DOOR_ANSWER_LIMIT_MS);
          if (!answer.answered) {
            // No verdict from a late answer: the lane has given its own. What it wrote is read.
            online.then((late) => refreshReads(late.ok), () => undefined);
            offlineNow.current = true;
            admin.checkIn.offline?.noAnswer();
            show(await decideHere(code, details), decodedAt);
            return;
          }
          show(verdictFor(answer.value), decodedAt);
          refreshReads(answer.value.ok);
        } catch (error) {
          const detail = messageFor(error, CHECK_IN_FAILED_MESSAGE);
          show(failureVerdict(detail === CHECK_IN_FAILED_MESSAGE ? undefined : detail), decodedAt);
        } finally {
          setBusy(false);
        }
      });
      return queue.current;
    },
    [admin, eventId, device, show, decideHere, refreshReads],
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
