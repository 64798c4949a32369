import qrcode from 'qrcode-generator';
import { encodeBilevelPng } from './png';

/**
 * The ticket's QR code as a PNG, without React or a canvas, for the ticket e-mail (the page
 * draws its own with qrcode.react, whose encoder is not exported). Same settings as the page:
 * error correction M and a 4-module quiet zone, so phones and door scanners read both alike.
 */
export const QR_QUIET_ZONE = 4;
/**
 * Pixels per module in every picture of a ticket's QR (the e-mail's PNG, ticket.png): at 8 a
 * photo of a printout or a second screen still gives a camera-side decoder whole modules to see
 * (docs/design.md §5.1). A version 7 code (45 modules, about what a ticket needs) comes out 424 px.
 */
export const QR_MODULE_PIXELS = 8;

/**
 * The smallest whole scale (at least `minimum`) at which a QR drawn `cssSide` CSS pixels wide
 * with `cells` modules across (quiet zone included) gets QR_MODULE_PIXELS device pixels a module.
 */
export function scaleForQrModules(cells: number, cssSide: number, minimum: number): number {
  return Math.max(Math.ceil(minimum), Math.ceil((QR_MODULE_PIXELS * cells) / cssSide));
}

/** The UTF-8 bytes of `text`, one per character, as qrcode-generator's byte mode reads them. */
function utf8ByteString(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** The QR code's modules, row by row, true for dark; the smallest version that holds `text`. */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  // Byte mode over UTF-8, as qrcode.react encodes it; the library's own string conversion keeps
  // only the low byte of each UTF-16 unit, so the bytes are made here.
  code.addData(utf8ByteString(text), 'Byte');
  try {
    code.make();
  } catch (error) {
    // The library throws strings ('code length overflow…'); callers get an Error.
    throw new Error(`Cannot make a QR code: ${String(error)}`);
  }
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, col) => code.isDark(row, col)),
  );
}

export interface QrImage {
  png: Uint8Array;
  /** Width and height in pixels. */
  side: number;
}

/** `text` as a QR code PNG: black on white, quiet zone included. */
export function qrPng(text: string, modulePixels: number = QR_MODULE_PIXELS): QrImage {
  const modules = qrModules(text);
  const side = (modules.length + 2 * QR_QUIET_ZONE) * modulePixels;
  const png = encodeBilevelPng(side, side, (x, y) => {
    const row = Math.floor(y / modulePixels) - QR_QUIET_ZONE;
    const col = Math.floor(x / modulePixels) - QR_QUIET_ZONE;
    return modules[row]?.[col] === true;
  });
  return { png, side };
}
