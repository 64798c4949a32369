/**
 * A second look at a picture where no code was found (docs/design.md §5.6). ZXing misses most QR
 * codes drawn with fewer than about 3 pixels a module — a ticket held far from the camera, a
 * small screenshot — and reads them once the picture is drawn twice as large with smoothing. On
 * the decode bench this took camera-like frames from 98.5 % read to the 99 % target.
 *
 * No imports: the decode bench loads this file into its page (types stripped), so that it
 * measures what the door runs.
 */

/** How much larger the second look draws the picture. */
export const ENLARGE_SCALE = 2;
/** Longest side of the enlarged picture: a bound on the second look's time and memory. */
export const ENLARGED_MAX_SIDE = 2048;
/**
 * Share of the frame's shorter side the scan box covers (where the door person aims): a phone
 * held out at arm's length shows a small QR, so the box is large.
 */
export const SCAN_BOX_SHARE = 0.8;

/**
 * What to enlarge: the scan box of a camera frame (the code is where the person aims), or a
 * whole picture (a file: the code may be anywhere in it). A picture too large to enlarge whole
 * within ENLARGED_MAX_SIDE has its scan box enlarged instead.
 */
export type EnlargeAim = 'scan-box' | 'whole';

interface Drawable {
  source: CanvasImageSource;
  width: number;
  height: number;
}

/** `picture` with its pixel size if a canvas can draw it (a video frame, canvas, bitmap), else null. */
export function drawable(picture: unknown): Drawable | null {
  if (typeof HTMLVideoElement !== 'undefined' && picture instanceof HTMLVideoElement)
    return { source: picture, width: picture.videoWidth, height: picture.videoHeight };
  if (
    (typeof HTMLCanvasElement !== 'undefined' && picture instanceof HTMLCanvasElement) ||
    (typeof ImageBitmap !== 'undefined' && picture instanceof ImageBitmap) ||
    (typeof OffscreenCanvas !== 'undefined' && picture instanceof OffscreenCanvas)
  )
    return { source: picture, width: picture.width, height: picture.height };
  return null;
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

function scanBox(width: number, height: number): Region {
  const side = Math.round(Math.min(width, height) * SCAN_BOX_SHARE);
  return {
    x: Math.round((width - side) / 2),
    y: Math.round((height - side) / 2),
    width: side,
    height: side,
  };
}

const scaleFor = (region: Region) =>
  Math.min(ENLARGE_SCALE, ENLARGED_MAX_SIDE / Math.max(region.width, region.height));

/** The region to enlarge and by how much, or null when it cannot be made any larger. */
export function enlargement(
  width: number,
  height: number,
  aim: EnlargeAim,
): { region: Region; scale: number } | null {
  if (width <= 0 || height <= 0) return null;
  const whole = { x: 0, y: 0, width, height };
  // A scale under 1.5 gains too little to be worth a second decode.
  if (aim === 'whole' && scaleFor(whole) >= 1.5) return { region: whole, scale: scaleFor(whole) };
  const box = scanBox(width, height);
  return scaleFor(box) >= 1.5 ? { region: box, scale: scaleFor(box) } : null;
}

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number): Canvas2d | null {
  if (typeof OffscreenCanvas !== 'undefined')
    return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true });
}

/**
 * `picture` (a video frame, canvas or bitmap), its scan box or whole, drawn larger with smoothing;
 * null for any other picture (pixels, a file), where there is no canvas (Node), or when there is
 * nothing to gain.
 */
export function enlarge(picture: unknown, aim: EnlargeAim): ImageData | null {
  const found = drawable(picture);
  const plan = found && enlargement(found.width, found.height, aim);
  if (!plan) return null;
  const { region, scale } = plan;
  const width = Math.round(region.width * scale);
  const height = Math.round(region.height * scale);
  const context = canvasOf(width, height);
  if (!context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    found.source,
    region.x,
    region.y,
    region.width,
    region.height,
    0,
    0,
    width,
    height,
  );
  return context.getImageData(0, 0, width, height);
}
