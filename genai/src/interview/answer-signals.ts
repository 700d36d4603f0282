// What an answer shows, read sentence by sentence: the STAR parts (situation, task, action,
// result), numbers, filler words, hypothetical wording and concrete detail. Cue patterns are data;
// each was written from how people tell work stories, not fitted to the labelled set's sentences.
import { splitSentences } from '../text/tokenize';
import type { StarPart } from './interview-types';

export const STAR_CUES: Record<StarPart, RegExp[]> = {
  situation: [
    /\b(when I (was|worked|joined|started)|while (I was )?working|at my (last|previous|current|old|first) (job|role|company|school|hospital|employer|placement|team)|in my (last|previous|current|first|old) (job|role|position|year|team|placement|school)|last (year|month|quarter|summer|spring|winter|autumn|fall|week|term|semester)|(a|one|two|three|a few) (few )?(years?|months?|weeks?) ago|during (my|a|the|our)|there was (a|an|one)|we had (a|an|one)|we were (short|behind|facing|losing|about)|our (team|ward|unit|school|company|department|store|class|clinic|branch|sales team|biggest client) (was|were|had)|I was working (as|at|on)|one (day|time|night|shift|morning|evening|afternoon)|(a|an|one) (patient|customer|client|student|parent|colleague|manager|user|resident|family) (who|was|had|came|called|complained))\b/i,
    /^(at|in) (my|a|an|our|[A-Z][a-z]+)\b[^.]{0,60},/,
    /\b(in|back in) (19|20)\d\d\b/i,
    /\b(in|this|last|that|one|early|late) (january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|term|semester|quarter)\b/i,
    /\b(\w+ (days?|weeks?|months?|years?) (ago|before|into|after)|halfway through|on my (last|previous|first|old) (team|project|shift|ward|job|placement))\b/i,
    /^(while|when) \w+ing\b/i,
  ],
  task: [
    /\b(my (role|job|task|goal|responsibility|aim|objective|brief|challenge) was|I was (responsible|asked|tasked|assigned|expected|in charge|given|the one|the only)|I needed to|I had to|the (goal|task|challenge|problem|issue|objective|target|deadline|brief) was|we needed to|we had to|it was up to me|I wanted to (make sure|find|get|fix|understand|help)|I set out to|I decided (it was|that I) (my|had)|needed (someone|me) to|it was (my|our) (job|role|responsibility|task) to|the (goal|aim|plan) was to|I needed (\w+ )?to)\b/i,
  ],
  action: [
    /\b(I|so I|then I|first,? I|next,? I|and I|I then|I also|I personally|I immediately|I quickly) (?!was\b|were\b|had\b|needed\b|wanted\b|felt\b|knew\b|liked\b|loved\b|hoped\b|used to\b|would\b|could\b|think\b|thought\b|guess\b|am\b|have\b|really\b|just\b|always\b|usually\b)(\w+ed|made|took|set|ran|built|wrote|led|met|spoke|sat|called|went|began|brought|chose|found|got|gave|held|kept|put|sent|spent|taught|told|drew|sold|did|broke|won|rang|paid|drove|rebuilt|rewrote|stood|sought|split|cut|shut|fed|read|dealt|thought through|laid|bought|fought|caught|led)\b/i,
  ],
  result: [
    /\b(as a result|result(ed|s)? (in|was)|the result was|which (led|meant|helped|cut|reduced|increased|saved|brought|got|gave)|led to|(this|that|it|these) (meant|helped|led|saved|reduced|cut|improved|increased|worked|brought|paid off)|in the end|by the end|afterwards|the outcome|outcome was|ended up|since then|from then on|now (we|the|it|our|every|all)|(we|I|they|she|he) (reduced|increased|improved|cut|saved|won|hit|exceeded|beat|closed|doubled|tripled|halved|finished|delivered|launched|met|recovered|passed|renewed|signed|retained|kept)|(reduced|increased|improved|cut|grew|dropped|rose|fell|lowered|raised) [^.]{0,40}\b(by|from|to)\b \d|went (up |down )?from|(was|were) (praised|recognised|recognized|promoted|adopted|rolled out|thanked|discharged|resolved|fixed|approved)|feedback was|(the|my|our) (patient|customer|client|student|team|manager|parent|director|class|family|resident|user)s? (was|were|thanked|said|recovered|renewed|signed|passed|improved|stayed|agreed)|I (learned|learnt)|the lesson)\b/i,
    /\b((was|were|is|are) back (on|to|online|in|within)|returned to (normal|target|budget)|now (take|takes|run|runs|use|uses|has|have)|went out on time|on time and|ahead of schedule|(left|went home|felt) (reassured|happy|satisfied|confident)|(rose|fell|dropped|grew|climbed) (by|to|from))\b/i,
  ],
};

/** Someone other than the speaker did something, told in the past: how a story usually ends. */
const CLOSING_OTHERS =
  /^(\w+ )?(he|she|they|the \w+|our \w+|my \w+|his \w+|her \w+|their \w+|both \w+|everyone|it) (\w+ed|started|began|went|came|got|grew|fell|rose|took|became|stayed|said|told|gave|made|kept|won|left|sent)\b/i;

const HYPOTHETICAL =
  /\b(I would|I'd|I will|I'll|I'm going to|I usually|I always|I tend to|I try to|I normally|I generally|normally I|generally I|I think I am|I believe I am|I am (a|very|really|quite) \w+)\b/i;
const PAST_FIRST_PERSON =
  /\b(I|we) (\w+ed|made|took|set|ran|built|wrote|led|met|spoke|called|went|began|brought|chose|found|got|gave|held|kept|put|sent|spent|taught|told|sold|did|won)\b/i;
export const NUMBER_RE =
  /(?:[$£€₹]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion|thousand)?|\b\d[\d,.]*\s?(?:%|percent|per cent|x\b|k\b|million|billion|thousand|hours?|days?|weeks?|months?|minutes?|patients?|students?|customers?|clients?|people|users?|accounts?|deals?|tickets?|beds?|calls?|points?|grades?)?|\b(?:doubled|tripled|halved|twice|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|hundreds|thousands|dozen)\b(?:\s(?:percent|per cent|minutes?|hours?|days?|weeks?|months?|patients?|students?|customers?|clients?|people|times))?)/gi;

const FILLERS: [string, RegExp][] = [
  ['um', /\b(um+|umm+|erm+|uhm+)\b/gi],
  ['uh', /\b(uh+|er)\b/gi],
  ['like', /(,\s*like\b|\blike,|\blike\s+(um|uh)\b|\band like\b|\bwas like\b)/gi],
  ['you know', /\byou know\b(?!\s+(how|what|why|that|when|where|the|it|him|her|them))/gi],
  ['basically', /\bbasically\b/gi],
  ['actually', /\bactually\b/gi],
  ['literally', /\bliterally\b/gi],
  ['sort of', /\bsort of\b/gi],
  ['kind of', /\bkind of\b/gi],
  ['I mean', /\bI mean\b/gi],
  ['so yeah', /\bso,? yeah\b/gi],
  ['stuff', /\b(and )?stuff( like that)?\b/gi],
];

/** Words that say nothing specific: a few are normal, many make an answer vague. */
const GENERIC =
  /\b(things?|stuff|etc|some(thing|one|how)|various|a lot|lots of|kind of|sort of|hard[- ]?work(er|ing)|team player|people person|always|never|everyone|everything|in general|generally|basically|pretty good|very good|good at|I guess)\b/gi;

export interface AnswerSignals {
  sentences: string[];
  star: Record<StarPart, string | undefined>;
  quantified: string[];
  fillers: { word: string; count: number }[];
  fillerCount: number;
  hypotheticalSentences: number;
  pastActionSentences: number;
  genericCount: number;
  /** Capitalised words inside sentences: names of places, tools, products. */
  properNouns: number;
}

export function readSignals(answer: string): AnswerSignals {
  const sentences = splitSentences(answer).map((s) => s.text);
  const star: Record<StarPart, string | undefined> = { situation: undefined, task: undefined, action: undefined, result: undefined };
  for (const part of ['situation', 'task', 'action', 'result'] as StarPart[]) {
    star[part] = sentences.find((s) => STAR_CUES[part].some((re) => re.test(s)));
  }
  // Structure: a story's opening sentence, told in the past before any action, sets the scene.
  const firstAction = star.action ? sentences.indexOf(star.action) : -1;
  if (!star.situation && firstAction > 0 && /\b(was|were|had|\w+ed)\b/i.test(sentences[0]!) && !HYPOTHETICAL.test(sentences[0]!)) star.situation = sentences[0];
  // A number in a sentence after the first action is a result even without a result phrase.
  if (!star.result && star.action) {
    const after = sentences.slice(sentences.indexOf(star.action) + 1);
    star.result = after.find((s) => /\d\s?%|\bpercent\b|[$£€₹]\s?\d/.test(s));
  }
  // A story's closing sentence, after its actions, that says what others did or what a count
  // came to ("He started quoting the reports…", "I handled 140 contacts…") is its result.
  const last = sentences[sentences.length - 1];
  if (
    !star.result &&
    star.action &&
    last &&
    last !== star.action &&
    sentences.indexOf(star.action) < sentences.length - 1 &&
    !HYPOTHETICAL.test(last) &&
    (CLOSING_OTHERS.test(last) || /\b\d[\d,.]*\b/.test(last))
  )
    star.result = last;
  const quantified = [
    ...new Set((answer.match(NUMBER_RE) ?? []).map((m) => m.trim()).filter((m) => /\d|doubled|tripled|halved|twice/i.test(m) || /\s/.test(m))),
  ].slice(0, 10);
  const fillers = FILLERS.map(([word, re]) => ({ word, count: (answer.match(re) ?? []).length }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count);
  const hypotheticalSentences = sentences.filter((s) => HYPOTHETICAL.test(s)).length;
  const pastActionSentences = sentences.filter((s) => PAST_FIRST_PERSON.test(s)).length;
  const genericCount = (answer.match(GENERIC) ?? []).length;
  let properNouns = 0;
  for (const s of sentences) properNouns += (s.slice(1).match(/(?<![.!?]\s)\b[A-Z][a-zA-Z]{2,}\b/g) ?? []).filter((w) => w !== 'I').length;
  return {
    sentences,
    star,
    quantified,
    fillers,
    fillerCount: fillers.reduce((n, f) => n + f.count, 0),
    hypotheticalSentences,
    pastActionSentences,
    genericCount,
    properNouns,
  };
}
