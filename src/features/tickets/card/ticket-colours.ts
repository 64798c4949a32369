/**
 * The ticket card is saved as an image with html2canvas 1.4, which cannot parse the oklch() and
 * color-mix() colours Tailwind 4 generates. Everything painted inside the card therefore uses
 * these plain hex values, set inline, rather than Tailwind colour classes.
 */
export const ticketColours = {
  night: '#1a0b1e',
  plum: '#3b0f3f',
  paper: '#fff6e9',
  ink: '#2a1430',
  inkSoft: '#6b4a70',
  marigold: '#f7a600',
  rani: '#b3166c',
  cream: '#fff6e9',
  muted: '#d9c7de',
  rule: '#e5d3c0',
  qrDark: '#000000',
  qrLight: '#ffffff',
} as const;
