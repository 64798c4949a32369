import { scaleForQrModules } from '@/domain/qr-image';
import { ticketColours } from './ticket-colours';

export const TICKET_IMAGE_NAME = 'ticket.png';

/**
 * Renders the card to a PNG and hands it to the browser as a download. html2canvas is imported
 * here, on the click, so no other page (and no visitor who never saves) downloads it.
 */
/**
 * A whole-number scale, so the QR's modules land on whole pixels, and large enough for 8 of them
 * a module (docs/design.md §5.1): 3× for a typical ticket, 4× for a very long e-mail address.
 */
function imageScale(card: HTMLElement): number {
  const screen = Math.max(2, window.devicePixelRatio || 1);
  const qr = card.querySelector('svg[viewBox]');
  const cells = Number(qr?.getAttribute('viewBox')?.split(' ')[2]);
  const side = qr?.getBoundingClientRect().width ?? 0;
  return cells > 0 && side > 0 ? scaleForQrModules(cells, side, screen) : Math.ceil(screen);
}

export async function saveCardImage(card: HTMLElement): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const canvas = await html2canvas(card, {
    backgroundColor: ticketColours.qrLight,
    scale: imageScale(card),
    logging: false,
    useCORS: true,
    // Square corners in the file: rounded ones would be filled with the background colour.
    onclone: (_document, clone) => {
      clone.style.borderRadius = '0';
    },
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the ticket image.');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TICKET_IMAGE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
