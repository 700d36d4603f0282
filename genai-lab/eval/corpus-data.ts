/**
 * The generated corpus (genai-lab/corpus/generated, rebuilt by `npm run corpus -w genai-lab`): truth,
 * documents and their split. Parsed documents are cached per process so the parser and ranker
 * evals read each file once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CorpusTruth } from '../corpus/truth';
import { parseResumeDocument } from 'genai';
import type { ParsedResume } from 'genai';

export const CORPUS_DIR = path.resolve(__dirname, '../corpus/generated');

export interface CorpusDocument {
  truth: CorpusTruth;
  file: string;
}

export function loadCorpus(split?: CorpusTruth['split']): CorpusDocument[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as {
    documents: { id: string; file: string; split: CorpusTruth['split'] }[];
  };
  return manifest.documents
    .filter((d) => !split || d.split === split)
    .map((d) => ({ file: d.file, truth: JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, `${d.id}.truth.json`), 'utf8')) as CorpusTruth }));
}

const cache = new Map<string, Promise<ParsedResume>>();

export function parseCorpusDocument(doc: CorpusDocument): Promise<ParsedResume> {
  let parsed = cache.get(doc.file);
  if (!parsed) {
    parsed = parseResumeDocument(new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, doc.file))), doc.file);
    cache.set(doc.file, parsed);
  }
  return parsed;
}
