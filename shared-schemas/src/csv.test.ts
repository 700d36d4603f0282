import { csvCell, csvRow, isCsvFormula } from './csv';

describe('csvCell: formula starters are defused with a leading apostrophe', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\tplain', "'\tplain"],
    ['\r=1', `"'\r=1"`],
    // Fullwidth forms, which some spreadsheets normalise to ASCII.
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    // Leading whitespace and invisible characters a spreadsheet trims first.
    ['  =1+1', "'  =1+1"],
    ['\u00A0=1', "'\u00A0=1"],
    ['\u3000\uFF1D1', "'\u3000\uFF1D1"],
    ['\u200B=1', "'\u200B=1"],
    ['\uFEFF+1', "'\uFEFF+1"],
    ['\u202E=1', "'\u202E=1"],
    ['\n=1', `"'\n=1"`],
    // DDE, the classic payload.
    ["=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
  ])('%j → %j', (input, expected) => {
    expect(isCsvFormula(input)).toBe(true);
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes a ";" so that where it is the separator the rest never starts a cell of its own', () => {
    expect(csvCell(';=1+1')).toBe(`";=1+1"`);
    expect(csvCell('a;=HYPERLINK("http://x")')).toBe(`"a;=HYPERLINK(""http://x"")"`);
    expect(csvCell(';\uFF1D1')).toBe(`";\uFF1D1"`);
  });

  it('leaves ordinary text, numbers and inner symbols alone', () => {
    for (const text of ['Ada Lovelace', 'a=b', 'x-1', 'me@example.com', '1+1', 'C++', '']) {
      expect(isCsvFormula(text)).toBe(false);
      expect(csvCell(text)).toBe(text);
    }
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ role: 'HR' })).toBe(`"{""role"":""HR""}"`);
  });

  it('quotes per RFC 4180', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvRow(['=1', 'a,b', 2])).toBe(`'=1,"a,b",2`);
  });
});
