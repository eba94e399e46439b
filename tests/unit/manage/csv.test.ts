import { describe, expect, it } from 'vitest';
import { csvLine } from '../../../server/modules/manage/csv';

describe('CSV lines of names people wrote', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvLine(['a', 'b, c', 'say "hi"', 'two\nlines'])).toBe('a,"b, c","say ""hi""","two\nlines"');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvLine(['=1+2', '+SUM(A1)', '-3', '@cmd', '\tx', 'a=b'])).toBe("'=1+2,'+SUM(A1),'-3,'@cmd,'\tx,a=b");
    expect(csvLine(['=HYPERLINK("x")'])).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
