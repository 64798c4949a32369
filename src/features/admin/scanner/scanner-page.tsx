import { useState } from 'react';
import type { CheckInRecord } from '@/backend/admin-backend';
import type { Event } from '@/domain/events';
import { isPastEvent, nextUpcomingEvent } from '@/domain/events';
import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { NO_UPCOMING_EVENT_MESSAGE } from '@/domain/check-in';
import { formatEventDate, formatTimeRange } from '@/domain/format';
import { useDoorEventsQuery } from '../api/door-events-query';
import { QueryView } from '../components/query-view';
import { CameraPanel } from './camera-panel';
import { CheckInHistory } from './check-in-history';
import { DoorConflicts } from './door-conflicts';
import { DoorCounter } from './door-counter';
import { readFeedbackOn, writeFeedbackOn } from './feedback';
import { ImageScan } from './image-scan';
import { useLaneDoor } from './lane-door';
import { ManualCheckIn } from './manual-check-in';
import { OfflineBanner } from './offline-banner';
import { ScanLog } from './scan-log';
import { useCheckIn } from './use-check-in';
import { useOfflineDoor } from './use-offline-door';
import { useWedgeScanner } from './use-wedge-scanner';
import { VerdictOverlay } from './verdict-overlay';

/**
 * /admin/dashboard/qr-scanner: the door on the night (docs/product-spec.md §2,
 * docs/design.md §5.5).
 */
export function ScannerPage() {
  const events = useDoorEventsQuery();
  return (
    <section aria-labelledby="scanner-heading" className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 id="scanner-heading" className="font-display text-3xl font-bold">
        QR Scanner
      </h1>
      <QueryView
        query={events}
        loadingLabel="Loading the event…"
        errorMessage={EVENTS_FETCH_FAILED_MESSAGE}
      >
        {(list) => <Door events={list} />}
      </QueryView>
    </section>
  );
}

const NO_HISTORY: CheckInRecord[] = [];

function Door({ events }: { events: Event[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [upcoming] = useState(() => nextUpcomingEvent(events, new Date()));
  const event = events.find((e) => e.id === chosenId) ?? (chosenId ? null : upcoming);
  const eventId = event?.id ?? null;
  const [soundOn, setSoundOn] = useState(readFeedbackOn);
  const connection = useOfflineDoor();
  const door = useLaneDoor(eventId, connection);
  const checkIn = useCheckIn(eventId, soundOn, connection?.offlineSince != null);
  // A hardware scanner's code takes the camera's path, repeat filter included: a scanner in
  // presentation mode reads a ticket held under it again and again, as the camera does.
  useWedgeScanner(eventId ? (text) => void checkIn.submitText(text, 'camera') : null);

  const [now] = useState(() => new Date());
  const picker = (
    <div className="card flex flex-col gap-4">
      {event ? (
        <div className="min-w-0">
          <p className="eyebrow">Checking in for</p>
          <h2 className="mt-1 font-display text-2xl font-bold wrap-anywhere">{event.title}</h2>
          <p className="text-muted">
            {formatEventDate(event.date)} · {formatTimeRange(event.startTime, event.endTime)}
            {isPastEvent(event, now) ? ' · past event' : ''}
          </p>
        </div>
      ) : (
        <p role="alert">{NO_UPCOMING_EVENT_MESSAGE}</p>
      )}
      {events.length > 0 ? (
        <label className="flex flex-col gap-2">
          <span className="text-sm text-muted">Event</span>
          <select
            className="field"
            value={eventId ?? ''}
            onChange={(change) => setChosenId(change.target.value || null)}
          >
            {event ? null : <option value="">Choose an event</option>}
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title} — {formatEventDate(e.date)}
                {isPastEvent(e, now) ? ' (past)' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );

  // On a phone the camera comes first, at the top of the screen, with the lane's connection line
  // above it and the count below it, all on the first screen above the bottom navigation; which
  // event it checks in for follows (docs/design.md §5.5).
  return (
    <>
      <OfflineBanner status={connection} />
      {eventId ? (
        <>
          <CameraPanel onCode={(text) => void checkIn.submitText(text, 'camera')} />
          <DoorCounter view={door} />
          {picker}
          <div className="flex flex-wrap items-center justify-between gap-4">
            <ImageScan onCode={(text) => checkIn.submitText(text, 'image')} />
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-marigold"
                checked={soundOn}
                onChange={(change) => {
                  setSoundOn(change.target.checked);
                  writeFeedbackOn(change.target.checked);
                }}
              />
              Sound and vibration
            </label>
          </div>
          <p className="text-sm text-muted">
            A USB or Bluetooth ticket scanner works here too: scan with it any time this page is
            open and no text box is selected.
          </p>
          <ManualCheckIn eventId={eventId} busy={checkIn.busy} onCheckIn={checkIn.submitBooking} />
          <DoorConflicts
            eventId={eventId}
            history={door.status === 'ready' ? door.state.history : NO_HISTORY}
          />
          <CheckInHistory view={door} onUndone={checkIn.forgetLastScan} />
          <ScanLog
            eventId={eventId}
            history={door.status === 'ready' ? door.state.history : NO_HISTORY}
          />
        </>
      ) : (
        picker
      )}

      {checkIn.verdict ? (
        <VerdictOverlay
          key={checkIn.verdict.id}
          verdict={checkIn.verdict}
          onDismiss={checkIn.dismiss}
        />
      ) : null}
    </>
  );
}
