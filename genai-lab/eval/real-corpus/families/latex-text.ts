/**
 * Text for pdflatex (utf8 input, T1 fonts): LaTeX's special characters escaped, TeX's ligatures
 * (-- ``  ,, << ) broken so the PDF prints what the JSON says, and every character T1 has no glyph
 * for replaced one by one: by an ASCII look-alike, by its letter without the accent, or dropped.
 */

/** Outside Latin-1 and Latin Extended-A, the characters utf8.def + T1 + textcomp print (checked on TeX Live 2022). */
const EXTRA_PRINTABLE = new Set([
  0x192, 0x1cd, 0x1ce, 0x1cf, 0x1d0, 0x1d1, 0x1d2, 0x1d3, 0x1d4, 0x1e2, 0x1e3, 0x1e6, 0x1e7, 0x1e8, 0x1e9, 0x1ea, 0x1eb, 0x1f0, 0x1f4, 0x1f5, 0x218, 0x219,
  0x21a, 0x21b, 0x232, 0x233, 0x237, 0x2c6, 0x2dc, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020,
  0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x2044, 0x2052, 0x20a9, 0x20ac, 0x2103, 0x2116, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193,
]);
/** Latin-1/Extended-A letters T1 lacks. */
const MISSING_LATIN = new Set([0x126, 0x127, 0x138, 0x13f, 0x140, 0x149, 0x166, 0x167, 0x17f]);

const LOOK_ALIKE: Record<string, string> = {
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\u2212': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'",
  '\u2033': "''",
  '\u02bc': "'",
  '\u2248': '~',
  '\u00ad': '',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u0166': 'T',
  '\u0167': 't',
  '\u013f': 'L',
  '\u0140': 'l',
  '\u017f': 's',
};

function printable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0x17f && !MISSING_LATIN.has(code)) || EXTRA_PRINTABLE.has(code);
}

/** One character T1 can print, or its stand-in ('' when it has none: emoji, CJK, box drawing). */
function foldChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (printable(code)) return ch;
  if (ch === '\n' || ch === '\t') return ' ';
  const alike = LOOK_ALIKE[ch];
  if (alike !== undefined) return alike;
  // A letter with two accents T1 lacks (Vietnamese): the letter with its first accent, if T1 has it.
  const decomposed = ch.normalize('NFD');
  const [letter = '', firstMark = ''] = [...decomposed];
  const oneAccent = (letter + firstMark).normalize('NFC');
  if (firstMark && [...oneAccent].length === 1 && printable(oneAccent.codePointAt(0) ?? 0)) return oneAccent;
  const bare = decomposed.replace(/\p{M}/gu, '').normalize('NFKC');
  return bare && [...bare].every((c) => printable(c.codePointAt(0) ?? 0)) ? bare : '';
}

export function foldForT1(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) out += foldChar(ch);
  return out.replace(/ {2,}/g, ' ');
}

const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
  '`': '\\textasciigrave{}',
  '"': '\\textquotedbl{}',
};

/** Plain text as LaTeX source that prints it. */
export function tex(text: string): string {
  return (
    foldForT1(text)
      .replace(/[\\{}$&%#_^~<>|`"]/g, (c) => SPECIALS[c] ?? c)
      // Break the ligatures -- --- '' ,, and keep [ ] * from being read as a macro's optional argument.
      .replace(/([-',])(?=[-',])/g, '$1{}')
      .replace(/[[\]]/g, (c) => `{${c}}`)
      .trim()
      .replace(/^\*/, '{*}')
  );
}

/** Several values escaped and joined, empty ones left out. */
export function texJoin(parts: string[], separator: string): string {
  return parts
    .filter((p) => p.trim())
    .map(tex)
    .join(separator);
}
