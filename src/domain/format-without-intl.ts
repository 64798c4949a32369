// The formats pages show while they start, written out by hand instead of with Intl
// (docs/design.md §10.4): building the first Intl formatter loads ICU locale data, about 100 ms
// of one long task on a throttled phone, inside the hydration of the home hero and /booking.
// tests/unit/domain/format-without-intl.test.ts checks them against Intl.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A safe integer's digits in Indian grouping, as `Intl.NumberFormat('en-IN')` writes them:
 * the last three digits, then pairs (1,23,45,678). Null for anything else, which the caller
 * leaves to Intl.
 */
export function groupIndian(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 0 ? [] : [head.slice(0, 1)];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${sign}${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * A UTC date as `Intl.DateTimeFormat` writes it with a long weekday, numeric day, long month and
 * numeric year in UTC: 'Monday, 28 July 2025' (en-IN) or 'Monday, July 28, 2025' (en-US).
 */
export function englishLongDate(date: Date, style: 'en-IN' | 'en-US'): string {
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  const month = MONTHS[date.getUTCMonth()] ?? '';
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  return style === 'en-IN'
    ? `${weekday}, ${englishDayMonthYear(date)}`
    : `${weekday}, ${month} ${day}, ${year}`;
}

/** A UTC date without its weekday, as en-IN writes it: '28 July 2025'. */
export function englishDayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
