/**
 * Location and work authorisation. A resume that says where the person is (a place named) meets a
 * place criterion; living elsewhere is not met unless the criterion takes relocation, which only
 * the person can answer (unclear). Work authorisation is met only by the resume saying so.
 */
import { parseResumeText } from '../resume/parse-resume';
import type { CriterionDetails } from './criterion-types';
import { NEEDS_SPONSORSHIP_RE, RELOCATION_RE, RESUME_WORK_AUTH_RE } from './criteria-vocabulary';
import type { ResumeContext, Review } from './resume-context';
import type { ResumeSentence } from './resume-sentences';
import { stemsOf } from './word-stems';

function mentions(text: string, place: string): boolean {
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(text);
}

function reviewWorkAuthorisation(country: string | undefined, context: ResumeContext): Review {
  const said = context.sentences.filter((s) => RESUME_WORK_AUTH_RE.test(s.text));
  const refusal = said.find((s) => NEEDS_SPONSORSHIP_RE.test(s.text));
  if (refusal) return { verdict: 'not-met', evidence: refusal.text, reason: 'The resume says the person needs sponsorship.' };
  const countryStems = country ? [...stemsOf(country)] : [];
  const named = said.find(
    (s) => !countryStems.length || countryStems.every((c) => stemsOf(s.text).has(c)) || (country !== undefined && mentions(s.text, country)),
  );
  if (named) return { verdict: 'met', evidence: named.text, reason: `The resume states the right to work${country ? ` in ${country}` : ''}.` };
  if (said[0])
    return { verdict: 'unclear', evidence: said[0].text, reason: `The resume states a right to work, not clearly${country ? ` in ${country}` : ''}.` };
  return { verdict: 'unclear', evidence: null, reason: 'The resume does not say; ask the candidate.' };
}

const PLACE_RE = /\b[\p{Lu}][\p{L}.'-]+(?:\s[\p{Lu}][\p{L}.'-]+)*,\s*(?:[A-Z]{2}\b|[\p{Lu}][\p{L}]+)/u;

/** Where the person lives: the parser's city on a header line below the name, else a "City, Region" there. */
function homeOf(context: ResumeContext): { city?: string; home?: ResumeSentence } {
  const header = context.sentences.filter((s) => s.section === 'header' && s.line > 0);
  const city = parseResumeText(context.text).resume.basics?.location?.city;
  const byParser = city ? header.find((s) => mentions(s.text, city)) : undefined;
  if (city && byParser) return { city, home: byParser };
  for (const s of header) {
    const m = PLACE_RE.exec(s.text);
    if (m) return { city: m[0], home: s };
  }
  return {};
}

export function reviewLocation(details: CriterionDetails, context: ResumeContext): Review {
  const asked = details.location ?? { places: [], relocation: false };
  if (!asked.places.length) return reviewWorkAuthorisation(asked.workAuthorisation, context);
  const where = asked.places.join(' or ');
  // Where the person is: the header first (their address), then anywhere.
  const ordered = [...context.sentences].sort((a, b) => Number(b.section === 'header') - Number(a.section === 'header'));
  const here = ordered.find(
    (s) => asked.places.some((p) => mentions(s.text, p)) && (s.section === 'header' || /\b(based|live|living|located|reside|relocat)/i.test(s.text)),
  );
  if (here) return { verdict: 'met', evidence: here.text, reason: `The resume places the person in ${where}.` };
  const moving = context.sentences.find((s) => RELOCATION_RE.test(s.text));
  if (moving && asked.relocation) return { verdict: 'met', evidence: moving.text, reason: 'The resume says the person is open to relocating.' };
  const { city, home } = homeOf(context);
  if (!home) return { verdict: 'unclear', evidence: null, reason: 'The resume does not say where the person lives.' };
  if (asked.relocation) return { verdict: 'unclear', evidence: home.text, reason: `Lives in ${city}; ask whether they would relocate to ${where}.` };
  return { verdict: 'not-met', evidence: home.text, reason: `Lives in ${city}, not ${where}.` };
}
