/**
 * Employment type and level as the posting states them. A type counts from a field
 * ("Employment Type: Part-time Contractor"), a header line ("Full-time"), the title ("Marketing
 * Intern") or a phrase about the job itself ("a full-time, remote position"); "supervise a team of
 * part-time staff" says nothing about this job. A level counts from the title's level word or a
 * board's "Level:" field; years of experience alone are no level.
 */
import type { Seniority } from '../taxonomy/curated-titles';
import { normalizeEmploymentType, type EmploymentType } from './normalize';

const TYPE_WORD = String.raw`full[- ]?time|part[- ]?time|contract(?:or)?|temp(?:orary)?[- ]to[- ]perm(?:anent)?|temporary|seasonal|internship|intern|freelancer?|permanent|fixed[- ]term|term position|interim`;
const FIELD =
  /^(?:type of employment|employment(?: type)?|job type|contract(?: type)?|position type|role type|work type|type|schedule|commitment)\s*:\s*(.+)$/i;
const HEADER = new RegExp(String.raw`^(?:${TYPE_WORD})(?:\s*(?:,|/|and|or)\s*(?:${TYPE_WORD}))*$`, 'i');
const ABOUT_JOB = new RegExp(
  String.raw`\b(?:a|an|as a|as an)\s+(?:(?:summer|winter|paid|remote|hybrid|short[- ]term|long[- ]term|\d{1,2}[- ](?:week|month))\s+)?(?:${TYPE_WORD})\b|\bwork (?:\w+ ){0,2}(?:full|part)[- ]?time\b|\b(?:${TYPE_WORD})\b(?:\s*(?:,|/|and|or)\s*(?:remote|hybrid|on-?site|${TYPE_WORD}))*\s+(?:role|position|job|opportunity|contract|employment|post|vacancy|assignment|hire|basis)\b|\b(?:this|the) (?:role|position|job) is (?:a |an )?(?:${TYPE_WORD})\b`,
  'i',
);

const FIXED_TERM =
  /\b(?:\d{1,2}|six|twelve|eighteen)[- ](?:months?|years?)\s+(?:fixed[- ]term\s+)?(?:contract|term|assignment|(?:maternity|paternity|parental)(?: leave)? cover)\b|\b(?:maternity|paternity|parental)(?: leave)? cover\b/i;
const DISCLAIMER = /\b(?:not|never)\b[^.]{0,60}\bcontract\b|\bcontract (?:or offer )?of employment\b|\bat[- ]will\b/i;

/** One type from the words of a field or phrase: a contract stays a contract whatever its hours. */
function typeOf(words: string): EmploymentType {
  // "Temp-to-perm", "seasonal": a term, as the set's rules file "contract to hire".
  if (/\btemp(?:orary)?[- ]to[- ]perm|\bseasonal\b/i.test(words)) return 'contract';
  if (
    /\bcontract(or)?\b|\bfixed[- ]term\b|\bterm position\b|\binterim\b/i.test(words) &&
    !/\bpermanent\b(?!.*\bcontract)/i.test(words.replace(/contract:/i, ''))
  )
    return 'contract';
  return normalizeEmploymentType(words);
}

export function findEmploymentType(lines: string[], title: string): EmploymentType {
  for (const line of lines) {
    const m = FIELD.exec(line);
    if (m?.[1]) {
      const t = typeOf(m[1]);
      if (t !== 'unspecified') return t;
    }
  }
  for (const line of lines.slice(0, 8)) {
    const clean = line.replace(/[*_#]/g, '').trim();
    // "Full-time", "Contract to start - full time possible": a short header line led by the type.
    if (HEADER.test(clean) || (new RegExp(String.raw`^(?:${TYPE_WORD})\b`, 'i').test(clean) && clean.split(/\s+/).length <= 8)) {
      const t = typeOf(clean);
      if (t !== 'unspecified') return t;
    }
  }
  const inTitle = typeOf(title);
  if (inTitle !== 'unspecified') return inTitle;
  // "initially a 12-month contract": a term of months or years is a contract, whatever else is floated.
  if (lines.some((l) => FIXED_TERM.test(l))) return 'contract';
  for (const line of lines) {
    // "does not create a contract or offer of employment": a disclaimer, not this job's terms.
    if (DISCLAIMER.test(line)) continue;
    const m = ABOUT_JOB.exec(line);
    if (m) {
      const t = typeOf(m[0]);
      if (t !== 'unspecified') return t;
    }
  }
  // "a 20 hours/week position", "you'll work 16 hours per week", "FTE: 0.6": fewer hours than a full week.
  for (const line of lines) {
    const fte = /\bFTE\s*[:=]?\s*(0?\.\d+)\b/i.exec(line);
    if (fte && Number(fte[1]) < 0.8) return 'part-time';
    const h = WEEKLY_HOURS.exec(line);
    if (h && Number(h[1]) < 30 && /\b(?:position|role|job|work|schedule|contract|post)\b/i.test(line)) return 'part-time';
  }
  return 'unspecified';
}

const WEEKLY_HOURS = /\b(\d{1,2})\s*(?:hours?|hrs?)\s*(?:\/\s*|per\s+|a\s+|each\s+)week\b/i;

const LEVEL_FIELD = /^(?:level|seniority|experience level|career level)\s*:\s*(.+)$/i;
const LEVEL_WORDS: [Seniority, RegExp][] = [
  ['intern', /\bintern(ship)?\b|\btrainee\b|\bapprentice\b/i],
  ['executive', /\bchief\b|\bvp\b|\bvice president\b|\bc[etofi]o\b/i],
  ['director', /\bdirector\b/i],
  ['principal', /\bprincipal\b|\bdistinguished\b/i],
  // "Staff Software Engineer" is the level above senior, as lead is; in "Staff Nurse" staff means employee.
  [
    'lead',
    /\blead\b|\bteam leader\b|\bstaff\s+(?:software|site|data|machine|ml|ai|security|product|platform|backend|back-end|frontend|front-end|full[- ]?stack|mobile|ios|android|infrastructure|cloud|devops|research|ux|ui)?\s*(?:engineer|developer|scientist|architect|designer|analyst)\b/i,
  ],
  ['senior', /\bsenior\b|\bsr\.?(?=\s)/i],
  ['junior', /\bjunior\b|\bjr\.?(?=\s)|\bentry[- ]level\b|\bgraduate\b|\bnew grad\b/i],
  ['mid', /\bmid[- ]level\b|\bintermediate\b/i],
  ['manager', /\bsupervisor\b|\b(?:engineering|team|general|operations|office|store|site|shift|department) manager\b/i],
];

/** The level the posting states, or undefined when it states none. */
export function findStatedSeniority(title: string, lines: string[]): Seniority | undefined {
  for (const [level, re] of LEVEL_WORDS) if (re.test(title)) return level;
  // A board heading without the level, the body's own heading with it ("Principal Software Development Engineer").
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  for (const line of lines.slice(0, 10)) {
    const l = key(line);
    if (line.length > 80 || !key(title) || !l.endsWith(` ${key(title)}`)) continue;
    const lead = l.slice(0, -key(title).length).trim();
    if (lead.split(' ').length > 2) continue;
    // Read with the title after it ("Staff" + "Platform Engineer"), the level word itself in the lead.
    const full = `${lead} ${key(title)}`;
    const level = LEVEL_WORDS.find(([, re]) => {
      const m = re.exec(full);
      return !!m && m.index < lead.length;
    });
    if (level) return level[0];
  }
  for (const line of lines.slice(0, 15)) {
    const m = LEVEL_FIELD.exec(line);
    if (!m?.[1]) continue;
    const stated = LEVEL_WORDS.filter(([, re]) => re.test(m[1]!));
    // "Junior, Intermediate, Senior": several levels state none.
    if (stated.length === 1) return stated[0]![0];
  }
  return undefined;
}
