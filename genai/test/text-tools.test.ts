import { extractKeywords } from '../src/text/keywords';
import { summarizeText } from '../src/text/summarize';
import { splitSentences, tokenize } from '../src/text/tokenize';

const article = `Solar power is growing fast across India. The country added record solar capacity last year, driven by falling panel prices.
Large solar parks in Rajasthan and Gujarat supply much of the new power. Rooftop solar is also growing, helped by state subsidies.
Grid operators worry about storing solar power for the evening peak. Battery storage projects are being tendered to solve this.
Cricket remains the most popular sport in the country. Analysts expect solar capacity to double again by 2030 if storage keeps up.`;

describe('tokenize and sentences', () => {
  it('keeps tech names and abbreviations whole', () => {
    expect(
      tokenize('C++, C#, Node.js and B.S.')
        .filter((t) => !t.punct)
        .map((t) => t.text),
    ).toEqual(['C++', 'C#', 'Node.js', 'and', 'B.S']);
    expect(splitSentences('He has a B.S. in CS. He codes, e.g. in Go. Done!').map((s) => s.text)).toEqual([
      'He has a B.S. in CS.',
      'He codes, e.g. in Go.',
      'Done!',
    ]);
  });
});

describe('extractKeywords', () => {
  it('returns scored keyphrases, best first, with offsets', () => {
    const kws = extractKeywords(article, { top: 8 });
    expect(kws.length).toBe(8);
    expect(kws[0]!.score).toBe(1);
    for (let i = 1; i < kws.length; i++) expect(kws[i]!.score).toBeLessThanOrEqual(kws[i - 1]!.score);
    const phrases = kws.map((k) => k.phrase.toLowerCase());
    expect(phrases.some((p) => p.includes('solar'))).toBe(true);
    for (const k of kws) expect(article.slice(k.start, k.end)).toBe(k.phrase);
  });

  it('marks dictionary skills', () => {
    const kws = extractKeywords('We need Kubernetes and Terraform experience for cloud infrastructure automation.', { top: 10 });
    expect(kws.find((k) => k.phrase === 'Kubernetes')?.skill).toBe('Kubernetes');
  });
});

describe('summarizeText', () => {
  it('picks central sentences in original order and honours the length controls', () => {
    const two = summarizeText(article, { sentences: 2 });
    expect(two.sentences).toHaveLength(2);
    expect(two.sentences[0]!.index).toBeLessThan(two.sentences[1]!.index);
    expect(two.summary).not.toMatch(/Cricket/);
    expect(summarizeText(article, { ratio: 0.5 }).sentences).toHaveLength(4);
    const short = summarizeText(article, { maxWords: 20 });
    expect(short.summary.split(/\s+/).length).toBeLessThanOrEqual(20);
    expect(summarizeText('', {}).summary).toBe('');
  });
});

describe('large inputs', () => {
  it('summarizes, extracts and matches a 100,000-word text in bounded time', () => {
    const vocabulary = 'python react manager sales nurse the of and to go C R data analysis team'.split(' ');
    let text = '';
    for (let i = 0; i < 100_000; i++) text += `${vocabulary[(i * 7919) % vocabulary.length]}${i % 13 === 0 ? '. ' : ' '}`;
    const started = Date.now();
    expect(summarizeText(text, { sentences: 3 }).sentences.length).toBeLessThanOrEqual(3);
    expect(extractKeywords(text).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
