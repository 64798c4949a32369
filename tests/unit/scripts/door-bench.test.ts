import { describe, expect, it } from 'vitest';
import { firstPassOf } from '../../../scripts/lib/door-bench.mjs';

// docs/design.md §10.3: the door bench shows ten tickets one a second to a looping fake camera.
const VIDEO = { tickets: 10, secondsEach: 1 };

const admit = (n: number, at: number) => ({
  tone: 'admit',
  text: `Check-in successful!Admit 1 — 1 Basicdoor-bench-${n}@example.com`,
  at,
});
const already = (n: number, at: number) => ({
  tone: 'already',
  text: `Already checked inFirst checked in by admin@sangeetvibes.demodoor-bench-${n}@example.com`,
  at,
});

/** A recorded run: the first ticket read 420 ms into its slot, the warm ones about 130 ms in. */
const RECORDED = [
  admit(1, 419),
  admit(2, 1107),
  admit(3, 2157),
  admit(4, 3150),
  admit(5, 4144),
  admit(6, 5127),
  admit(7, 6140),
  admit(8, 7111),
  admit(9, 8108),
  admit(10, 9164),
  // The video again: each ticket rightly says "Already".
  already(1, 10139),
  already(2, 11266),
  already(3, 12247),
  already(4, 13234),
];

describe('firstPassOf', () => {
  it('leaves out the replay of a first ticket that was read late in its slot', () => {
    expect(firstPassOf(RECORDED, VIDEO)).toEqual(RECORDED.slice(0, 10));
  });

  it('keeps a second answer for a ticket during its own showing: a double', () => {
    const twice = [...RECORDED.slice(0, 4), already(4, 3900), ...RECORDED.slice(4)];
    expect(firstPassOf(twice, VIDEO)).toEqual(twice.slice(0, 11));
  });

  it('keeps a wrong first answer, and an answer that names no ticket', () => {
    const refused = { tone: 'refuse', text: 'Invalid QR code. No booking ID found.', at: 4500 };
    const wrong = [already(1, 300), ...RECORDED.slice(1, 5), refused, ...RECORDED.slice(5)];
    expect(firstPassOf(wrong, VIDEO)).toEqual(wrong.slice(0, 11));
  });
});
