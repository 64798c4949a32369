/**
 * CSV that opens as written in Excel and Google Sheets (RFC 4180): fields with a comma, a quote
 * or a line break are quoted and their quotes doubled, records end in CRLF, and a UTF-8 byte
 * order mark tells Excel the encoding (without it, ₹ and names in Indian scripts turn to
 * mojibake).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export type CsvValue = string | number | boolean | null | undefined;

// A cell a spreadsheet would run as a formula (CSV injection, OWASP): = + - @, and tab or CR,
// which some programs strip before looking at the first character.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: formula-looking text is prefixed with ' so it shows as text; numbers stay numbers. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const raw = typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : value;
  const safe = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: BOM, then each record on its own CRLF-terminated line. */
export function toCsv(records: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return CSV_BOM + records.map((record) => record.map(csvField).join(',') + CSV_LINE_END).join('');
}
