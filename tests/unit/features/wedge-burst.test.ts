import { describe, expect, it } from 'vitest';
import {
  WEDGE_MAX_GAP_MS,
  WEDGE_MAX_MEAN_GAP_MS,
  WEDGE_MIN_LENGTH,
  createWedgeBurst,
  type WedgeKey,
} from '@/features/admin/scanner/wedge-burst';

const TICKET = '{"bookingId":"7E2VJ9QK","email":"asha@example.com","ticket499Count":2}';

/** Key presses for `text` then Enter, `gapMs` apart from `startAt`, as a wedge or a person types. */
function typed(text: string, gapMs: number, startAt = 1000, ignored = false): WedgeKey[] {
  const keys = [...text, 'Enter'];
  return keys.map((key, index) => ({ key, at: startAt + index * gapMs, ignored }));
}

/** What the detector answers for each key, the non-null ones only. */
function scansOf(keys: WedgeKey[], burst = createWedgeBurst()): string[] {
  return keys.map((key) => burst.feed(key)).filter((scan): scan is string => scan !== null);
}

describe('createWedgeBurst', () => {
  it.each([
    ['a USB scanner, 4 ms a key', 4],
    ['a Bluetooth scanner, 30 ms a key', 30],
    ['the slowest pace taken for a scanner', WEDGE_MAX_MEAN_GAP_MS],
  ])('answers a ticket typed by %s, once, on its Enter', (_, gapMs) => {
    const burst = createWedgeBurst();
    const answers = typed(TICKET, gapMs).map((key) => burst.feed(key));
    expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
    expect(answers.at(-1)).toBe(TICKET);
  });

  it('answers nothing for a person typing, however long the text', () => {
    expect(scansOf(typed(TICKET, 120))).toEqual([]);
    expect(scansOf(typed('asha@example.com', 120))).toEqual([]);
    // Quicker than anyone types, each key in time, but too slow on average for a scanner.
    expect(scansOf(typed(TICKET, WEDGE_MAX_MEAN_GAP_MS + 1))).toEqual([]);
  });

  it('keeps a code whole through one late key, as a Bluetooth link sometimes sends', () => {
    const keys = typed(TICKET, 4);
    const late = keys.map((key, index) =>
      index >= 30 ? { ...key, at: key.at + WEDGE_MAX_GAP_MS - 4 } : key,
    );
    expect(scansOf(late)).toEqual([TICKET]);
  });

  it('answers nothing for keys typed into a field, even at a scanner’s pace', () => {
    expect(scansOf(typed(TICKET, 4, 1000, true))).toEqual([]);
  });

  it('answers nothing for Enter alone, or after fewer characters than a scan', () => {
    expect(scansOf([{ key: 'Enter', at: 1000, ignored: false }])).toEqual([]);
    const short = 'x'.repeat(WEDGE_MIN_LENGTH - 1);
    expect(scansOf(typed(short, 4))).toEqual([]);
    expect(scansOf(typed(`${short}y`, 4))).toEqual([`${short}y`]);
  });

  it('answers nothing when Enter comes after a pause', () => {
    const keys = typed(TICKET, 4);
    const enter = keys.at(-1)!;
    expect(
      scansOf([...keys.slice(0, -1), { ...enter, at: enter.at + WEDGE_MAX_GAP_MS + 1 }]),
    ).toEqual([]);
  });

  it('starts again after a pause: a partial burst is not joined to the next one', () => {
    const burst = createWedgeBurst();
    const first = typed('{"bookin', 4).slice(0, -1);
    const second = typed('abc', 4, first.at(-1)!.at + WEDGE_MAX_GAP_MS + 1);
    expect(scansOf([...first, ...second], burst)).toEqual([]);
    // The burst after that pause is whole again and reads.
    expect(scansOf(typed(TICKET, 4, 5000), burst)).toEqual([TICKET]);
  });

  it('starts again after a key into a field in the middle of a burst', () => {
    const keys = typed(TICKET, 4);
    keys[10] = { ...keys[10]!, ignored: true };
    expect(scansOf(keys)).toEqual([]);
  });

  it('skips Shift and other named keys a scanner sends around capitals', () => {
    const burst = createWedgeBurst();
    const keys = typed('7E2VJ9QKAB', 4).flatMap((key) =>
      /[A-Z]/.test(key.key) ? [{ ...key, key: 'Shift', at: key.at - 1 }, key] : [key],
    );
    expect(scansOf(keys, burst)).toEqual(['7E2VJ9QKAB']);
  });

  it('reads two scans in a row', () => {
    const burst = createWedgeBurst();
    expect(scansOf([...typed(TICKET, 4, 0), ...typed('BOOKING12345', 4, 2000)], burst)).toEqual([
      TICKET,
      'BOOKING12345',
    ]);
  });
});
