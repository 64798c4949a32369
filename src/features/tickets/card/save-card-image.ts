import { ticketColours } from './ticket-colours';

export const TICKET_IMAGE_NAME = 'ticket.png';

/**
 * Renders the card to a PNG and hands it to the browser as a download. html2canvas is imported
 * here, on the click, so no other page (and no visitor who never saves) downloads it.
 */
export async function saveCardImage(card: HTMLElement): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const canvas = await html2canvas(card, {
    backgroundColor: ticketColours.qrLight,
    scale: Math.max(2, window.devicePixelRatio || 1),
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
