import jsQR from 'jsqr';

/**
 * Reads the QR code drawn by qrcode.react's QRCodeSVG back to its text: the SVG's dark path is
 * one "M x y h n v1 H x z" run per row segment of dark modules, so it is painted into a bitmap
 * (4 px a module) and handed to jsQR, as a phone camera's picture would be.
 */
export function decodeQrSvg(svg: SVGSVGElement): string | null {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const paths = [...svg.querySelectorAll('path')];
  const dark = paths.at(-1)?.getAttribute('d') ?? '';
  const scale = 4;
  const w = width * scale;
  const h = height * scale;
  const pixels = new Uint8ClampedArray(w * h * 4).fill(255);
  for (const run of dark.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    const [x0, y0, length] = [Number(run[1]), Number(run[2]), Number(run[3])];
    for (let y = y0 * scale; y < (y0 + 1) * scale; y++) {
      for (let x = x0 * scale; x < (x0 + length) * scale; x++) {
        const at = (y * w + x) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, w, h)?.data ?? null;
}
