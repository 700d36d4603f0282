/** Degree levels and fields of study, as written in jobs and resumes ("B.Tech", "MBA", "Master of Science"). */
export type DegreeLevel = 'none' | 'high-school' | 'diploma' | 'associate' | 'bachelor' | 'master' | 'doctorate';

export const DEGREE_RANK: Record<DegreeLevel, number> = { none: 0, 'high-school': 1, diploma: 2, associate: 2, bachelor: 3, master: 4, doctorate: 5 };

const DEGREE_RULES: [DegreeLevel, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral|d\.?phil|md)\b/i],
  ['master', /\b(master'?s?|m\.?\s?s\.?c?|m\.?\s?tech|m\.?\s?e|mba|m\.?\s?b\.?\s?a|m\.?\s?a|mca|m\.?\s?eng|postgraduate|post-graduate|pgdm)\b/i],
  [
    'bachelor',
    /\b(bachelor'?s?|b\.?\s?s\.?c?|b\.?\s?tech|b\.?\s?e|b\.?\s?a|bca|b\.?\s?eng|b\.?\s?com|bba|undergraduate|degree|graduate degree|university degree)\b/i,
  ],
  ['associate', /\b(associate'?s? degree|a\.?\s?a\.?\s?s?)\b/i],
  ['diploma', /\b(diploma|hnd|hnc|nvq|certificate iv)\b/i],
  ['high-school', /\b(high school|ged|a-levels?|gcse|secondary school|12th|hsc)\b/i],
];

/** The highest degree level named in a text. Short forms need their dots or capitals to count. */
export function degreeLevel(text: string): DegreeLevel {
  let best: DegreeLevel = 'none';
  for (const [level, re] of DEGREE_RULES) {
    const m = text.match(re);
    if (!m) continue;
    // "MA" or "BE" as plain words ("be", "ma") are not degrees: short forms must be upper-case.
    if (m[0].length <= 3 && m[0] === m[0].toLowerCase() && !/\./.test(m[0])) continue;
    if (DEGREE_RANK[level] > DEGREE_RANK[best]) best = level;
  }
  return best;
}

const FIELD_RULES: [string, RegExp][] = [
  ['Computer Science', /\b(computer science|computer engineering|software engineering|information technology|computing|\bcs\b|cse|informatics)\b/i],
  ['Engineering', /\b(engineering|electrical|electronics|mechanical|civil)\b/i],
  ['Mathematics and Statistics', /\b(mathematics|maths?|statistics|applied math)\b/i],
  ['Business', /\b(business|mba|management|commerce|economics|finance|accounting|marketing)\b/i],
  ['Science', /\b(physics|chemistry|biology|life sciences|data science)\b/i],
  ['Nursing and Health', /\b(nursing|medicine|health|pharmacy|bsn)\b/i],
  ['Education', /\b(education|teaching|pgce|qts)\b/i],
  ['Design', /\b(design|fine arts|hci|human-computer interaction)\b/i],
  ['Law', /\b(law|llb|jd|legal)\b/i],
];

export function studyFields(text: string): string[] {
  return FIELD_RULES.filter(([, re]) => re.test(text)).map(([f]) => f);
}
