import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegacyTicketDetails } from '@/features/tickets/legacy/legacy-ticket-details';
import { TicketView } from '@/features/tickets/card/ticket-view';
import { ticket } from './ticket-fixtures';

// docs/design.md §12.3: Add to calendar, Directions and Share on the ticket; an ended event says
// so; the legacy Ticket Details shows names only.

const link = `${window.location.origin}/ticket/${ticket.token}`;
const ENDED = 'This event has ended';

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function renderTicket(overrides: Partial<typeof ticket> = {}) {
  const user = userEvent.setup();
  render(<TicketView ticket={{ ...ticket, ...overrides }} />);
  return { user, card: screen.getByRole('article', { name: ticket.title }) };
}

describe('Add to calendar', () => {
  const files: Blob[] = [];
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    files.length = 0;
    clicked.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          files.push(blob);
          return 'blob:calendar';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads an .ics of the event at its IST times, with the ticket link', async () => {
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toHaveAttribute('download', 'sangeet-vibes-ticket.ics');
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    const ics = (await readText(files[0]!)).replace(/\r\n /g, '');
    // 19 December 2026, 6:00 PM – 10:00 PM IST.
    expect(ics).toContain('\r\nDTSTART:20261219T123000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261219T163000Z\r\n');
    expect(ics).toContain(`\r\nUID:ticket-${ticket.bookingId}@localhost\r\n`);
    expect(ics).toContain('\r\nLOCATION:The Courtyard\\, Indiranagar\\, Bengaluru\r\n');
    expect(ics).toContain(`\r\nURL:${link}\r\n`);
    expect(ics).toContain(`DESCRIPTION:Your ticket (show its QR code at the door): ${link}\\n`);
  });
});

describe('Directions', () => {
  it('opens a Google Maps search for the venue in a new tab', () => {
    renderTicket();
    const directions = screen.getByRole('link', { name: 'Directions' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=The%20Courtyard%2C%20Indiranagar%2C%20Bengaluru',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('is not offered when the ticket has no venue', () => {
    renderTicket({ location: '' });
    expect(screen.queryByRole('link', { name: 'Directions' })).not.toBeInTheDocument();
  });
});

describe('Share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: ticket.title,
      text: `My ticket for ${ticket.title}, Saturday, 19 December 2026`,
      url: link,
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copied');
  });

  it('copies nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderTicket();
    await navigator.clipboard.writeText('something else');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalled();
    expect(await navigator.clipboard.readText()).toBe('something else');
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copied');
  });

  it('copies the link and says so where there is no Web Share API', async () => {
    expect('share' in navigator).toBe(false);
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});

describe('a ticket whose event has ended', () => {
  afterEach(() => vi.useRealTimers());

  it('says so first, dims and stamps the QR, and drops calendar and directions', () => {
    const { card } = renderTicket({ date: '2025-07-28' });
    expect(within(card).getByText(ENDED)).toBeInTheDocument();
    expect(within(card).getByText('EVENT ENDED')).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'Entry QR code' });
    expect(qr.parentElement).toHaveStyle({ opacity: '0.25' });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Directions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Ticket Link' })).toBeInTheDocument();
  });

  it('is a valid pass until 10 PM IST and turns ended while open', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-12-19T16:29:00.000Z')); // 9:59 PM IST
    renderTicket();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000)); // 9:59:59 PM
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_001)); // just after 10 PM
    expect(screen.getByText(ENDED)).toBeInTheDocument();
  });
});

describe('legacy Ticket Details', () => {
  const event = {
    id: 'past',
    title: 'Sangeet Night 2025',
    date: '2025-07-28',
    startTime: '18:00',
    endTime: '22:00',
    location: 'Bengaluru',
    price: 0,
    capacity: 100,
    imageUrl: '',
    description: '',
  };
  const booking = {
    id: 'legacy-1',
    email: 'buyer@example.com',
    eventId: 'past',
    createdAt: '2025-07-01T00:00:00.000Z',
    coupleMembers: [
      {
        name1: 'Rohan',
        gender1: 'Male',
        phone1: '+91 99001 22334',
        email1: 'rohan@example.com',
        insta1: '@rohan',
        name2: 'Isha',
        phone2: '+91 99001 55667',
        email2: 'isha@example.com',
        insta2: '@isha',
      },
    ],
  };

  it('lists attendees by name only', () => {
    render(<LegacyTicketDetails booking={booking} event={event} />);
    const card = screen.getByRole('article', { name: event.title });
    const attendees = within(card).getByText('ATTENDEE(S)').nextElementSibling as HTMLElement;
    expect(
      within(attendees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rohan', 'Isha']);
    for (const hidden of [/99001/, /@example\.com/, /@rohan|@isha/, /Male/, /Instagram/]) {
      expect(card.textContent).not.toMatch(hidden);
    }
  });

  it('says the event has ended once it is over, and not before', () => {
    const { unmount } = render(<LegacyTicketDetails booking={booking} event={event} />);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    unmount();
    render(<LegacyTicketDetails booking={booking} event={{ ...event, date: '2099-01-01' }} />);
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});
