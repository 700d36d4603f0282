// The labelled interview answers (genai-lab/eval/data/interview): pairs of a strong and a weak answer
// to one question for a practice field's job, with the STAR parts a reader finds in each.
import fs from 'node:fs';
import path from 'node:path';
import type { QuestionKind, StarCoverage } from 'genai';

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

/** A complete work story written for one question (its competency, or a skill for a technical one). */
export interface RelevanceStory {
  field: string;
  competency: string;
  skill?: string;
  kind: QuestionKind;
  question: string;
  text: string;
}

/** One question, the story written for it and an equally strong story about something else. */
export interface RelevancePair {
  id: string;
  question: RelevanceStory;
  onTopic: string;
  offTopic: string;
}

export function loadRelevancePairs(split: 'tune' | 'held-out'): RelevancePair[] {
  const file = path.join(DIR, `relevance-${split}.json`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stories: Record<string, RelevanceStory>;
    pairs: { id: string; onTopic: string; offTopic: string }[];
  };
  return data.pairs.map((p) => {
    const on = data.stories[p.onTopic];
    const off = data.stories[p.offTopic];
    if (!on || !off) throw new Error(`${file}: pair ${p.id} names a story that is not there`);
    return { id: p.id, question: on, onTopic: on.text, offTopic: off.text };
  });
}

/**
 * More tuning pairs from the strong/weak dev set (already a tuning set): a dev question with its
 * strong answer, against the strong answer to another dev question of the same field about
 * another competency.
 */
export function devDerivedRelevancePairs(): RelevancePair[] {
  const dev = loadPairs('dev');
  const out: RelevancePair[] = [];
  for (const a of dev) {
    for (const b of dev) {
      if (a === b || a.field !== b.field || a.competency === b.competency) continue;
      out.push({
        id: `${a.id}<${b.id}`,
        question: { field: a.field, competency: a.competency, kind: a.kind, question: a.question, text: a.strong.answer },
        onTopic: a.strong.answer,
        offTopic: b.strong.answer,
      });
    }
  }
  return out;
}
