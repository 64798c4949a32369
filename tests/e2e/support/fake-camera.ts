import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture=<file>.y4m): each
 * PNG (e.g. a screenshot of a ticket's QR) is centred on white, scaled up to `qrSide` pixels,
 * and held for `secondsEach`. Written as YUV4MPEG2 4:2:0 (the format Chromium reads), grey only.
 * Chromium loops the file, so one picture makes a camera that shows that ticket for ever.
 */
export function writeFakeCameraVideo(
  path: string,
  pictures: Buffer[],
  { width = 640, height = 480, fps = 10, secondsEach = 1, qrSide = 320 } = {},
): void {
  const framesEach = Math.max(1, Math.round(fps * secondsEach));
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frameHeader = Buffer.from('FRAME\n');
  const chunks: Buffer[] = [header];
  for (const picture of pictures) {
    const frame = lumaFrame(PNG.sync.read(picture), width, height, qrSide);
    for (let i = 0; i < framesEach; i += 1) chunks.push(frameHeader, frame);
  }
  writeFileSync(
    path,
    Buffer.concat(
      chunks,
      chunks.reduce((n, c) => n + c.length, 0),
    ),
  );
}

/** One frame: Y plane from the picture's brightness (nearest-neighbour scaled), U and V grey. */
function lumaFrame(image: PNG, width: number, height: number, side: number): Buffer {
  const frame = Buffer.alloc(width * height * 1.5, 128);
  frame.fill(255, 0, width * height);
  const scale = side / Math.max(image.width, image.height);
  const drawnW = Math.round(image.width * scale);
  const drawnH = Math.round(image.height * scale);
  const left = Math.floor((width - drawnW) / 2);
  const top = Math.floor((height - drawnH) / 2);
  for (let y = 0; y < drawnH; y += 1) {
    const sourceY = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < drawnW; x += 1) {
      const sourceX = Math.min(image.width - 1, Math.floor(x / scale));
      const i = (sourceY * image.width + sourceX) * 4;
      const alpha = (image.data[i + 3] ?? 255) / 255;
      const luma =
        0.299 * (image.data[i] ?? 0) +
        0.587 * (image.data[i + 1] ?? 0) +
        0.114 * (image.data[i + 2] ?? 0);
      frame[(top + y) * width + left + x] = Math.round(luma * alpha + 255 * (1 - alpha));
    }
  }
  return frame;
}
