/**
 * The resume as quotable sentences: each line split into sentences, tagged with its section and
 * its offsets in the resume text, bullet marks left off so a quote reads as the candidate wrote it.
 */
import { resumeSections, type ResumeSection } from '../match/resume-profile';
import { splitSentences } from '../text/tokenize';

export interface ResumeSentence {
  text: string;
  section: ResumeSection;
  start: number;
  end: number;
  /** Index of the line it sits in, in reading order. */
  line: number;
}

const BULLET_RE = /^(?:[•●▪◦‣∙·*\-–—]|\d{1,2}[.)])\s+/;

export function resumeSentences(text: string): ResumeSentence[] {
  const out: ResumeSentence[] = [];
  resumeSections(text).forEach(({ line, section, start }, index) => {
    const bullet = BULLET_RE.exec(line)?.[0].length ?? 0;
    const body = line.slice(bullet);
    // Entries (a degree, a licence, a contact line, a skills list) are quoted whole: "B.Sc. Chemistry" is one.
    const prose = section === 'summary' || section === 'experience' || section === 'projects' || section === 'other';
    for (const s of prose ? splitSentences(body) : [{ text: body, start: 0, end: body.length }]) {
      const from = start + bullet + s.start;
      // Quote exactly what the resume says: the text between the offsets.
      out.push({ text: text.slice(from, start + bullet + s.end), section, start: from, end: start + bullet + s.end, line: index });
    }
  });
  return out;
}

/** How strongly a section shows a fact: used in work beats listed beats elsewhere. */
export function sectionWeight(section: ResumeSection): number {
  if (section === 'experience' || section === 'projects') return 3;
  if (section === 'summary' || section === 'header') return 2;
  if (section === 'skills' || section === 'certifications') return 1;
  return 0;
}
