/**
 * The door's camera (docs/design.md §5.6): the one module that knows getUserMedia and the QR
 * detector. It shows the camera in a container with a scan box to aim at, reads a frame at
 * least every FRAME_INTERVAL_MS, and offers the torch where the camera has one. Loaded on
 * demand, in its own chunk with the decoder, by the scanner screen only.
 */
import { SCAN_BOX_SHARE } from './enlarge';
import { loadQrDetector } from './load-qr-detector';
import type { QrDetector } from './qr-detector';

/** At most this long between the starts of two decode attempts (≥ 15 a second). */
export const FRAME_INTERVAL_MS = 66;
/**
 * The scan box is where to aim; the whole frame is decoded, so a ticket partly outside the box
 * still reads, and the box alone is read again enlarged when nothing was found (small codes).
 */
export { SCAN_BOX_SHARE };

export interface Camera {
  id: string;
  label: string;
}

export interface RunningCamera {
  /** Whether this camera has a torch the page may switch. */
  hasTorch: boolean;
  setTorch(on: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** The torch is not in TypeScript's DOM types yet (Chrome on Android supports it). */
interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}
interface TorchConstraints extends MediaTrackConstraintSet {
  torch?: boolean;
}

/** The cameras this device has, once the page has camera permission (labels need it). */
export async function listCameras(): Promise<Camera[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput')
    .map((device, index) => ({
      id: device.deviceId,
      label: device.label || `Camera ${index + 1}`,
    }));
}

function videoConstraints(cameraId: string | null): MediaTrackConstraints {
  // 1280×720 where the camera offers it: a ticket held at arm's length still has pixels enough.
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return cameraId
    ? { ...size, deviceId: { exact: cameraId } }
    : { ...size, facingMode: { ideal: 'environment' } };
}

function showVideo(container: HTMLElement, stream: MediaStream) {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.autoplay = true;
  video.className = 'block h-auto w-full';
  video.srcObject = stream;
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.className =
    'pointer-events-none absolute top-1/2 left-1/2 aspect-square -translate-x-1/2 -translate-y-1/2 rounded-xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]';
  box.style.height = `${SCAN_BOX_SHARE * 100}%`;
  box.style.maxWidth = `${SCAN_BOX_SHARE * 100}%`;
  container.append(video, box);
  return { video, remove: () => (video.remove(), box.remove()) };
}

/**
 * Decodes the current frame of `video` whenever the previous decode is done, no faster. Every
 * other frame gets the second look at its scan box when the first finds nothing: a small code
 * still reads within two frames, and an idle door decodes the enlarged box (about 5× the time
 * of a frame) at half the rate, which spares a phone's battery.
 */
function scanLoop(video: HTMLVideoElement, detector: QrDetector, onCode: (text: string) => void) {
  let stopped = false;
  let frames = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const started = performance.now();
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      try {
        frames += 1;
        const secondLook = frames % 2 === 0 ? 'scan-box' : null;
        for (const text of await detector.detect(video, secondLook)) if (!stopped) onCode(text);
      } catch {
        // A frame the decoder could not take (the camera switching size): the next one will do.
      }
    }
    if (!stopped)
      timer = setTimeout(tick, Math.max(0, FRAME_INTERVAL_MS - (performance.now() - started)));
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Shows the camera (`cameraId` null = the back camera) in `container` and calls `onCode` with
 * every decoded text: many times a second while a QR is in view, so the caller de-duplicates.
 * Rejects when the camera cannot be opened or the decoder cannot load.
 */
export async function startCamera(
  container: HTMLElement,
  cameraId: string | null,
  onCode: (text: string) => void,
): Promise<RunningCamera> {
  // The decoder loads while the person answers the camera prompt.
  const detecting = loadQrDetector();
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: videoConstraints(cameraId),
      audio: false,
    });
  } catch (error) {
    detecting.catch(() => undefined);
    throw error;
  }
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
  let detector: QrDetector;
  try {
    detector = await detecting;
  } catch (error) {
    stopTracks();
    throw error;
  }
  const shown = showVideo(container, stream);
  const stopLoop = scanLoop(shown.video, detector, onCode);
  const [track] = stream.getVideoTracks();
  const capabilities: TorchCapabilities = track?.getCapabilities?.() ?? {};
  return {
    hasTorch: capabilities.torch === true,
    async setTorch(on) {
      const torch: TorchConstraints = { torch: on };
      await track?.applyConstraints({ advanced: [torch] });
    },
    async stop() {
      stopLoop();
      stopTracks();
      shown.remove();
    },
  };
}
