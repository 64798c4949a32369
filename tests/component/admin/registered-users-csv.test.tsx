import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_PAST_EVENT_ID } from '@/backend/demo/seed';
import { CSV_BOM } from '@/domain/csv';
import { REGISTRATIONS_CSV_HEADER } from '@/domain/registrations-csv';
import { admin, openAdmin as open, signInAs } from './admin-harness';
import { range, storedBooking } from './registration-records';
import { unbookUpcomingParty } from '../../support/unbooked-party';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

/** What the page handed the browser to download: jsdom has no downloads, so they are caught here. */
interface Download {
  filename: string;
  blob: Blob;
}

let downloads: Download[];
const blobs = new Map<string, Blob>();
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;

beforeEach(() => {
  downloads = [];
  let next = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) downloads.push({ filename: this.download, blob });
  });
});

afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  blobs.clear();
});

/** Reads a file as bytes then text, as a spreadsheet program would (BOM included). */
async function contents(blob: Blob): Promise<{ bytes: Uint8Array; text: string }> {
  // jsdom's Blob has no arrayBuffer(); its FileReader reads the same bytes.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });
  const bytes = new Uint8Array(buffer);
  return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('Registered Users: Export CSV', () => {
  it('downloads the filtered list as a dated CSV with a BOM, CRLF lines and safe cells', async () => {
    const { user, db } = await open(slot, '/admin/dashboard/registered-users');
    await unbookUpcomingParty(db);
    await db.newbookings.put(
      storedBooking(1, {
        email: '=danger@example.com',
        basic: 2,
        premium: 1,
        eventId: DEMO_PAST_EVENT_ID,
      }),
    );
    await signInAs(user, admin);
    await waitFor(() =>
      expect(screen.getByText('Showing 6 of 6 registrations')).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), DEMO_PAST_EVENT_ID);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Check-in' }), 'Not checked in');
    await waitFor(() =>
      expect(screen.getByText('Showing 3 of 3 registrations')).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [download] = downloads as [Download];
    expect(download.filename).toMatch(/^registered-users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(download.blob.type).toBe('text/csv;charset=utf-8');

    const { bytes, text } = await contents(download.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(REGISTRATIONS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    // Newest first, as on screen: the new booking, then Neha and Kavya (legacy, not checked in).
    expect(lines[1]).toMatch(/^seeded-0001,New,,'=danger@example\.com,,,/);
    expect(lines[1]).toContain(',"2 Basic, 1 Premium",2,1,3,');
    expect(lines[2]).toMatch(/^legacy-minimal-1,Legacy,Neha Kapoor,neha\.kapoor@example\.com,/);
    expect(lines[3]).toMatch(/^legacy-stagmembers-1,Legacy,Kavya Iyer,/);
    expect(lines[3]).toContain(',VIPKAVYA7,No,,');
    expect(text).not.toContain('Rohan');
  });

  it('exports every registration the filters match, not only the pages loaded on screen', async () => {
    const { user, db } = await open(slot, '/admin/dashboard/registered-users');
    await unbookUpcomingParty(db);
    await db.newbookings.bulkPut(
      range(250).map((i) => storedBooking(i, { checkedIn: i % 2 === 0 })),
    );
    await signInAs(user, admin);
    // 100 of the 250 bookings are on screen, and the 5 legacy bookings.
    await waitFor(() =>
      expect(screen.getByText('Showing 105 of 255 registrations')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const all = (await contents(downloads[0]!.blob)).text.slice(1).split('\r\n').slice(1, -1);
    expect(all).toHaveLength(255);
    expect(all.filter((line) => line.startsWith('seeded-0250,'))).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Check-in' }), 'Checked in');
    // Seeded 2, 4 … 250, and the two legacy bookings checked in at the older party.
    await waitFor(() =>
      expect(screen.getByText('Showing 102 of 127 registrations')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const checkedIn = (await contents(downloads[1]!.blob)).text.slice(1).split('\r\n').slice(1, -1);
    expect(checkedIn).toHaveLength(127);
    expect(checkedIn.every((line) => line.includes(',Yes,'))).toBe(true);
  });
});
