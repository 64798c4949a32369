// A video file for Chromium's fake camera (--use-file-for-fake-video-capture=<file>.y4m), shared
// by the e2e tests and `npm run bench`: each PNG (e.g. a screenshot of a ticket's QR) is centred
// on white, scaled to `qrSide` pixels, and held for `secondsEach`. Written as YUV4MPEG2 4:2:0
// (the format Chromium reads), grey only. Chromium loops the file. Written here in plain Node
// rather than with ffmpeg: the format is a header and raw planes, and no install step is needed.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * @param {string} path
 * @param {Buffer[]} pictures PNG files
 * @param {{ width?: number, height?: number, fps?: number, secondsEach?: number, qrSide?: number }} [options]
 */
export function writeFakeCameraVideo(
  path,
  pictures,
  { width = 640, height = 480, fps = 10, secondsEach = 1, qrSide = 320 } = {},
) {
  const framesEach = Math.max(1, Math.round(fps * secondsEach));
  const chunks = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  const frameHeader = Buffer.from('FRAME\n');
  for (const picture of pictures) {
    const frame = lumaFrame(PNG.sync.read(picture), width, height, qrSide);
    for (let i = 0; i < framesEach; i += 1) chunks.push(frameHeader, frame);
  }
  writeFileSync(path, Buffer.concat(chunks));
}

/** One frame: the Y plane from the picture's brightness (nearest-neighbour scaled), U and V grey. */
function lumaFrame(image, width, height, side) {
  const frame = Buffer.alloc(width * height * 1.5, 128);
  frame.fill(255, 0, width * height);
  const scale = side / Math.max(image.width, image.height);
  const drawnW = Math.min(width, Math.round(image.width * scale));
  const drawnH = Math.min(height, Math.round(image.height * scale));
  const left = Math.floor((width - drawnW) / 2);
  const top = Math.floor((height - drawnH) / 2);
  for (let y = 0; y < drawnH; y += 1) {
    const sourceY = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < drawnW; x += 1) {
      const sourceX = Math.min(image.width - 1, Math.floor(x / scale));
      const i = (sourceY * image.width + sourceX) * 4;
      const alpha = image.data[i + 3] / 255;
      const luma = 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
      frame[(top + y) * width + left + x] = Math.round(luma * alpha + 255 * (1 - alpha));
    }
  }
  return frame;
}
