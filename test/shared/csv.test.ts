import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, UTF8_BOM } from '../../src/shared/csv.js';
import { neutraliseFormula } from '../../src/shared/spreadsheet-formula.js';

describe('CSV for spreadsheets', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['  =1+1', "'  =1+1"],
    ['＝1+1', "'＝1+1"],
  ])('keeps %j from running as a formula', (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each(['Peña', 'a=b', 'juan@example.ph', '2026-12-01', '—', ''])('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
    expect(csvField(value)).toBe(value);
  });

  it('quotes a field with a quote, a comma or a line break, doubling its quotes, and ends a record with CRLF', () => {
    expect(csvField('Peña, "Jr."')).toBe('"Peña, ""Jr."""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1,2')).toBe('"\'=1,2"');
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it('writes what a CSV parser reads back, the byte-order mark first', () => {
    const records = [
      ['Registration no.', 'Permittee'],
      ['BP-1', 'José Peña, "Jr."\njose@example.ph'],
      ['BP-2', 'line\r\nbreak'],
    ];
    const text = UTF8_BOM + records.map(csvLine).join('');
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parse(text, { bom: true })).toEqual(records);
  });
});
