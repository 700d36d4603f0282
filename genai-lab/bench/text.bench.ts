/** Throughput of the skill extractor, keyword extractor and summarizer, in words per second. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { extractSkills } from 'genai';
import { extractKeywords } from 'genai';
import { summarizeText } from 'genai';
import { words } from 'genai/lab';
import { loadMatchingSet } from 'genai/test-fixtures';

function corpus(): string[] {
  const { jobs, resumes } = loadMatchingSet();
  return [...jobs, ...resumes].map((d) => d.text);
}

function throughput(docs: string[], fn: (text: string) => unknown, rounds: number): number {
  const total = docs.reduce((n, d) => n + words(d).length, 0) * rounds;
  for (const d of docs) fn(d); // warm-up
  const started = performance.now();
  for (let r = 0; r < rounds; r++) for (const d of docs) fn(d);
  return Math.round(total / ((performance.now() - started) / 1000));
}

export async function run(): Promise<string> {
  const docs = corpus();
  const long = docs.join('\n\n'); // one ~3,000-word document for the summarizer's graph
  const result = {
    skillsWordsPerSecond: throughput(docs, (t) => extractSkills(t), 20),
    keywordsWordsPerSecond: throughput(docs, (t) => extractKeywords(t), 20),
    summarizerWordsPerSecond: throughput(docs, (t) => summarizeText(t, { sentences: 3 }), 20),
    summarizerLongDocWordsPerSecond: throughput([long], (t) => summarizeText(t, { sentences: 5 }), 5),
  };
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'text.json'), `${JSON.stringify(result, null, 2)}\n`);
  const f = (n: number) => n.toLocaleString('en-US');
  return [
    `Skill extractor: ${f(result.skillsWordsPerSecond)} words/s`,
    `Keyword extractor: ${f(result.keywordsWordsPerSecond)} words/s`,
    `Summarizer: ${f(result.summarizerWordsPerSecond)} words/s (per document), ${f(result.summarizerLongDocWordsPerSecond)} words/s on one ${f(words(long).length)}-word text`,
  ].join('\n');
}
