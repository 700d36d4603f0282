// The search language: precedence, quotes, negation, fields, synonyms and every error message.
import { compileQuery } from '../../../src/features/search/service/compile-query';
import { describeQuery, parseQuery, QuerySyntaxError } from '../../../src/features/search/service/query-language';

const tree = (query: string) => describeQuery(parseQuery(query));

function syntaxError(query: string): QuerySyntaxError {
  try {
    parseQuery(query);
  } catch (error) {
    if (error instanceof QuerySyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" parsed without an error`);
}

describe('parseQuery: structure and precedence', () => {
  it('ANDs bare words and folds case and accents', () => {
    expect(tree('Java Développeur')).toBe('(java AND developpeur)');
  });
  it('binds AND tighter than OR, as LinkedIn Boolean search does', () => {
    expect(tree('a1 b1 OR c1')).toBe('((a1 AND b1) OR c1)');
    expect(tree('a1 OR b1 AND c1')).toBe('(a1 OR (b1 AND c1))');
  });
  it('lets parentheses override precedence', () => {
    expect(tree('(java OR kotlin) AND spring')).toBe('((java OR kotlin) AND spring)');
  });
  it('binds NOT and - to the next term or group only', () => {
    expect(tree('java NOT intern')).toBe('(java AND NOT intern)');
    expect(tree('java -intern -"unpaid role"')).toBe('(java AND NOT intern AND NOT "unpaid role")');
    expect(tree('java -(intern OR trainee)')).toBe('(java AND NOT (intern OR trainee))');
  });
  it('keeps quoted phrases whole and marks them exact', () => {
    const node = parseQuery('"spring boot"');
    expect(node).toEqual({ type: 'term', words: ['spring', 'boot'], exact: true, field: null, position: 1 });
  });
  it('treats lower-case and/or as words (dropped as stop words), upper-case as operators', () => {
    expect(tree('sales and marketing')).toBe('(sales AND marketing)');
    expect(tree('sales or marketing')).toBe('(sales AND marketing)');
  });
  it('applies field:value to a word, a phrase and a group', () => {
    expect(tree('title:engineer')).toBe('title:engineer');
    expect(tree('location:"new york"')).toBe('location:"new york"');
    expect(tree('title:(lead OR principal) skill:js')).toBe('((title:lead OR title:principal) AND skill:js)');
    expect(tree('company:acme -title:intern')).toBe('(company:acme AND NOT title:intern)');
  });
  it('keeps hyphenated words and dotted names together', () => {
    expect(tree('e-commerce node.js c++')).toBe('("e commerce" AND node.js AND c++)');
  });
  it('gives null (everything) for an empty or stop-word-only query', () => {
    expect(parseQuery('')).toBeNull();
    expect(parseQuery('   ')).toBeNull();
    expect(parseQuery('the')).toBeNull();
  });
});

describe('parseQuery: every error names its position', () => {
  const cases: [string, number, RegExp][] = [
    ['java "spring boot', 6, /quote at position 6 is never closed/],
    ['(java OR kotlin', 1, /"\(" at position 1 is never closed/],
    ['java)', 5, /"\)" at position 5 has no "\("/],
    ['java ()', 6, /parentheses at position 6 are empty/],
    ['java ""', 6, /quotes at position 6 are empty/],
    ['AND java', 1, /AND at position 1 needs a word, phrase or group before it/],
    ['OR java', 1, /OR at position 1 needs .* before it/],
    ['java AND', 6, /AND at position 6 needs a word, phrase or group after it \(found nothing at the end of the query\)/],
    ['java OR', 6, /OR at position 6 needs/],
    ['java OR OR kotlin', 6, /OR at position 6 needs .*before OR at position 9/],
    ['java NOT', 6, /NOT at position 6 needs/],
    ['(java AND)', 7, /AND at position 7 needs .*before "\)" at position 10/],
    ['java - intern', 6, /"-" at position 6 must be followed by the word to leave out/],
    ['salary:100k', 1, /Unknown field "salary:" at position 1: use title:, skill:, location: or company:/],
    ['java title: lead', 6, /"title:" at position 6 needs a value right after it/],
    ['x'.repeat(501), 501, /too long: 501 characters \(500 at most\)/],
    [Array.from({ length: 41 }, (_, i) => `w${i}`).join(' '), 151, /Too many terms: the query may have 40; the one at position 151/],
    ['('.repeat(13) + 'java' + ')'.repeat(13), 13, /Too many nested parentheses at position 13/],
  ];
  it.each(cases)('%s → position %d', (query, position, message) => {
    const error = syntaxError(query);
    expect(error.message).toMatch(message);
    expect(error.position).toBe(position);
  });
});

describe('compileQuery: taxonomy synonyms unless quoted', () => {
  it('widens "JS" to JavaScript and its name variants', () => {
    const compiled = compileQuery(parseQuery('JS'));
    expect(compiled?.type).toBe('term');
    const alternatives = compiled?.type === 'term' ? compiled.alternatives.map((words) => words.join(' ')) : [];
    expect(alternatives[0]).toBe('js');
    expect(alternatives).toContain('javascript');
    // A related skill is not a synonym.
    expect(alternatives).not.toContain('react');
  });
  it('widens k8s to kubernetes but not to helm', () => {
    const compiled = compileQuery(parseQuery('k8s'));
    const alternatives = compiled?.type === 'term' ? compiled.alternatives.map((words) => words.join(' ')) : [];
    expect(alternatives).toContain('kubernetes');
    expect(alternatives).not.toContain('helm');
  });
  it('keeps a quoted word exact', () => {
    expect(compileQuery(parseQuery('"JS"'))).toEqual({ type: 'term', alternatives: [['js']], fields: ['title', 'skills', 'location', 'company', 'body'] });
  });
  it('maps fields to the indexed text fields', () => {
    const compiled = compileQuery(parseQuery('skill:python'));
    expect(compiled?.type === 'term' && compiled.fields).toEqual(['skills']);
  });
});
