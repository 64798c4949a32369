import { QRCodeSVG } from 'qrcode.react';
import { ticketColours } from './ticket-colours';

/**
 * docs/product-spec.md §9: 160 px. Level M and a 4-module white quiet zone, so phones and door
 * scanners read it.
 */
export const TICKET_QR_SIZE = 160;

export function TicketQr({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={TICKET_QR_SIZE}
      level="M"
      marginSize={4}
      bgColor={ticketColours.qrLight}
      fgColor={ticketColours.qrDark}
      title={label}
      role="img"
      aria-label={label}
      className="block rounded-md"
    />
  );
}
