/**
 * Keyphrases and skill phrases a person would keep: skills, tools and topics, never fragments of
 * the posting's sentences; summaries that start with a sentence.
 */
import { extractKeywords } from '../src/text/keywords';
import { summarizeText } from '../src/text/summarize';
import { extractSkills } from '../src/skills/extract-skills';

const POSTING = `Senior Payments Engineer
Northwind Pay — Remote

Northwind Pay moves money for small businesses across Europe. You will join a team of eight engineers building our card processing platform.

What you will do
- Build payment APIs in Go and PostgreSQL
- Own fraud detection and reconciliation services
- Improve observability with Prometheus and Grafana

About you
- You are driven and comfortable with ambiguity
- Experience with Kubernetes, Kafka and distributed systems`;

const SCHOOL = `Year 5 Class Teacher
Riverside Primary — Leeds

Riverside Primary teaches three hundred pupils in a friendly village setting. Pupils join forest school every Friday.

Responsibilities
- Plan phonics and maths lessons
- Track pupil progress and report to parents`;

describe('keyphrases are noun phrases', () => {
  it.each([
    ['payments posting', POSTING],
    ['school posting', SCHOOL],
  ])('%s: no verbs, numerals, dash-joined runs or lone adjectives', (_, text) => {
    const phrases = extractKeywords(text, { top: 30 }).map((k) => k.phrase);
    for (const p of phrases) {
      expect(p).not.toMatch(/[—–|]/);
      expect(p).not.toMatch(/\b(moves|teaches|join|plan|build|own|improve|track|report|building)\b/i);
      expect(p).not.toMatch(/\b(eight|three|hundred)\b/i);
      expect(['driven', 'comfortable', 'friendly']).not.toContain(p.toLowerCase());
    }
    expect(phrases.length).toBeGreaterThan(4);
  });

  it('keeps the skills, tools and topics', () => {
    const phrases = extractKeywords(POSTING, { top: 30 }).map((k) => k.phrase);
    expect(phrases).toEqual(expect.arrayContaining(['card processing platform', 'payment APIs', 'fraud detection', 'PostgreSQL', 'Kubernetes']));
    expect(extractKeywords(SCHOOL, { top: 30 }).map((k) => k.phrase)).toEqual(expect.arrayContaining(['phonics', 'pupil progress']));
  });
});

describe('skill phrases a person would keep', () => {
  it('has no dash-joined runs, company name + verb, or lone adjectives', () => {
    const phrases = extractSkills(POSTING).phrases.map((p) => p.text);
    expect(phrases).not.toEqual(expect.arrayContaining(['Pay — Remote']));
    expect(phrases.some((p) => /^Pay moves/.test(p))).toBe(false);
    expect(phrases).not.toContain('driven');
    expect(phrases).not.toContain('comfortable');
    expect(phrases).toEqual(expect.arrayContaining(['Own fraud detection']));
  });

  it('still keeps a quality said of a person', () => {
    expect(extractSkills('We want a driven and adaptable administrator.').phrases.map((p) => p.text)).toEqual(expect.arrayContaining(['driven', 'adaptable']));
  });
});

describe('summaries start with a sentence', () => {
  it('skips the heading and never joins it to the next line', () => {
    const { summary, sentences } = summarizeText(POSTING, { sentences: 2 });
    expect(summary).toMatch(/^Northwind Pay moves money for small businesses/);
    expect(summary).not.toMatch(/Remote|Senior Payments Engineer/);
    for (const s of sentences) expect(POSTING.slice(s.start, s.end).trim()).toBe(s.text);
  });

  it('drops bullet markers and the heading above a list', () => {
    const text = 'Responsibilities\n- Plan phonics and maths lessons for the whole year group\n- Track pupil progress and report to parents each term';
    const { summary } = summarizeText(text, { sentences: 1 });
    expect(summary).not.toMatch(/^Responsibilities|^-/);
    expect(summary).toMatch(/^(Plan|Track) /);
  });
});
