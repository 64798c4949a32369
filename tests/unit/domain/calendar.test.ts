import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from '@/domain/calendar';
import { eventWindow, type EventWindow } from '@/domain/event-time';

const window = eventWindow('2026-12-19', '18:00', '22:00') as EventWindow;
const entry = {
  uid: 'ticket-bk_1@sangeetvibes.in',
  title: 'Sangeet Vibes: The Mock Sangeet Night',
  window,
  location: 'The Courtyard, Indiranagar; Bengaluru',
  description: 'Your ticket: https://sangeetvibes.in/ticket/abc\nDress code: saree, kurta',
  url: 'https://sangeetvibes.in/ticket/abc',
  stamp: new Date('2026-11-01T10:00:00.000Z'),
};

/** The unfolded content lines (RFC 5545 §3.1: CRLF followed by a space continues a line). */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeIcsText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['C:\\path', 'C:\\\\path'],
    ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['tab\there\u0007 bell', 'tab\there bell'],
    ['plain ₹499 text', 'plain ₹499 text'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, counting the leading space', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'abc '.repeat(60)}`);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'abc '.repeat(60)}`);
  });

  it('counts UTF-8 octets and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'₹'.repeat(40)}`; // 8 + 120 octets
    const physical = foldIcsLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part.replace(/^ /, '')).toMatch(/^(SUMMARY:)?₹*$/);
    }
    expect(physical[0]).toBe(`SUMMARY:${'₹'.repeat(22)}`); // 8 + 66 = 74; one more would be 77
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(entry);

  it('is one VEVENT in a VCALENDAR, CRLF line ends throughout', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('gives the IST start and end as UTC: 6 PM–10 PM IST is 12:30–16:30Z', () => {
    expect(lines(ics)).toContain('DTSTART:20261219T123000Z');
    expect(lines(ics)).toContain('DTEND:20261219T163000Z');
    expect(lines(ics)).toContain('DTSTAMP:20261101T100000Z');
  });

  it('has the UID and escaped summary, location and description', () => {
    const content = lines(ics);
    expect(content).toContain('UID:ticket-bk_1@sangeetvibes.in');
    expect(content).toContain('SUMMARY:Sangeet Vibes: The Mock Sangeet Night');
    expect(content).toContain('LOCATION:The Courtyard\\, Indiranagar\\; Bengaluru');
    expect(content).toContain(
      'DESCRIPTION:Your ticket: https://sangeetvibes.in/ticket/abc\\nDress code: saree\\, kurta',
    );
    expect(content).toContain('URL:https://sangeetvibes.in/ticket/abc');
  });

  it('folds long lines', () => {
    const long = buildIcs({ ...entry, description: 'Dance all night. '.repeat(20) });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines(long)).toContain(`DESCRIPTION:${'Dance all night. '.repeat(20)}`);
  });

  it('writes an event without a start time as an all-day IST date', () => {
    const allDay = buildIcs({ ...entry, window: eventWindow('2026-12-19', null, null)! });
    expect(lines(allDay)).toContain('DTSTART;VALUE=DATE:20261219');
    expect(lines(allDay)).toContain('DTEND;VALUE=DATE:20261220');
  });

  it('formats instants as UTC basic form', () => {
    expect(icsUtc(new Date('2025-01-02T03:04:05.678Z'))).toBe('20250102T030405Z');
  });
});
