import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketView } from '@/features/tickets/card/ticket-view';
import { decodeQrSvg } from './decode-qr';
import { ticket } from './ticket-fixtures';

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock('html2canvas', () => ({ default: html2canvas }));

function renderTicket(overrides: Partial<typeof ticket> = {}) {
  const user = userEvent.setup();
  render(<TicketView ticket={{ ...ticket, ...overrides }} />);
  const card = screen.getByRole('article', { name: ticket.title });
  return { user, card };
}

describe('ticket card (docs/product-spec.md §2)', () => {
  it('shows the logo, EVENT TICKET, title, date, amount paid, promo and dress code', () => {
    const { card } = renderTicket();
    const view = within(card);
    expect(view.getByRole('img', { name: 'Sangeet Vibes' })).toHaveAttribute(
      'src',
      '/brand/logo.svg',
    );
    expect(view.getByText('EVENT TICKET')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: ticket.title })).toBeInTheDocument();
    expect(view.getByText('Saturday, 19 December 2026')).toBeInTheDocument();
    expect(view.getByText('AMOUNT PAID').nextElementSibling).toHaveTextContent('₹1,711');
    expect(view.getByText('PROMO').nextElementSibling).toHaveTextContent('VIPHALF50');
    expect(view.getByText('ADMITS').nextElementSibling).toHaveTextContent(
      '1 Basic + 2 Premium tickets',
    );
    expect(
      view.getByText('Girls must wear a saree. Boys must wear traditional attire.'),
    ).toBeInTheDocument();
  });

  it('names the lead guest when the booking has a name (docs/design.md §9.14)', () => {
    const { card } = renderTicket({ name: 'Asha Rao' });
    expect(within(card).getByText('GUEST').nextElementSibling).toHaveTextContent('Asha Rao');
  });

  it('has no GUEST line without a name', () => {
    const { card } = renderTicket();
    expect(within(card).queryByText('GUEST')).not.toBeInTheDocument();
  });

  it('has no PROMO line without a coupon', () => {
    const { card } = renderTicket({ couponCode: null });
    expect(within(card).queryByText('PROMO')).not.toBeInTheDocument();
  });

  it('carries a 160 px QR that scans to the booking id, e-mail and counts', () => {
    const { card } = renderTicket();
    const qr = within(card).getByRole('img', { name: 'Entry QR code' });
    expect(qr).toHaveAttribute('width', '160');
    expect(qr).toHaveAttribute('height', '160');
    const text = decodeQrSvg(qr as unknown as SVGElement);
    expect(text).toBe(
      '{"bookingId":"bk_7Hq2LmP9","email":"asha@example.com","ticket499Count":1,"ticket1212Count":2}',
    );
  });

  it('keeps a white quiet zone around the QR', () => {
    const { card } = renderTicket();
    const qr = within(card).getByRole('img', { name: 'Entry QR code' });
    const [background, modules] = qr.querySelectorAll('path');
    expect(background).toHaveAttribute('fill', '#ffffff');
    expect(modules?.getAttribute('d')).toMatch(/^M4[ ,]4/);
  });

  it('paints the card with plain hex colours, which html2canvas can read', () => {
    const { card } = renderTicket();
    const styled = [card, ...card.querySelectorAll<HTMLElement>('[style]')];
    for (const element of styled) {
      expect(element.getAttribute('style') ?? '').not.toMatch(/oklch|oklab|color-mix|lab\(/);
    }
    expect(card.innerHTML).not.toMatch(
      /\b(bg|text|border)-(white|black|cream|muted|night|plum|rani|marigold)/,
    );
  });
});

describe('Copy Ticket Link', () => {
  const link = () => `${window.location.origin}/ticket/${ticket.token}`;

  it('copies the ticket link and says so', async () => {
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Copy Ticket Link' }));
    expect(await navigator.clipboard.readText()).toBe(link());
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  describe('without the Clipboard API', () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    let execCommand: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      execCommand = vi.fn(() => true);
      Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    });
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      Reflect.deleteProperty(document, 'execCommand');
    });

    it('falls back to copying a selection', async () => {
      const { user } = renderTicket();
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Copy Ticket Link' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    });

    it('shows the link to copy by hand when copying is blocked', async () => {
      const { user } = renderTicket();
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      execCommand.mockReturnValue(false);
      await user.click(screen.getByRole('button', { name: 'Copy Ticket Link' }));
      expect(screen.getByRole('textbox', { name: /Copy this link yourself/ })).toHaveValue(link());
      expect(screen.getByRole('status')).not.toHaveTextContent('Link copied');
    });
  });
});

describe('Download Image', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ticket'), revokeObjectURL: vi.fn() }),
    );
  });
  it('renders the card, and only the card, to ticket.png', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    html2canvas.mockResolvedValue({ toBlob: (done: (b: Blob) => void) => done(blob) });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user, card } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Download Image' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(html2canvas).toHaveBeenCalledWith(
      card,
      expect.objectContaining({ backgroundColor: '#ffffff' }),
    );
    expect(clicked[0]).toHaveAttribute('download', 'ticket.png');
    expect(clicked[0]).toHaveAttribute('href', 'blob:ticket');
    expect(await screen.findByText('Image saved as ticket.png')).toBeInTheDocument();
  });

  it('suggests a screenshot when the image cannot be made', async () => {
    html2canvas.mockRejectedValue(new Error('Attempting to parse an unsupported color function'));
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Download Image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Take a screenshot of your ticket instead.',
    );
  });
});
