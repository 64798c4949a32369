/**
 * The one place that knows the QR library. html5-qrcode 2.3.8 is its last release (the
 * project is in maintenance mode), so everything the door needs goes through these three
 * functions; a replacement library slots in here and nowhere else. Loaded on demand, in its
 * own chunk, by the scanner screen only.
 */
import { Html5Qrcode, Html5QrcodeSupportedFormats } from 'html5-qrcode';

/** Decode attempts per second: a door wants an answer within a blink (≥ 10; default is 2). */
export const SCAN_FPS = 15;
/** Share of the frame's shorter side the scan box covers: a phone held out at arm's length
 *  shows a small QR, so the box is large rather than the library's small default. */
export const SCAN_BOX_SHARE = 0.8;

export interface Camera {
  id: string;
  label: string;
}

export interface RunningCamera {
  stop(): Promise<void>;
}

const config = {
  formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
  // The browser's own BarcodeDetector (Chrome on Android, Safari) where it exists: faster
  // and better in bad light than the bundled ZXing port, which stays as the fallback.
  useBarCodeDetectorIfSupported: true,
  experimentalFeatures: { useBarCodeDetectorIfSupported: true },
  verbose: false,
};

/** The cameras this device has; asks for permission first (rejects if refused). */
export async function listCameras(): Promise<Camera[]> {
  const cameras = await Html5Qrcode.getCameras();
  return cameras.map((camera, index) => ({
    id: camera.id,
    label: camera.label || `Camera ${index + 1}`,
  }));
}

/**
 * Shows the camera in the element with `elementId` and calls `onCode` with every decoded text
 * (many times a second while a QR is in view: the caller de-duplicates). `cameraId` null = the
 * back camera.
 */
export async function startCamera(
  elementId: string,
  cameraId: string | null,
  onCode: (text: string) => void,
): Promise<RunningCamera> {
  const scanner = new Html5Qrcode(elementId, config);
  await scanner.start(
    cameraId ?? { facingMode: 'environment' },
    {
      fps: SCAN_FPS,
      qrbox: (width, height) => {
        const side = Math.max(160, Math.floor(Math.min(width, height) * SCAN_BOX_SHARE));
        return { width: side, height: side };
      },
      disableFlip: false,
    },
    (text) => onCode(text),
    // Called for every frame without a QR: not an error worth reporting.
    () => undefined,
  );
  return {
    async stop() {
      if (scanner.isScanning) await scanner.stop();
      scanner.clear();
    },
  };
}

/** Reads the QR in a photo or screenshot (venues have bad cameras and bad light). */
export async function decodeImageFile(elementId: string, file: File): Promise<string> {
  const scanner = new Html5Qrcode(elementId, config);
  try {
    return await scanner.scanFile(file, false);
  } finally {
    scanner.clear();
  }
}
