/** Heuristics as data: the words that tell what a criterion asks for and what a resume proves. */

/** "3+ years", "3-5 years", "Minimum 5 yrs". */
export const YEARS_RE = /(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)\b/i;
/** Words that never name the field the years are in. */
export const YEARS_FILLER = new Set([
  'minimum',
  'min',
  'at',
  'least',
  'of',
  'experience',
  'exp',
  'relevant',
  'professional',
  'work',
  'working',
  'in',
  'with',
  'a',
  'an',
  'the',
  'hands',
  'on',
  'proven',
  'solid',
  'strong',
  'demonstrated',
  'related',
  'years',
  'year',
  'yrs',
  'plus',
  'or',
  'more',
  'and',
  'as',
  'role',
  'roles',
  'position',
  'positions',
  'industry',
  'field',
  'similar',
  'total',
  'paid',
  'full',
  'time',
  'projects',
  'project',
]);

/** A degree named: the words, or a short form before "in"/"of" ("B.S. in", "MS in") so "MS Excel" is not one. */
export const DEGREE_CUE_RE =
  /\b(degree|bachelor|master|ph\.?d|doctorate|diploma|graduate|high school|ged|mba|bsc|msc|b\.sc|m\.sc|b\.?tech|m\.?tech)\b|\b(?:BS|MS|BA|MA|B\.S|M\.S|B\.A|M\.A)\.?\s+(?:in|of)\b/i;
export const RELATED_RE = /\b(related|equivalent|similar|comparable|relevant)\b/i;
/** Study fields close enough that "or a related field" accepts one for another. */
export const RELATED_FIELDS: string[][] = [
  ['Computer Science', 'Engineering', 'Mathematics and Statistics', 'Science'],
  ['Business', 'Mathematics and Statistics'],
  ['Nursing and Health', 'Science'],
  ['Design', 'Computer Science'],
];

export const CERTIFICATION_WORD_RE =
  /\b(licen[cs]e[ds]?|licensure|certifi(?:ed|cation|cate)s?|accredit(?:ed|ation)|registered nurse|chartered|board[- ]certified)\b/i;
/** Credentials named by acronym alone; upper-case only, so "pals" or "cna" in a sentence is not one. */
export const CERTIFICATION_ACRONYM_RE = /\b(CPA|PMP|CFA|ACCA|CISSP|CPR|BLS|ACLS|PALS|CDL|CNA|LPN|RN|CCNA|CISA|CISM|SHRM-CP|PHR)\b/;
/** Words that say "a credential" without naming which one. */
export const CERTIFICATION_FILLER = new Set([
  'valid',
  'current',
  'active',
  'unrestricted',
  'license',
  'licence',
  'licenses',
  'licences',
  'licensed',
  'licensure',
  'certification',
  'certifications',
  'certified',
  'certificate',
  'certificates',
  'accredited',
  'accreditation',
  'in',
  'any',
  'country',
  'state',
  'the',
  'a',
  'an',
  'or',
  'and',
  'of',
  'required',
  'must',
  'have',
  'hold',
  'holds',
  'be',
  'is',
  'to',
  'with',
  'good',
  'standing',
  'equivalent',
  'eligible',
  'eligibility',
  'for',
  'us',
  'u.s',
  'preferred',
  'current',
  'issued',
  'by',
  'recognised',
  'recognized',
  'professional',
]);
/** What a resume line holding a credential says besides its name. */
export const CREDENTIAL_WORD_RE = /\b(licen[cs]e[ds]?|licensure|certifi(?:ed|cation|cate)s?|accredit|registered|chartered|board)\b/i;

export const WORK_AUTH_RE =
  /\b(authori[sz]ed to work|work authori[sz]ation|right to work|eligible to work|eligibility to work|legally (?:able|allowed|permitted) to work|work permit|visa sponsorship)\b/i;
export const RESUME_WORK_AUTH_RE =
  /\b(authori[sz]ed to work|right to work|eligible to work|work permit|citizen(?:ship)?|permanent resident|green card|visa)\b/i;
export const NEEDS_SPONSORSHIP_RE = /\b(requires?|need|needs|require) (?:visa )?sponsorship\b/i;
export const LOCATION_CUE_RE =
  /\b(based in|located in|locate[sd]? in|reside in|residing in|live in|living in|relocat\w*|on[- ]?site in|commut\w* to|within commuting distance|in or near|near)\b/i;
export const RELOCATION_RE = /\b(relocat\w*|willing to move|open to moving)\b/i;

/** Skills whose category is about a person rather than a capability a resume can show. */
export const UNJUDGED_SKILL_CATEGORIES = new Set(['soft', 'language-spoken']);

/** "an alternative", "such as", "(particularly Excel)": skills after these are examples of the one before. */
export const EXAMPLE_CUE_RE = /\(|\b(such as|e\.g\.?|for example|including|particularly|especially|like)\b/i;

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
