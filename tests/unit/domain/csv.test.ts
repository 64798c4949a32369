import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from '@/domain/csv';

describe('csvField (RFC 4180 and CSV injection)', () => {
  it.each<[string, Parameters<typeof csvField>[0], string]>([
    ['plain text as it is', 'Asha Rao', 'Asha Rao'],
    ['a comma quoted', 'Rao, Asha', '"Rao, Asha"'],
    ['quotes doubled and quoted', 'Asha "Ash" Rao', '"Asha ""Ash"" Rao"'],
    ['a line feed quoted', 'line one\nline two', '"line one\nline two"'],
    ['a CR LF quoted', 'line one\r\nline two', '"line one\r\nline two"'],
    ['a lone quote', '"', '""""'],
    ['empty string', '', ''],
    ['null as empty', null, ''],
    ['undefined as empty', undefined, ''],
    ['a number as a number', 1212, '1212'],
    ['a fraction', 99.5, '99.5'],
    ['a negative number stays a number', -5, '-5'],
    ['NaN as empty', Number.NaN, ''],
    ['Infinity as empty', Infinity, ''],
    ['true', true, 'TRUE'],
    ['Unicode untouched', 'श्रेया ₹', 'श्रेया ₹'],
    // Formula starts: shown as text, not run.
    ['=', '=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+', '+91 98450 11223', "'+91 98450 11223"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['CR', '\r=1+1', `"'\r=1+1"`],
    ['= with a comma', '=1,2', `"'=1,2"`],
    ['= later in the text is fine', 'a=b', 'a=b'],
  ])('%s', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    const csv = toCsv([
      ['Name', 'Note'],
      ['Asha', 'one, two'],
      ['Ravi', 'a\nb'],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,Note\r\nAsha,"one, two"\r\nRavi,"a\nb"\r\n');
  });

  it('writes the BOM as the three UTF-8 bytes EF BB BF', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv([['x']])]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is just the BOM for no records', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});
