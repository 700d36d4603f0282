// Heading words per resume section, as data: tune these tables, not the control flow.
// Matching is on whole words of a short line, so "Leadership and Work Experience" and
// "Computer Engineering Experience" are experience, "Top Skills" is skills.

export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certificates' | 'languages' | 'awards' | 'contact' | 'other';

export const SECTION_HEADINGS_VERSION = 1;

/** Checked in order; the first kind with a matching phrase wins. */
export const SECTION_PHRASES: [SectionKind, string[]][] = [
  [
    'education',
    [
      'education',
      'academic background',
      'academics',
      'academic qualifications',
      'qualifications',
      'educational background',
      'academic history',
      'schooling',
      'education and training',
      'ausbildung',
      'formation',
      'formación',
      'studies',
    ],
  ],
  [
    'experience',
    [
      'experience',
      'employment',
      'work history',
      'professional history',
      'career history',
      'positions held',
      'internships',
      'internship',
      'work',
      'berufserfahrung',
      'expérience professionnelle',
      'experiencia',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'technical skills',
      'core competencies',
      'competencies',
      'technologies',
      'tech stack',
      'toolbox',
      'tools',
      'expertise',
      'areas of expertise',
      'proficiencies',
      'strengths',
      'kenntnisse',
      'compétences',
      'habilidades',
      'digital skills',
    ],
  ],
  ['projects', ['projects', 'project', 'personal projects', 'selected projects', 'portfolio', 'open source']],
  ['certificates', ['certifications', 'certification', 'certificates', 'licenses', 'licences', 'courses', 'training', 'credentials']],
  ['languages', ['languages', 'language skills', 'language', 'mother tongue', 'sprachen', 'langues', 'idiomas']],
  ['awards', ['awards', 'honors', 'honours', 'achievements', 'accomplishments', 'scholarships', 'publications', 'patents']],
  [
    'summary',
    [
      'summary',
      'profile',
      'professional summary',
      'about me',
      'about',
      'objective',
      'career objective',
      'overview',
      'highlights',
      'personal statement',
      'introduction',
      'bio',
    ],
  ],
  ['contact', ['contact', 'contact information', 'personal information', 'personal details', 'personal data', 'details', 'info']],
  [
    'other',
    [
      'interests',
      'hobbies',
      'activities',
      'volunteering',
      'volunteer',
      'references',
      'leadership',
      'extracurricular',
      'extra-curricular',
      'affiliations',
      'memberships',
      'additional information',
      'misc',
      'declaration',
    ],
  ],
];

const SQUASHED_PHRASES = new Map<string, string>();

/**
 * "E X P E R I E N C E" (letter-spaced headings) → "EXPERIENCE". Word gaps are 2+ spaces when
 * the PDF kept them; when it did not ("W H E R E I H A V E W O R K E D", or kerned pairs such as
 * "S TAT E M E N T"), the letters are rejoined and the words found again from the known heading
 * phrases, or failing that left as one word.
 */
export function collapseSpacedLetters(text: string): string {
  const t = text.trim();
  const tokens = t.split(/\s+/);
  const single = tokens.filter((w) => /^\p{L}$/u.test(w)).length;
  if (tokens.length < 3 || single / tokens.length < 0.6 || !tokens.every((w) => /^\p{L}{1,3}$/u.test(w))) return text;
  if (/\s{2,}/.test(t))
    return t
      .split(/\s{2,}/)
      .map((word) => word.replace(/\s+/g, ''))
      .join(' ');
  const squashed = t.replace(/\s+/g, '');
  if (!SQUASHED_PHRASES.size) for (const [, phrases] of SECTION_PHRASES) for (const p of phrases) SQUASHED_PHRASES.set(p.replace(/[^\p{L}]/gu, ''), p);
  const known = SQUASHED_PHRASES.get(squashed.toLowerCase());
  if (known) return squashed === squashed.toUpperCase() ? known.toUpperCase() : known;
  // Ends with a known phrase ("WHEREIHAVEWORKED" has none; "PROFESSIONALEXPERIENCE" → "PROFESSIONAL EXPERIENCE").
  const lower = squashed.toLowerCase();
  for (const [key, phrase] of SQUASHED_PHRASES) {
    if (key.length >= 4 && lower.endsWith(key) && lower.length > key.length) {
      const head = squashed.slice(0, squashed.length - key.length);
      const tail = squashed === squashed.toUpperCase() ? phrase.toUpperCase() : phrase;
      return `${head} ${tail}`;
    }
  }
  return squashed;
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
