// The labelled interview answers (genai/eval/data/interview): pairs of a strong and a weak answer
// to one question for a practice field's job, with the STAR parts a reader finds in each.
import fs from 'node:fs';
import path from 'node:path';
import type { QuestionKind, StarCoverage } from '../src/interview/interview-types';

export interface LabelledAnswer {
  answer: string;
  star: StarCoverage;
}

export interface AnswerPair {
  id: string;
  field: string;
  kind: QuestionKind;
  competency: string;
  question: string;
  strong: LabelledAnswer;
  weak: LabelledAnswer;
}

const DIR = path.resolve(__dirname, 'data/interview');

export function loadPairs(split: 'dev' | 'held-out'): AnswerPair[] {
  const file = path.join(DIR, `pairs-${split}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { pairs: AnswerPair[] }).pairs;
}
