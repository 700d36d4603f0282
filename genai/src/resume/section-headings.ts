// Heading words per resume section, as data: tune these tables, not the control flow.
// Matching is on whole words of a short line, so "Leadership and Work Experience" and
// "Computer Engineering Experience" are experience, "Top Skills" is skills.

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certificates'
  | 'languages'
  | 'awards'
  | 'contact'
  | 'other';

export const SECTION_HEADINGS_VERSION = 1;

/** Checked in order; the first kind with a matching phrase wins. */
export const SECTION_PHRASES: [SectionKind, string[]][] = [
  ['education', ['education', 'academic background', 'academics', 'academic qualifications', 'qualifications', 'educational background', 'academic history', 'schooling', 'education and training', 'ausbildung', 'formation', 'formación', 'studies']],
  ['experience', ['experience', 'employment', 'work history', 'professional history', 'career history', 'positions held', 'internships', 'internship', 'work', 'berufserfahrung', 'expérience professionnelle', 'experiencia']],
  ['skills', ['skills', 'technical skills', 'core competencies', 'competencies', 'technologies', 'tech stack', 'toolbox', 'tools', 'expertise', 'areas of expertise', 'proficiencies', 'strengths', 'kenntnisse', 'compétences', 'habilidades', 'digital skills']],
  ['projects', ['projects', 'project', 'personal projects', 'selected projects', 'portfolio', 'open source']],
  ['certificates', ['certifications', 'certification', 'certificates', 'licenses', 'licences', 'courses', 'training', 'credentials']],
  ['languages', ['languages', 'language skills', 'language', 'mother tongue', 'sprachen', 'langues', 'idiomas']],
  ['awards', ['awards', 'honors', 'honours', 'achievements', 'accomplishments', 'scholarships', 'publications', 'patents']],
  ['summary', ['summary', 'profile', 'professional summary', 'about me', 'about', 'objective', 'career objective', 'overview', 'highlights', 'personal statement', 'introduction', 'bio']],
  ['contact', ['contact', 'contact information', 'personal information', 'personal details', 'personal data', 'details', 'info']],
  ['other', ['interests', 'hobbies', 'activities', 'volunteering', 'volunteer', 'references', 'leadership', 'extracurricular', 'extra-curricular', 'affiliations', 'memberships', 'additional information', 'misc', 'declaration']],
];

/** "E X P E R I E N C E" (letter-spaced headings) → "EXPERIENCE"; word gaps are 2+ spaces. */
export function collapseSpacedLetters(text: string): string {
  const t = text.trim();
  if (!/^(\p{L}\s{1,3})+\p{L}$/u.test(t)) return text;
  return t.split(/\s{2,}/).map((word) => word.replace(/\s+/g, '')).join(' ');
}

/** "Technical Skills" is skills even though "technologies"/"tools" may sit in experience lines. */
export function sectionKindOf(heading: string): SectionKind | null {
  const words = collapseSpacedLetters(heading)
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\s&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return null;
  const padded = ` ${words} `;
  // "Experience" wins over "skills" in "Work Experience & Skills"? The first word decides ties.
  // "Other" words ("Leadership and Work Experience") yield to any specific section word.
  let best: { kind: SectionKind; at: number } | null = null;
  for (const [kind, phrases] of SECTION_PHRASES) {
    for (const phrase of phrases) {
      const at = padded.indexOf(` ${phrase} `);
      if (at < 0) continue;
      const better = !best || (best.kind === 'other' && kind !== 'other') || (at < best.at && !(kind === 'other' && best.kind !== 'other'));
      if (better) best = { kind, at };
    }
  }
  return best?.kind ?? null;
}
