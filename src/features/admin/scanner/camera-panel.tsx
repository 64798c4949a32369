import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CAMERA_ACCESS_FAILED_MESSAGE } from '@/domain/check-in';
import { useMediaQuery } from '@/lib/use-media-query';
import type { Camera, RunningCamera } from './camera/qr-camera';
import { unlockSound } from './feedback';

type CameraState =
  | { status: 'unsupported' }
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'running' }
  | { status: 'failed' };

const loadCameraModule = () => import('./camera/qr-camera');

const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The live scanner: starts the back camera when the screen opens, offers a camera selector on
 * desktop when there is more than one, and hands every decoded text to `onCode`.
 */
export function CameraPanel({ onCode }: { onCode: (text: string) => void }) {
  const elementId = `qr-reader-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const desktop = useMediaQuery('(min-width: 769px)');
  const [wanted, setWanted] = useState(hasCamera());
  const [attempt, setAttempt] = useState(0);
  const [cameras, setCameras] = useState<Camera[]>([]);
  const view = useRef<HTMLDivElement>(null);
  const running = useRef<RunningCamera | null>(null);
  const [hasTorch, setHasTorch] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  const [cameraId, setCameraIdState] = useState<string | null>(null);
  const runKey = `${attempt}:${cameraId ?? ''}`;
  const [outcome, setOutcome] = useState<{ key: string; status: 'running' | 'failed' } | null>(
    null,
  );
  const state: CameraState = !hasCamera()
    ? { status: 'unsupported' }
    : !wanted
      ? { status: 'idle' }
      : outcome?.key === runKey
        ? { status: outcome.status }
        : { status: 'starting' };

  const stop = useCallback(async () => {
    const current = running.current;
    running.current = null;
    await current?.stop().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    (async () => {
      try {
        const camera = await loadCameraModule();
        if (cancelled || !view.current) return;
        const started = await camera.startCamera(view.current, cameraId, (text) =>
          onCodeRef.current(text),
        );
        if (cancelled) {
          await started.stop();
          return;
        }
        running.current = started;
        setHasTorch(started.hasTorch);
        setTorchOn(false);
        setOutcome({ key: runKey, status: 'running' });
        camera.listCameras().then(
          (found) => {
            if (!cancelled) setCameras(found);
          },
          () => undefined,
        );
      } catch {
        if (!cancelled) setOutcome({ key: runKey, status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      void stop();
    };
  }, [wanted, cameraId, runKey, elementId, stop]);

  const start = () => {
    unlockSound();
    setWanted(true);
    setAttempt((n) => n + 1);
  };
  const setCameraId = (id: string | null) => setCameraIdState(id);
  const toggleTorch = () => {
    const next = !torchOn;
    running.current?.setTorch(next).then(
      () => setTorchOn(next),
      () => setHasTorch(false),
    );
  };

  return (
    <section aria-labelledby={`${elementId}-heading`} className="card flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${elementId}-heading`} className="font-display text-xl font-bold">
          Camera
        </h2>
        {state.status === 'running' || state.status === 'starting' ? (
          <div className="flex flex-wrap gap-3">
            {state.status === 'running' && hasTorch ? (
              <button
                type="button"
                className="btn-ghost"
                aria-pressed={torchOn}
                onClick={toggleTorch}
              >
                Torch
              </button>
            ) : null}
            <button type="button" className="btn-ghost" onClick={() => setWanted(false)}>
              Stop camera
            </button>
          </div>
        ) : state.status !== 'unsupported' ? (
          <button type="button" className="btn-primary" onClick={start}>
            Start camera
          </button>
        ) : null}
      </div>
      {desktop && cameras.length > 1 ? (
        <label className="flex flex-col gap-2">
          <span className="text-sm text-muted">Camera</span>
          <select
            className="field"
            value={cameraId ?? ''}
            onChange={(event) => setCameraId(event.target.value || null)}
          >
            <option value="">Back camera (default)</option>
            {cameras.map((camera) => (
              <option key={camera.id} value={camera.id}>
                {camera.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-xl bg-red-950/60 px-4 py-3 text-red-200">
          {CAMERA_ACCESS_FAILED_MESSAGE}
        </p>
      ) : null}
      {state.status === 'unsupported' ? (
        <p className="text-muted">
          This browser cannot use a camera here. Scan a photo of the ticket or check in by name
          below.
        </p>
      ) : null}
      {state.status === 'starting' ? (
        <p role="status" className="text-muted">
          Starting the camera…
        </p>
      ) : null}
      <div
        ref={view}
        id={elementId}
        aria-label="Live camera"
        role="img"
        className={`relative mx-auto w-full max-w-md overflow-hidden rounded-2xl bg-black ${
          state.status === 'running' || state.status === 'starting' ? '' : 'hidden'
        }`}
      />
    </section>
  );
}
