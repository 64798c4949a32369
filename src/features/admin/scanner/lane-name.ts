import { readFlag, writeFlag } from '@/lib/safe-storage';

const LANE_KEY = 'scannerLane';
const LANE_PATTERN = /^Lane [A-Z2-9]{4}$/;
// No 0/O, 1/I: a door person reads the name aloud to another.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * This device's name at the door ("Lane K7Q2"), kept on the device, so the scan log can tell two
 * phones of one organiser apart, which a conflict between offline lanes needs
 * (docs/design.md §5.7).
 */
export function laneName(random: (size: number) => Uint8Array = randomBytes): string {
  const kept = readFlag('local', LANE_KEY);
  if (kept && LANE_PATTERN.test(kept)) return kept;
  const name = `Lane ${Array.from(random(4), (byte) => LETTERS[byte % LETTERS.length]).join('')}`;
  writeFlag('local', LANE_KEY, name);
  return name;
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

const SEPARATOR = ' · ';

/** What a check-in records as its device: the lane's name, then the browser. */
export function laneDevice(lane: string, userAgent: string): string {
  return `${lane}${SEPARATOR}${userAgent}`.slice(0, 200);
}

/** The lane's name in a recorded device, or the device itself when it names no lane. */
export function laneOf(device: string | null): string | null {
  if (!device) return null;
  const [first] = device.split(SEPARATOR);
  return first && LANE_PATTERN.test(first) ? first : device;
}
