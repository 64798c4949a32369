// One helper per kind of value (money, dates, times) so every screen shows them alike.
import { englishDayMonthYear, englishLongDate, groupIndian } from './format-without-intl';
import { onFirstUse } from './on-first-use';

/**
 * Each Intl formatter is built on its first use, not when this module loads: building one loads
 * its locale's data, tens of milliseconds on a throttled phone (docs/design.md §10.2). Whole
 * amounts and event dates, which the home hero and /booking show while they start, need none
 * (docs/design.md §10.4).
 */
const RUPEES = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** ₹1,212 / ₹1,00,000: whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  // `|| 0` turns -0 into 0 so nothing prints as "-₹0".
  const sign = whole < 0 ? '-' : '';
  const amountShown = Math.abs(whole) || 0;
  return `${sign}₹${groupIndian(amountShown) ?? RUPEES().format(amountShown)}`;
}

const RUPEES_AND_PAISE = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
);

/**
 * ₹1,212 / ₹99.5: like formatRupees but keeping paise, for amounts an organiser typed (a wallet
 * top-up), which must be shown as they will be stored.
 */
export function formatRupeesExact(amount: number): string {
  if (!Number.isFinite(amount)) return formatRupees(amount);
  const digits = RUPEES_AND_PAISE().format(Math.abs(amount));
  // A negative amount that rounds to nothing prints as ₹0, never "-₹0".
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  return `${sign}₹${digits}`;
}

const COUNT = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** 1,234 / 1,00,000: a count with the same Indian digit grouping as prices. */
export function formatCount(count: number): string {
  return groupIndian(count) ?? COUNT().format(count);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date as a UTC instant. Formatting that instant in UTC keeps '2025-07-28' on the
 * 28th whatever the viewer's time zone is.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null;
}

// Unreadable stored dates are shown as stored rather than as "Invalid Date".
function formatDateAs(style: 'en-IN' | 'en-US', isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? englishLongDate(date, style) : isoDate;
}

/** 'Monday, 28 July 2025'. */
export function formatEventDate(isoDate: string): string {
  return formatDateAs('en-IN', isoDate);
}

/** '28 July 2025': an event's date where its weekday would crowd a narrow column. */
export function formatEventDay(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? englishDayMonthYear(date) : isoDate;
}

/** 'Monday, July 28, 2025': the legacy Ticket Details' US-English style. */
export function formatUsLongDate(isoDate: string): string {
  return formatDateAs('en-US', isoDate);
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime(value: string): boolean {
  return HH_MM.test(value);
}

/** '18:00' → '6:00 PM'; null when the value is not a 24-hour HH:mm. */
export function formatTime(value: string): string | null {
  const match = HH_MM.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${match[2] ?? '00'} ${suffix}`;
}

export const NOT_AVAILABLE = 'N/A';

/** '6:00 PM – 10:00 PM'; just the start when there is no end; 'N/A' without a start. */
export function formatTimeRange(start?: string | null, end?: string | null): string {
  const from = start ? formatTime(start) : null;
  if (!from) return NOT_AVAILABLE;
  const to = end ? formatTime(end) : null;
  return to ? `${from} – ${to}` : from;
}

const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant (e.g. checkInTime) as Indian wall-clock time: '28 Jul 2025, 6:05 PM'. India has no
 * daylight saving, so a fixed +05:30 is exact and needs no time-zone database.
 */
export function formatIstDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const ist = new Date(time + IST_OFFSET_MS);
  const hhmm = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  const day = `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`;
  return `${day}, ${formatTime(hhmm) ?? hhmm}`;
}

/** An instant as the door's 24-hour IST clock: '21:14' ('' for text that is no date-time). */
export function formatIstClock(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(11, 16);
}

/** The IST calendar date ('YYYY-MM-DD') of an instant. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
