/**
 * A licence or certification: a sentence naming all its terms ("nursing", "BLS"). It counts when
 * the sentence says it is a credential (licence, certified, registered, the acronym) or sits under
 * a licences/certifications heading; the words alone ("nurse" in a duty) leave it unclear.
 */
import type { CriterionDetails } from './criterion-types';
import { CERTIFICATION_ACRONYM_RE, CREDENTIAL_WORD_RE } from './criteria-vocabulary';
import type { ResumeContext, Review } from './resume-context';
import type { ResumeSentence } from './resume-sentences';
import { stemsOf, wordStem } from './word-stems';

function names(sentence: ResumeSentence, terms: string[]): boolean {
  const stems = stemsOf(sentence.text);
  return terms.every((term) =>
    /^[A-Z0-9-]{2,}$/.test(term) ? new RegExp(`\\b${term.replace(/[-]/g, '\\-')}\\b`).test(sentence.text) : stems.has(wordStem(term)),
  );
}

export function reviewCertification(details: CriterionDetails, context: ResumeContext): Review {
  const terms = details.certification?.terms ?? [];
  const label = terms.join(' ') || 'the credential';
  if (!terms.length) return { verdict: 'unclear', evidence: null, reason: 'The criterion does not name which licence or certification.' };
  const naming = context.sentences.filter((s) => names(s, terms));
  const strong = naming.filter((s) => s.section === 'certifications' || CREDENTIAL_WORD_RE.test(s.text) || CERTIFICATION_ACRONYM_RE.test(s.text));
  // A line under the licences heading first, then any other sentence that says it is a credential.
  const best = strong.find((s) => s.section === 'certifications') ?? strong[0];
  if (best) return { verdict: 'met', evidence: best.text, reason: `The resume names ${label} as a credential.` };
  if (naming[0]) return { verdict: 'unclear', evidence: naming[0].text, reason: `The resume mentions ${label} but not as a licence or certification.` };
  return { verdict: 'not-met', evidence: null, reason: `No sentence in the resume names ${label}.` };
}
