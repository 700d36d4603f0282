import { escapeInline, hasInlineMarkup, inlinePlainText, parseInline } from './inline-markup';

describe('inline markup in resume strings', () => {
  it('reads bold, italic and links, nested, with the letters in order', () => {
    expect(parseInline('Cut costs **40%** with *new* [Spark jobs](https://spark.apache.org)')).toEqual([
      { text: 'Cut costs ' },
      { text: '40%', bold: true },
      { text: ' with ' },
      { text: 'new', italic: true },
      { text: ' ' },
      { text: 'Spark jobs', link: 'https://spark.apache.org' },
    ]);
    expect(parseInline('**Led *all* hiring**')).toEqual([
      { text: 'Led ', bold: true },
      { text: 'all', bold: true, italic: true },
      { text: ' hiring', bold: true },
    ]);
    expect(parseInline('*Built **the** API*')).toEqual([
      { text: 'Built ', italic: true },
      { text: 'the', bold: true, italic: true },
      { text: ' API', italic: true },
    ]);
  });

  it('leaves text that only looks like markup as typed', () => {
    for (const text of [
      '5 * 3 * 2 = 30',
      'a ** b',
      'C++ and C#',
      'Unclosed **bold',
      '[not a link](javascript:alert(1))',
      '[x](ftp://a)',
      'snake_case_name',
      'rate*',
    ]) {
      expect(inlinePlainText(text)).toBe(text);
      expect(hasInlineMarkup(text)).toBe(false);
    }
  });

  it('prints exactly the letters: markers and addresses removed, escapes kept literal', () => {
    expect(inlinePlainText('Grew revenue **3x** via [the shop](https://shop.example.com)')).toBe('Grew revenue 3x via the shop');
    expect(inlinePlainText('\\*starred\\* and \\[bracketed]')).toBe('*starred* and [bracketed]');
    expect(inlinePlainText(escapeInline('**literal** [x](https://a.b)'))).toBe('**literal** [x](https://a.b)');
    expect(hasInlineMarkup('a [mail](mailto:ana@example.com)')).toBe(true);
  });
});
