/**
 * Job description parser: plain text in, structured job out. Steps: lines (bullets and wrapped
 * lines joined) → sections by heading → fields. Skills are split into required and preferred by
 * section and by wording; lists introduced by "such as" / "e.g." / "or" become groups where any
 * one or two listed skills satisfy the need (employers list examples, not a checklist). EEO and
 * benefits boilerplate is kept apart so it never counts as a requirement.
 */
import type { Seniority } from '../taxonomy/curated-titles';
import { normalizeTitle, type NormalizedTitle } from '../taxonomy/titles';
import { aliasKey, skillDictionary } from '../taxonomy/dictionary';
import { titleHeads } from '../taxonomy/title-heads';
import { qualityCompetency } from '../skills/competency-nouns';
import { findSalary, type Salary } from './job-salary';
import { findJobPlace, findWorkplace, firstPlace, isPlace, jobLocation } from './job-place';
import { findEmploymentType, findStatedSeniority } from './job-terms';
import {
  askedPart,
  askingSentences,
  type AskingKind,
  PREFERRED_CUE,
  clauseImportances,
  leadingPreferredScope,
  plusAsides,
  lineImportance,
  SKILL_THRESHOLD,
  itemImportances,
  skillConfidence,
  skillFeatures,
  skillsOfLine,
} from './job-skills';
import { rowImportanceCells, tableCells, tableColumns } from './requirement-table';
import { degreeLevel, studyFields, type DegreeLevel } from './education';
import { type EmploymentType, type NormalizedLocation } from './normalize';

export { findSalary, type Salary } from './job-salary';

export type SectionKind = 'title' | 'about' | 'description' | 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'eeo' | 'apply' | 'other';

export interface JobSection {
  heading: string;
  kind: SectionKind;
  lines: string[];
}

export interface JobSkill {
  id: string;
  name: string;
  category: string;
  importance: 'required' | 'preferred';
  /** The line the skill was found in. */
  evidence: string;
  /** Where in the posting the skill is named: character offsets into the text given to parseJob. */
  span?: { start: number; end: number; text: string };
  /** Set when the skill is one of several listed alternatives. */
  group?: number;
  /** 'taxonomy': a dictionary skill; 'phrase': a list item after a requirement cue the taxonomy does not know. */
  source?: 'taxonomy' | 'phrase';
  /** 0–1: how likely the posting asks for it, from the learnt weights in job-skills.ts. */
  confidence?: number;
}

export type MentionedSkill = Pick<JobSkill, 'id' | 'name' | 'category' | 'evidence' | 'span'>;

export interface SkillGroup {
  id: number;
  skillIds: string[];
  /** How many of the listed skills a candidate needs for full credit. */
  need: number;
  importance: 'required' | 'preferred';
  evidence: string;
}

export interface ParsedJob {
  title: string;
  normalizedTitle: NormalizedTitle;
  /** The level the posting states (title word or a "Level:" field); absent when it states none. */
  seniority?: Seniority;
  company?: string;
  location?: NormalizedLocation;
  workplace: 'remote' | 'hybrid' | 'onsite' | 'unspecified';
  employmentType: EmploymentType;
  salary?: Salary;
  yearsExperience?: { min: number; max?: number; text: string };
  education?: { level: DegreeLevel; fields: string[]; text: string };
  requiredSkills: JobSkill[];
  preferredSkills: JobSkill[];
  skillGroups: SkillGroup[];
  /** Skills the duties or description name without asking the candidate for them ("our stack", tools of the job). */
  mentionedSkills?: MentionedSkill[];
  responsibilities: string[];
  requirements: string[];
  preferred: string[];
  benefits: string[];
  eeo: string[];
  sections: JobSection[];
}

const MAX_JOB_CHARS = 60_000;
const BULLET_RE = /^\s*(?:[•●▪◦‣∙·*\-–—]|\d{1,2}[.)])\s+/;

const HEADING_RULES: [SectionKind, RegExp][] = [
  [
    'preferred',
    /\b(preferred|nice[- ]to[- ]haves?|bonus|desirable|desired|plus(es)?|(?:would )?benefit from|beneficial|advantageous|an advantage|assets?|optional|helpful|additional (?:skills|qualifications)|sets? you apart|stand out|points for|good[- ]to[- ]have|great[- ]to[- ]have|brownie points|would be a plus|what would make you stand out|would be nice|nice (for you )?to have|could[- ]haves?|extra credit|even better|ideal(ly)? (also|if))\b/i,
  ],
  [
    'benefits',
    /\b(benefits|perks|what we offer|compensation|why (join|us|work)|we offer|rewards|package|you can enjoy|what you get|salary|(?:can )?expect from us)\b/i,
  ],
  [
    'requirements',
    /\b(requirements?|qualifications?|what you('ll)? (need|bring|have)|who you are|skills|must[- ]haves?|should[- ]haves?|essential|about you|your profile|experience required|what we(?:'re| are)? (looking|searching) for|we(?:'re|’re| are) (?:looking|searching) for (?:someone|a person|people|candidates)|you have|competencies|prerequisites|(ideal|right|perfect|great|good|strong|successful|suitable|qualified) (candidates?|applicants?|person|fit|match)|you should have|you (?:might|may|could|would|should|must) (?:also |already )?have|you'?re (a good fit|someone)|required|is this you|experience|who we(?:'re|’re| are) (?:looking|searching) for|what we need|we need from you|(?<!company |our )profile|(?:the|ideal) person|your background|ksas?|you(?:'ll|’ll| will) (?:have|need|bring)|we'?d like you to have|you should (?:have|know)|(?:tools|what) you (?:should )?know|your toolkit|succeed|what it takes|(?:selection )?criteria|person spec(?:ification)?|attributes|^you(?: are|'re|’re)$|we(?:['’]ll| will| would)? (?:expect|require|ask for|want)|expect(?:ed)? (?:of|from) you)\b/i,
  ],
  [
    'responsibilities',
    /\b(responsibilit(y|ies)|duties|what you('ll)? do|the role|your role|day[- ]to[- ]day|key tasks|accountabilities|what you will (be )?doing|in this role|your (mission|tasks|impact)|might do|goals)\b/i,
  ],
  ['eeo', /\b(equal (employment )?opportunit(y|ies)|eeo|diversity|inclusion)\b/i],
  ['apply', /\b(how to apply|to apply|application process|apply now|contact information)\b/i],
  [
    'about',
    /\b(about (us|the company|the team|(?!(?:the|this|our) (?:job|role|position|opportunity|vacancy)\b)[A-Z][\w&]+)|who we are|our (company|mission|culture|story|values|team)|company overview|what we do|what is \w+)\b/i,
  ],
  [
    'description',
    /\b(about (?:the|this) (?:job|role|position|opportunity|vacancy)|job description|description|overview|summary|the opportunity|position summary|role summary)\b/i,
  ],
];

const EEO_RE =
  /\b(equal opportunity|equal employment|eeo\b|affirmative action|regardless of (race|color|gender|sex|religion|age)|without regard to|protected (veteran|characteristic)|we value diversity|committed to (diversity|inclusion)|reasonable accommodation|disabilit(y|ies))\b/i;
const BENEFIT_RE =
  /\b(insurance|401\s?\(?k\)?|pension|retirement|paid time off|pto\b|vacation|holidays?|parental leave|stock options|equity|rsus?|wellness|gym|competitive (salary|pay|compensation)|flexible (work|working|hours)|professional development opportunities|tuition|remote work options|bonus scheme|annual leave|health, dental)\b/i;
/**
 * Who may hold the job rather than what they can do: age, citizenship, the right to work, a
 * criminal record or a background check. The set's rules count none of them as a skill, and
 * their words ("drug offense", "State Department") read as phrases when a line asks.
 */
const ELIGIBILITY_RE =
  /\b(?:convictions?|felon(?:y|ies)|misdemeanou?rs?|indictments?|criminal (?:record|background|history)|background (?:checks?|screenings?)|citizens?(?:hip)?|right to work|(?:eligible|eligibility|authori[sz]ed|authori[sz]ation) to work|work (?:permit|authori[sz]ation)|visa sponsorship|\d+ years (?:of age|old))\b/i;
/**
 * The employer's name as the posting writes it: a capitalised word written so at least twice inside
 * a sentence, once where a company's name stands ("at Larkspur", a heading "About Larkspur", "join Larkspur",
 * "Larkspur's", "Larkspur is / has / was / values"). A phrase holding it ("Larkspur culture",
 * "(everyone ships at Larkspur)") speaks of the employer, not of a skill.
 */
export function employerWords(body: string): Set<string> {
  const inSentence = new Map<string, number>();
  for (const m of body.matchAll(/(?<=[\p{L}\p{N},)] )(\p{Lu}[\p{L}\p{N}]+)\b/gu)) inSentence.set(m[1]!, (inSentence.get(m[1]!) ?? 0) + 1);
  const lowerCase = new Set(body.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{N}]*/gu) ?? []);
  // One pass per position a company's name stands in, not one per word: the text may be long.
  const asCompany = new Set<string>();
  const positions = [
    /\b(?:[Aa]t|[Jj]oin|[Jj]oining)\s+(\p{Lu}[\p{L}\p{N}]+)\b(?![-.]\w)/gu,
    /^[^\p{L}\p{N}\n]{0,8}(?:[Aa]bout|ABOUT)[^\S\n]+(\p{Lu}[\p{L}\p{N}]+)\b(?![-.]\w)/gmu,
    /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}]+)(?:['’]s?\s|\s+(?:is|has|was|values|offers|believes)\s+(?!a (?:plus|bonus|must)))/gu,
  ];
  for (const re of positions) for (const m of body.matchAll(re)) asCompany.add(m[1]!);
  const out = new Set<string>();
  for (const [word, n] of inSentence) {
    // A name is never written in lower case; one the taxonomy, a job title or a place already
    // names ("SEO", "Coordinator", "Canada") is not the employer's own word.
    if (n < 2 || word.length < 3 || !asCompany.has(word) || lowerCase.has(word.toLowerCase())) continue;
    if (skillDictionary().aliases.has(aliasKey(word)) || titleHeads().has(word.toLowerCase()) || isPlace(word)) continue;
    out.add(word);
  }
  return out;
}

/** The line with its sentences about eligibility blanked to spaces, so offsets into it still hold. */
function withoutEligibility(line: string): string {
  if (!ELIGIBILITY_RE.test(line)) return line;
  return line.replace(/[^.!?;]+(?:[.!?;]+|$)/g, (sentence) => (ELIGIBILITY_RE.test(sentence) ? ' '.repeat(sentence.length) : sentence));
}

const BILINGUAL_POST =
  /\bbilingual (?:imperative|position|role|post|requirement)\b|\b(?:must|need to|required to) be bilingual\b|\bbilingual(?: \((?:english|french|spanish)[^)]{0,30}\))? (?:is |are )?(?:required|essential|mandatory)\b/i;
const GROUP_CUE_RE = /\b(such as|e\.g\.?|eg\.|for example|including|like|or similar|or equivalent|any of|one of|one or more of)\b|\(/i;

/** Joins lines that were wrapped mid-sentence; keeps bullets and headings apart. */
export function jobLines(text: string): string[] {
  const raw = text.slice(0, MAX_JOB_CHARS).replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of raw) {
    const trimmed = line.trim();
    if (!trimmed || /^\d{1,3}$/.test(trimmed)) continue; // page numbers
    const prev = out[out.length - 1];
    const isBullet = BULLET_RE.test(trimmed);
    const continues = prev !== undefined && !isBullet && /^[\p{Ll}(]/u.test(trimmed) && !/[.:!?]$/.test(prev);
    if (continues) out[out.length - 1] = `${prev} ${trimmed}`.replace(/-\s(?=\p{Ll})/u, '');
    else out.push(trimmed);
  }
  return out;
}

/** A heading that says its list is needed, whatever else it says ("Required (training provided if preferred)"). */
const MUST_HEADING = /\b(?:must|required|essential|mandatory)\b/i;

/**
 * "The successful candidate will have", "We would also welcome applications from candidates with":
 * a sentence that stops on a word that needs an object is a lead-in to the list below it.
 */
const OPEN_LEAD_IN =
  /\s(?:with|have|has|had|need|require|possess|bring|offer|show|demonstrate|include|includes|following|(?:if|when|that|who|where) (?:you|they|he|she)(?: (?:also|already))?(?: (?:have|are|know|bring))?)$/i;

function headingKind(line: string): SectionKind | undefined {
  // "We're looking for someone who is...": a lead-in ending in an ellipsis heads a list as a colon does.
  line = line.replace(/\s*(?:\.{3}|…)\s*$/, ':');
  if (!BULLET_RE.test(line) && OPEN_LEAD_IN.test(line.trim()) && /^\p{Lu}/u.test(line.trim())) line = `${line.trim()}:`;
  // "Why join us?", "Is this you?": a short question heads a section too.
  if (/^[^?]+\?$/.test(line.trim()) && line.trim().split(/\s+/).length <= 5) line = line.replace(/\?\s*$/, ':');
  const clean = line.replace(/[:#*_]+/g, ' ').trim();
  if (BULLET_RE.test(line) || /[.!?]$/.test(clean)) return undefined;
  // "The skills, attributes and experience you must have:" — a lead-in sentence ending in a colon heads a list too.
  const words = clean.split(/\s+/).length;
  if (words > 7 || clean.length > 60) {
    // A long lead-in heads a list only when it says how the list counts ("... would benefit from ...:").
    if (!/:\s*$/.test(line) || words > 45) return undefined;
    if (words > 16) return HEADING_RULES[0]![1].test(clean) ? 'preferred' : undefined;
    // "It would be great if you also have:": the words that make a line a plus make its list one.
    if (PREFERRED_CUE.test(clean) && !MUST_HEADING.test(clean)) return 'preferred';
    for (const [kind, re] of HEADING_RULES) if ((kind === 'preferred' || kind === 'requirements') && re.test(clean)) return kind;
    return undefined;
  }
  for (const [kind, re] of HEADING_RULES)
    if (re.test(clean)) return kind === 'requirements' && PREFERRED_CUE.test(clean) && !MUST_HEADING.test(clean) ? 'preferred' : kind;
  // "We'd love to see", "It would be great if you": a heading in the words that make a line a plus.
  if (PREFERRED_CUE.test(clean)) return 'preferred';
  // A short line ending in ":" is a heading of unknown kind.
  return /:\s*$/.test(line) ? 'other' : undefined;
}

function stripBullet(line: string): string {
  return line.replace(BULLET_RE, '').trim();
}

/** How far each line of `jobLines` is indented in the text it came from (spaces and tabs before it). */
export function lineIndents(text: string, lines: string[]): number[] {
  const raw = text.slice(0, MAX_JOB_CHARS).replace(/\r\n?/g, '\n').split('\n');
  let next = 0;
  return lines.map((line) => {
    const head = line.slice(0, 12);
    for (let k = next; k < raw.length; k++) {
      const trimmed = raw[k]!.trimStart();
      if (trimmed.startsWith(head)) {
        next = k + 1;
        return raw[k]!.length - trimmed.length;
      }
    }
    return 0;
  });
}

/**
 * "- It would be great if you also have:" in a requirement list: a bullet that leads in to a
 * plus (or, in a nice-to-have list, to a must) scopes over the bullets nested under it, or over
 * the rest of the section when nothing is nested deeper. Returns that kind, or undefined.
 */
function bulletLeadIn(line: string, parent: SectionKind): 'preferred' | 'requirements' | undefined {
  if (!BULLET_RE.test(line) || !/:\s*$/.test(line)) return undefined;
  const kind = headingKind(stripBullet(line));
  if (kind === 'preferred' && parent !== 'preferred') return kind;
  if (parent === 'preferred' && MUST_HEADING.test(line) && !PREFERRED_CUE.test(line)) return 'requirements';
  return undefined;
}

function listBreak(line: string, previous: string | undefined, next: string | undefined, current: SectionKind): boolean {
  if ((current !== 'requirements' && current !== 'preferred') || previous === undefined || !BULLET_RE.test(previous) || BULLET_RE.test(line)) return false;
  // A label over more bullets ("Analytical thinking" then "- …") groups the list; one over prose starts another part.
  if (next !== undefined && BULLET_RE.test(next)) return false;
  return /^\p{Lu}[\p{L}&/ -]*$/u.test(line) && line.split(/\s+/).length <= 3;
}

function plusLeadIn(line: string, next: string | undefined, current: SectionKind): boolean {
  if (current === 'preferred' || BULLET_RE.test(line) || next === undefined || !BULLET_RE.test(next)) return false;
  // It points at the list ("any of these", "the following"); a plus line that names its own skill is one item of its list.
  const pointsAhead = /\b(?:following|these|below|any of|some of|one or more of)\b/i.test(line);
  return pointsAhead && line.split(/\s+/).length <= 25 && PREFERRED_CUE.test(line) && !MUST_HEADING.test(line);
}

export function splitSections(lines: string[], indents: number[] = []): JobSection[] {
  const sections: JobSection[] = [{ heading: '', kind: 'description', lines: [] }];
  // An open nested scope: the section to return to, and the lead bullet's indent once lines nest under it.
  let nested: { parent: JobSection; indent: number; deeper?: boolean } | undefined;
  for (const [i, line] of lines.entries()) {
    const indent = indents[i] ?? 0;
    if (nested) {
      nested.deeper ??= indent > nested.indent;
      if (nested.deeper && indent <= nested.indent) {
        sections.push({ heading: nested.parent.heading, kind: nested.parent.kind, lines: [] });
        nested = undefined;
      }
    }
    const current = sections[sections.length - 1]!;
    const lead = bulletLeadIn(line, current.kind);
    if (lead) {
      nested = { parent: nested?.parent ?? current, indent };
      sections.push({ heading: stripBullet(line).replace(/:\s*$/, ''), kind: lead, lines: [] });
      continue;
    }
    // "| Python | Essential |": a table row marked by its own cell is a row, not a heading.
    // so is a row under a person-specification header ("| Skills | BLS | ACLS |").
    const tableRow = rowImportanceCells(line) !== undefined || (line.includes('|') && tableColumns(current.heading) !== undefined);
    const kind = tableRow ? undefined : headingKind(line);
    // "Requirements" then "Ideally, we're looking for someone with the following": a softened
    // opening of the requirement list is still that list, not a nice-to-have one.
    if (kind === 'preferred' && current.kind === 'requirements' && current.lines.length === 0 && /^\W*ideally\b/i.test(line)) continue;
    if (kind) nested = undefined;
    // "Requirements: 3+ years of ..." — heading and content on one line.
    const inline = line.match(/^([A-Z][\w '’&/-]{2,40}):\s+(.{3,})$/);
    const inlineKind = inline ? headingKind(`${inline[1]}:`) : undefined;
    // "Essential: RN licence, BLS": a short line is a heading with its list on it, not a bare heading.
    const asksInline = !tableRow && inline && (inlineKind === 'requirements' || inlineKind === 'preferred');
    if (asksInline) {
      nested = undefined;
      sections.push({ heading: inline[1]!.trim(), kind: inlineKind, lines: [inline[2]!.trim()] });
    } else if (kind) sections.push({ heading: line.replace(/:\s*$/, '').trim(), kind, lines: [] });
    else if (inline && inline[2]!.length >= 12 && inlineKind && inlineKind !== 'other')
      sections.push({ heading: inline[1]!.trim(), kind: inlineKind, lines: [inline[2]!.trim()] });
    // "Bonus points if you have worked with any of these." above a list: a sentence with a plus
    // cue that points at the bullets below makes them (and itself) a plus, as a heading would.
    // "- Kafka" then "Location": a short unbulleted name after a bulleted list, over prose, ends the list.
    else if (listBreak(line, lines[i - 1], lines[i + 1], current.kind)) {
      nested = undefined;
      sections.push({ heading: line, kind: 'other', lines: [] });
    } else if (plusLeadIn(line, lines[i + 1], current.kind)) {
      nested = undefined;
      sections.push({ heading: line, kind: 'preferred', lines: [line] });
    } else sections[sections.length - 1]!.lines.push(stripBullet(line));
  }
  return sections.filter((s) => s.lines.length > 0 || s.heading);
}

function findTitle(lines: string[], text: string): string {
  for (const line of lines.slice(0, 8)) {
    const m = line.match(/^(?:job\s*(?:title|description|posting)?|position|role|title|vacancy)\s*[:\-–]\s*(.{3,100})$/i);
    if (m && m[1]) return cleanTitle(m[1]);
  }
  const seeking = text.match(
    /\b(?:seeking|looking for|hiring|recruiting for|searching for)\s+(?:an?|the|our next)\s+(?:(?:talented|experienced|motivated|skilled|passionate|dynamic|highly[- ]skilled)\s+)*([A-Z][\w./+#-]*(?:\s+[A-Z(][\w./+#)-]*){0,5})/,
  );
  // The first line as written: a board's next line (a lower-case company slug) is not its continuation.
  const first = (
    text
      .split(/\r?\n/)
      .map((l) => l.replace(/^[#*_\s]+|[*_\s]+$/g, ''))
      .find(Boolean) ??
    lines[0] ??
    ''
  )
    .replace(/^(?:vacancy|job opportunity|opening|now hiring|we(?:'re| are) hiring|hiring)\s*(?:for|:|!|[-–—])\s*/i, '')
    // "Acme is hiring a Sales Development Representative", "Join us as a Legal Counsel".
    .replace(/^(?:.{1,40}?\s(?:is|are)\s+(?:now\s+)?hiring|join (?:us|our team|the team))\s+(?:as\s+)?(?:an?\s+|the\s+|our\s+(?:next\s+|new\s+)?)/i, '')
    // "Careers > Engineering > Site Reliability Engineer": a site's breadcrumb trail ends in the page's title.
    .replace(/^(?:[^>›»\n]{1,40}\s[>›»]\s){2,}/, '');
  const firstNorm = normalizeTitle(cleanTitle(first));
  if (first && first.split(/\s+/).length <= 8 && !/[.!?]$/.test(first) && (firstNorm.family || firstNorm.occupation)) return cleanTitle(first);
  if (seeking && seeking[1]) return cleanTitle(seeking[1]);
  const asA = text.match(/\bAs (?:an?|the) ([A-Z][\w./+#-]*(?:\s+[A-Z][\w./+#-]*){0,5})/);
  if (asA && asA[1]) return cleanTitle(asA[1]);
  return cleanTitle(first);
}

function cleanTitle(line: string): string {
  // A title is short; bounding the line also bounds the backtracking regexes below.
  let t = line.slice(0, 200);
  // "Data Engineer - Berlin", "Nurse | Acme Health": a suffix that is a place, work mode, type or
  // requisition is not the title; a unit or specialisation ("RN Med-Surg Charge") is.
  // "Req #12345 - Payroll Specialist", "Payroll Specialist (Req 12345)": the requisition, not the title.
  t = t
    .replace(/^(?:req(?:uisition)?|job id|ref(?:erence)?)\.?\s*(?:#|no\.?|id:?)?\s*[\w-]*\d[\w-]*\s*[-–—:|]\s*/i, '')
    .replace(/\s*[([](?:req(?:uisition)?|job id|ref(?:erence)?)\b[^)\]]*[)\]]\s*$/i, '')
    // "Tech Lead @ Hack Club Bank": the employer after "@".
    .replace(/\s+@\s+\S.*$/, '');
  // "Senior Software Engineer, Backend (Berlin)": a place in brackets at the end.
  const bracketed = /\s*\(([^()]{2,40})\)\s*$/.exec(t);
  if (bracketed && firstPlace(bracketed[1]!) === bracketed[1]!.trim()) t = t.slice(0, bracketed.index);
  // "Customer Support Specialist | Acme | Full-time": after a bar, a part no title words name is the employer or terms.
  const bars = t.split(/\s+\|\s+/);
  if (bars.length > 1 && normalizeTitle(bars[0]!).family && bars.slice(1).every((p) => !normalizeTitle(p).family && !normalizeTitle(p).occupation))
    t = bars[0]!;
  const split = t.split(/\s+[-–—|]\s+/);
  if (
    split.length > 1 &&
    split[0] &&
    normalizeTitle(split[0]).family &&
    split
      .slice(1)
      .every(
        (p) =>
          /^(remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|req\b|#|\(?\d)/i.test(p) ||
          !!firstPlace(p) ||
          !/\b[A-Z][a-z]/.test(p) ||
          (normalizeTitle(p).family === undefined && /\b(inc|ltd|llc|gmbh|corp|group|health|hospital|solutions|technologies)\b/i.test(p)),
      )
  )
    t = split[0];
  return t
    .replace(/\s*[([].*?(years?|yrs|experience|remote|hybrid|f\/m|m\/f|m\/w\/d).*?[)\]]?\s*$/i, '')
    .replace(/\s*[-–|@,]\s*(remote|hybrid|on-?site|full[- ]time|part[- ]time|contract).*$/i, '')
    .replace(/\s+(to join|who|with|at|in)\b.*$/i, '')
    .trim()
    .slice(0, 100);
}

export function findYearsOfExperience(text: string): ParsedJob['yearsExperience'] {
  const re =
    /(?:(?:minimum|at least|min\.?)\s+(?:of\s+)?)?(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(\d{1,2})\s*)?\+?\s*(?:years?|yrs?)\b(?:'|’)?(?:\s+of)?(?:\s+[\w-]+){0,6}?\s+(?:experience|exp\b)/gi;
  let best: ParsedJob['yearsExperience'];
  for (const m of text.matchAll(re)) {
    const min = Number(m[1]);
    if (!(min > 0 && min <= 30)) continue;
    if (!best || min > best.min) best = { min, ...(m[2] ? { max: Number(m[2]) } : {}), text: m[0].trim() };
  }
  if (!best) {
    const m = text.match(/(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/i);
    if (m && Number(m[1]) <= 30 && /experience/i.test(text)) best = { min: Number(m[1]), text: m[0] };
  }
  return best;
}

function findEducation(lines: string[]): ParsedJob['education'] {
  for (const line of lines) {
    if (!/\b(degree|bachelor|master|ph\.?d|diploma|b\.?s\.?c?|b\.?tech|m\.?s\.?c?|mba|graduate|qualification|qualified|educated)\b/i.test(line)) continue;
    const level = degreeLevel(line);
    if (level === 'none') continue;
    return { level, fields: studyFields(line), text: line };
  }
  return undefined;
}

/**
 * Skills of one line, with "such as" / "or" lists made into groups. `lineStart` is where the line
 * begins in `body`, so each skill's span points into the text the caller passed.
 */
function lineSkills(
  line: string,
  importance: 'required' | 'preferred',
  groups: SkillGroup[],
  body: string,
  lineStart: number,
  section: AskingKind | undefined,
  features?: Map<JobSkill, number[]>,
  proseAfterList = false,
): JobSkill[] {
  const fromSection = section !== undefined;
  const lead = importance === 'required' ? leadingPreferredScope(line) : undefined;
  const asides = importance === 'required' ? plusAsides(line) : [];
  const clauses = itemImportances(line, section) ?? (importance === 'preferred' ? clauseImportances(line, section) : undefined);
  const ownOf = (h: { start: number }) =>
    clauses?.find((c) => h.start >= c.from && h.start < c.to)?.importance ??
    ((lead && h.start >= lead.from && h.start < lead.to) || asides.some((a) => h.start >= a.from && h.start < a.to) ? 'preferred' : importance);
  const asking = section === undefined || proseAfterList ? askingSentences(line) : undefined;
  const scored = skillsOfLine(line, { chunks: true })
    .filter((h) => !asking || asking.some((r) => h.start >= r.from && h.start < r.to))
    .map((h) => {
      const own = ownOf(h);
      const f = skillFeatures(h, line, body, fromSection, own);
      return { h, f, confidence: skillConfidence(f) };
    });
  // A chunk and its shorter reading ("giving code reviews", "code reviews") name one skill: the likelier stays.
  const rival = (x: (typeof scored)[number]) =>
    scored.find(
      (y) =>
        y !== x &&
        y.confidence >= SKILL_THRESHOLD &&
        (x.h.trim !== undefined) !== (y.h.trim !== undefined) &&
        y.h.start <= x.h.end &&
        y.h.end >= x.h.start &&
        (y.confidence > x.confidence || (y.confidence === x.confidence && y.h.trim !== undefined)),
    );
  const kept = features !== undefined ? scored : scored.filter((x) => x.confidence >= SKILL_THRESHOLD && !rival(x));
  const hits = kept.map((x) => x.h);
  if (!hits.length) return [];
  const cue = GROUP_CUE_RE.exec(line);
  const cueAt = cue ? cue.index : -1;
  const listed = cueAt >= 0 ? hits.filter((h) => h.start > cueAt) : [];
  const orList =
    cueAt < 0 && hits.length >= 2 && /\b(or)\b|\//.test(line) && !/\band\b/.test(line.slice(hits[0]!.start, hits[hits.length - 1]!.end)) ? hits : [];
  const members = (listed.length >= 2 ? listed : orList).filter((h) => h.source === 'taxonomy');
  let groupId: number | undefined;
  if (members.length >= 2) {
    const ids = [...new Set(members.map((h) => h.id))];
    if (ids.length >= 2) {
      groupId = groups.length + 1;
      groups.push({ id: groupId, skillIds: ids, need: Math.max(1, Math.ceil(ids.length / 3)), importance, evidence: line });
    }
  }
  return hits.map((h) => {
    const own = ownOf(h);
    let at = body.indexOf(h.text, lineStart);
    if (at < 0) at = body.indexOf(h.text);
    const skill: JobSkill = {
      id: h.id,
      name: h.name,
      category: h.category,
      importance: own,
      confidence: Math.round(kept.find((x) => x.h === h)!.confidence * 1000) / 1000,
      evidence: line,
      source: h.source,
      ...(at >= 0 ? { span: { start: at, end: at + h.text.length, text: h.text } } : {}),
      ...(groupId !== undefined && members.includes(h) ? { group: groupId } : {}),
    };
    features?.set(skill, kept.find((x) => x.h === h)!.f);
    return skill;
  });
}

/** A surface form's key: case, punctuation, a trailing "skills" and plurals do not make another skill. */
function surfaceKey(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
    .replace(/\s+(?:skills?|abilities|ability)$/, '')
    .split(' ')
    .map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w))
    .join(' ');
}

/**
 * The taxonomy files several written skills under one id ("Mockito" and "JUnit", "interpersonal
 * skills" and "written communication"). The posting asks for each one it names, so a second,
 * differently named skill of an id already taken is kept in its own words as a phrase skill.
 */
function ownSkill(skill: JobSkill, existing: JobSkill | undefined, features?: Map<JobSkill, number[]>): JobSkill {
  if (!existing || skill.source !== 'taxonomy') return skill;
  const named = (s: JobSkill) => (s.name !== skillName(s.id) ? s.name : (s.span?.text ?? s.name));
  const key = surfaceKey(named(skill));
  const known = surfaceKey(named(existing));
  // Another spelling of the name already taken ("JS" after "JavaScript") is the same skill; an
  // acronym whose letters do not abbreviate that name ("GAAP" after "accounting") is another one.
  const acronym = skill.span?.text ?? '';
  const spelling =
    key === known ||
    (key === surfaceKey(skillName(skill.id)) && known === key) ||
    (/^\p{Lu}{2,5}$/u.test(acronym) && known === surfaceKey(skillName(skill.id)) && abbreviates(acronym, known));
  if (!key || spelling) return skill;
  // "Organized" after "multi-task" (both filed as organisational skills): an adjective of the
  // person is named by its noun, organization, as a skill list names it.
  const written = named(skill);
  const noun = /^\p{L}+$/u.test(written) ? qualityCompetency(written) : undefined;
  const own: JobSkill = { ...skill, id: `phrase:${noun ?? key}`, name: noun ?? written, source: 'phrase' };
  delete own.group;
  const f = features?.get(skill);
  if (f) features!.set(own, f);
  return own;
}

/** "JS" abbreviates "javascript", "AWS" "amazon web services": the letters, in order, the first one first. */
function abbreviates(acronym: string, name: string): boolean {
  const letters = acronym.toLowerCase();
  if (letters[0] !== name[0]) return false;
  let at = 0;
  for (const ch of letters) {
    at = name.indexOf(ch, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

function skillName(id: string): string {
  return skillDictionary().skills.get(id)?.name ?? id;
}

export interface ParseJobOptions {
  /** For learning the confidence weights: keep every found skill and record its features here. */
  features?: Map<JobSkill, number[]>;
}

export function parseJob(text: string, options: ParseJobOptions = {}): ParsedJob {
  if (typeof text !== 'string') throw new TypeError('job text must be a string');
  const body = text.slice(0, MAX_JOB_CHARS);
  const lines = jobLines(body);
  const sections = splitSections(lines, lineIndents(body, lines));
  const title = findTitle(lines, body);
  const pick = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  const eeo: string[] = [];
  const benefits: string[] = [];
  const skillLines: { line: string; importance: 'required' | 'preferred'; start: number; section: AskingKind | undefined; proseAfterList?: boolean }[] = [];
  const dutyLines: { line: string; start: number }[] = [];
  let cursor = 0;
  for (const s of sections) {
    const columns = tableColumns(s.heading);
    let bulletsBefore = false;
    for (const line of s.lines) {
      const found = body.indexOf(line.slice(0, 24), cursor);
      const start = found >= 0 ? found : cursor;
      if (found >= 0) cursor = found + 1;
      const bulleted = BULLET_RE.test(body.slice(body.lastIndexOf('\n', start - 1) + 1, start + 1));
      // "Larkspur values honest feedback. You will take part in …": prose after a bulleted
      // requirement list speaks of the team, the culture or the schedule; as in a paragraph no
      // section makes asking, only its sentences that ask name skills.
      const proseAfterList = !bulleted && bulletsBefore;
      bulletsBefore ||= bulleted;
      if (s.kind === 'eeo' || EEO_RE.test(line)) {
        eeo.push(line);
        continue;
      }
      if (s.kind === 'benefits' || (s.kind !== 'requirements' && s.kind !== 'preferred' && BENEFIT_RE.test(line))) {
        benefits.push(line);
        continue;
      }
      if (s.kind === 'apply' || s.kind === 'about') continue;
      const cells = columns ? tableCells(line, columns) : rowImportanceCells(line);
      if (cells) {
        for (const c of cells)
          skillLines.push({ line: c.text, importance: c.kind === 'preferred' ? 'preferred' : 'required', start: start + c.offset, section: c.kind });
        continue;
      }
      const asked = withoutEligibility(askedPart(line));
      if (!asked.trim()) continue;
      const importance = lineImportance(asked, s.kind === 'requirements' || s.kind === 'preferred' ? s.kind : undefined);
      if (importance)
        skillLines.push({ line: asked, importance, start, section: s.kind === 'requirements' || s.kind === 'preferred' ? s.kind : undefined, proseAfterList });
      else if (s.kind === 'responsibilities' || s.kind === 'description' || s.kind === 'other') dutyLines.push({ line, start });
    }
  }
  const groups: SkillGroup[] = [];
  const required = new Map<string, JobSkill>();
  const preferred = new Map<string, JobSkill>();
  // Required lines first, so a skill asked for outright is not filed as a plus it is also called elsewhere.
  const ordered = [...skillLines].sort((a, b) => Number(a.importance === 'preferred') - Number(b.importance === 'preferred'));
  const employer = [...employerWords(body)];
  // Built once per posting; the words are letters and digits only, so they need no escaping.
  const employerPatterns = employer.map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, 'u'));
  // "Larkspur culture", "(everyone ships at Larkspur)" speak of the employer; "experience with
  // Larkspur" asks for its product, named alone.
  const namesEmployer = (s: JobSkill) => {
    if (s.source !== 'phrase' || !s.span) return false;
    const { text, start } = s.span;
    if (employer.includes(text)) return /\b(?:at|for|join|joining)\s+$/i.test(body.slice(Math.max(0, start - 10), start));
    return employerPatterns.some((pattern) => pattern.test(text));
  };
  for (const { line, importance, start, section, proseAfterList } of ordered) {
    for (const found of lineSkills(line, importance, groups, body, start, section, options.features, proseAfterList)) {
      if (namesEmployer(found)) continue;
      const skill = ownSkill(found, required.get(found.id) ?? preferred.get(found.id), options.features);
      const target = skill.importance === 'required' ? required : preferred;
      const existing = required.get(skill.id) ?? preferred.get(skill.id);
      if (!existing) target.set(skill.id, skill);
      // Named alone somewhere else: it is needed in its own right, not only as one example.
      else if (existing.group !== undefined && skill.group === undefined) {
        existing.group = undefined;
        if (skill.importance === 'required' && existing.importance === 'preferred') {
          preferred.delete(skill.id);
          required.set(skill.id, { ...existing, importance: 'required' });
        }
      }
    }
  }
  // "classified as an IT-02, bilingual imperative", "must be bilingual": the position itself asks for two languages.
  const bilingual = BILINGUAL_POST.exec(body);
  if (
    bilingual &&
    !EEO_RE.test(lines.find((l) => l.includes(bilingual[0])) ?? '') &&
    ![...required.values(), ...preferred.values()].some((s) => /\bbilingual\b/i.test(s.name))
  ) {
    const at = bilingual.index + bilingual[0].search(/bilingual/i);
    required.set('phrase:bilingual', {
      id: 'phrase:bilingual',
      name: 'bilingual',
      category: 'phrase',
      source: 'phrase',
      importance: 'required',
      evidence: bilingual[0],
      span: { start: at, end: at + 9, text: body.slice(at, at + 9) },
    });
  }
  const mentioned = new Map<string, MentionedSkill>();
  for (const { line, start } of dutyLines) {
    for (const h of skillsOfLine(line)) {
      if (h.source !== 'taxonomy' || required.has(h.id) || preferred.has(h.id) || mentioned.has(h.id)) continue;
      const at = body.indexOf(h.text, start);
      mentioned.set(h.id, {
        id: h.id,
        name: h.name,
        category: h.category,
        evidence: line,
        ...(at >= 0 ? { span: { start: at, end: at + h.text.length, text: h.text } } : {}),
      });
    }
  }
  for (const g of groups) g.skillIds = g.skillIds.filter((id) => (required.get(id) ?? preferred.get(id))?.group === g.id);
  const liveGroups = groups.filter((g) => g.skillIds.length >= 2).map((g) => ({ ...g, need: Math.max(1, Math.ceil(g.skillIds.length / 3)) }));
  const liveIds = new Set(liveGroups.map((g) => g.id));
  for (const s of [...required.values(), ...preferred.values()]) if (s.group !== undefined && !liveIds.has(s.group)) delete s.group;
  const workplace = findWorkplace(body);
  const aboutLines = new Set(sections.filter((s) => s.kind === 'about' || s.kind === 'eeo' || s.kind === 'benefits').flatMap((s) => s.lines));
  const locationSection = sections.filter((s) => /^\W*(job\s+|work\s+)?locations?\b/i.test(s.heading)).flatMap((s) => s.lines);
  const location = jobLocation(findJobPlace(lines, aboutLines, body, locationSection), workplace);
  const salary = findSalary(body);
  const years = findYearsOfExperience([...pick('requirements'), ...lines.slice(0, 4), ...pick('description')].join('\n')) ?? findYearsOfExperience(body);
  const education = findEducation([...pick('requirements'), ...pick('preferred'), ...lines]);
  const employment = findEmploymentType(lines, title);
  const seniority = findStatedSeniority(title, lines);
  return {
    title,
    normalizedTitle: normalizeTitle(title),
    ...(seniority ? { seniority } : {}),
    ...(location ? { location } : {}),
    workplace,
    employmentType: employment,
    ...(salary ? { salary } : {}),
    ...(years ? { yearsExperience: years } : {}),
    ...(education ? { education } : {}),
    requiredSkills: [...required.values()],
    preferredSkills: [...preferred.values()],
    skillGroups: liveGroups,
    mentionedSkills: [...mentioned.values()],
    responsibilities: pick('responsibilities'),
    requirements: pick('requirements'),
    preferred: pick('preferred'),
    benefits,
    eeo,
    sections,
  };
}
