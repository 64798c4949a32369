import jsQR from 'jsqr';

const PX_PER_MODULE = 4;
const RUN = /M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g;

/**
 * Reads a qrcode.react <svg> the way a scanner would: rasterises its dark-module path onto a
 * white bitmap and decodes it with jsQR. Null when the code cannot be read (e.g. no quiet zone).
 */
export function decodeQrSvg(svg: SVGElement): string | null {
  const [, , w, h] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  if (!w || !h) return null;
  const dark = svg.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
  const width = w * PX_PER_MODULE;
  const height = h * PX_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [, x, y, run] of dark.matchAll(RUN)) {
    for (let mx = Number(x); mx < Number(x) + Number(run); mx++) {
      for (let py = 0; py < PX_PER_MODULE; py++) {
        for (let px = 0; px < PX_PER_MODULE; px++) {
          const offset = ((Number(y) * PX_PER_MODULE + py) * width + mx * PX_PER_MODULE + px) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}
