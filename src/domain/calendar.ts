import type { EventWindow } from './event-time';

/** One event as an iCalendar file (RFC 5545), for "Add to calendar". */
export interface CalendarEntry {
  /** Globally unique and stable, so adding the same ticket twice updates one entry. */
  uid: string;
  title: string;
  window: EventWindow;
  location: string;
  description: string;
  url: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
const PRODUCT_ID = '-//Sangeet Vibes//Tickets//EN';
/** RFC 5545 §3.1: lines are at most 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex
}

const utf8 = new TextEncoder();

/**
 * RFC 5545 §3.1 folding: a line longer than 75 octets continues on the next line after a space.
 * Counted in UTF-8 octets, never splitting a character (₹ is 3 octets).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 20250728T123000Z: a UTC date-time (RFC 5545 §3.3.5 form 2), so no time-zone table is needed. */
export function icsUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** An all-day window's IST calendar date as YYYYMMDD (its start is IST midnight). */
function icsIstDate(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return `${ist.getUTCFullYear()}${pad(ist.getUTCMonth() + 1)}${pad(ist.getUTCDate())}`;
}

export function buildIcs(entry: CalendarEntry): string {
  const { window } = entry;
  const when = window.allDay
    ? [
        `DTSTART;VALUE=DATE:${icsIstDate(window.start)}`,
        `DTEND;VALUE=DATE:${icsIstDate(window.end)}`,
      ]
    : [`DTSTART:${icsUtc(window.start)}`, `DTEND:${icsUtc(window.end)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(entry.uid)}`,
    `DTSTAMP:${icsUtc(entry.stamp)}`,
    ...when,
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    `DESCRIPTION:${escapeIcsText(entry.description)}`,
    `URL:${entry.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
