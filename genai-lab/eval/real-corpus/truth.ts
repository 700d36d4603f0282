/**
 * Truth for one rendered document: the JSON Resume's values restricted to what the design prints.
 * A value is kept only when it is findable in the document's own text (document-text.ts, read
 * without the product's parser), so a design that leaves out the phone or the skill levels is not
 * scored on them. Dates are kept at the precision the document prints: "2019-04" when a
 * month-and-year form of it is in the text, "2019" when only the year is.
 */
import { inlinePlainText } from 'resume-templates';

export interface TruthWork {
  company?: string;
  position?: string;
  startDate?: string;
  /** "YYYY-MM", "YYYY", or "present" for a current role (no endDate in the JSON). */
  endDate?: string;
  highlights: string[];
}

export interface TruthEducation {
  institution?: string;
  studyType?: string;
  area?: string;
  startDate?: string;
  endDate?: string;
}

export interface RealTruth {
  basics: {
    name?: string;
    email?: string;
    phone?: string;
    url?: string;
    /** The parts printed: city, region, country (as printed: code or name). */
    location?: { city?: string; region?: string; country?: string };
    summary?: string;
  };
  work: TruthWork[];
  education: TruthEducation[];
  /** Skill group names and keywords printed. */
  skills: string[];
  /** Values of the JSON the document does not print (left out of the truth). */
  dropped: number;
}

/** NFKC, lower case, one kind of dash and quote, single spaces. */
export function normalizeText(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '')
    .toLowerCase()
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only: line breaks, bullets and punctuation do not matter. */
export function compactText(text: string | undefined): string {
  return normalizeText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "2019-04-01" → [2019, 4]; "2019" → [2019]; anything else → undefined. */
export function datePoint(value: unknown): [number, number?] | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{4})(?:[-/.](\d{1,2}))?/.exec(value);
  if (!m) return undefined;
  const month = m[2] ? Number(m[2]) : undefined;
  return month && month >= 1 && month <= 12 ? [Number(m[1]), month] : [Number(m[1])];
}

export interface Finder {
  has(value: unknown): boolean;
  /** How many times the value's words occur (most over the readings, each a whole text). */
  count(value: string): number;
  /** The printed precision of a JSON date: "YYYY-MM", "YYYY", or undefined when not printed. */
  date(value: unknown): string | undefined;
  /** The value as printed when any of the forms is (first found), else undefined. */
  firstOf(forms: string[]): string | undefined;
}

export function makeFinder(readings: string[]): Finder {
  const norms = readings.map(normalizeText);
  // The value's words in order, whole, with anything but letters and digits between them (line
  // breaks, bullets, punctuation): "Go" is not found inside "Google", nor "Data Engineer" in
  // "Big Data Engineering".
  const pattern = (value: string, flags: string): RegExp | undefined => {
    const words = normalizeText(value)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!words.length) return undefined;
    return new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('[^\\p{L}\\p{N}]*')}(?![\\p{L}\\p{N}])`, flags);
  };
  const find = (value: string): boolean => {
    const re = pattern(value, 'u');
    return !!re && norms.some((t) => re.test(t));
  };
  const has = (value: unknown): boolean => {
    if (typeof value !== 'string' || !value.trim()) return false;
    return find(value) || find(inlinePlainText(value));
  };
  const test = (re: RegExp) => norms.some((t) => re.test(t));
  return {
    has,
    count(value) {
      const re = pattern(value, 'gu');
      return re ? Math.max(0, ...norms.map((t) => t.match(re)?.length ?? 0)) : 0;
    },
    firstOf: (forms) => forms.find((f) => has(f)),
    date(value) {
      const point = datePoint(value);
      if (!point) return undefined;
      const [year, month] = point;
      if (month) {
        const name = MONTHS[month - 1]!;
        const mm = String(month).padStart(2, '0');
        const forms = [
          `(?<![a-z])(?:${name}|${name.slice(0, 3)}|${name.slice(0, 4)})\\.?,?\\s*(?:${year}|'${String(year).slice(2)})(?!\\d)`,
          `(?<!\\d)0?${month}\\s*[/.-]\\s*${year}(?!\\d)`,
          `(?<!\\d)${year}\\s*[/.-]\\s*${mm}(?!\\d)`,
        ];
        if (forms.some((f) => test(new RegExp(f, 'u')))) return `${year}-${mm}`;
      }
      return test(new RegExp(`(?<!\\d)${year}(?!\\d)`)) ? String(year) : undefined;
    },
  };
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s): s is string => !!s) : []);

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string | undefined {
  try {
    return /^[A-Za-z]{2}$/.test(code) ? REGION_NAMES.of(code.toUpperCase()) : undefined;
  } catch {
    return undefined;
  }
}

/** Every string of the resume the document prints, but those under the part `left` names. */
function printedValuesBesides(resume: Raw, find: Finder, left: (parent: string, key: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (find.has(value)) out.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (!left(key, k)) walk(v, k);
  };
  walk(resume, '');
  return out;
}

/** The truth of one document: `resume` is the JSON Resume rendered, `readings` its extracted text. */
export function printedTruth(resume: unknown, readings: string[]): RealTruth {
  const find = makeFinder(readings);
  let dropped = 0;
  const keep = (value: unknown): string | undefined => {
    const s = str(value);
    if (s === undefined) return undefined;
    if (find.has(s)) return s;
    dropped++;
    return undefined;
  };
  const keepDate = (value: unknown): string | undefined => {
    if (str(value) === undefined) return undefined;
    const d = find.date(value);
    if (!d) dropped++;
    return d;
  };
  const r = isRecord(resume) ? resume : {};
  const b = isRecord(r.basics) ? r.basics : {};
  const loc = isRecord(b.location) ? b.location : {};
  const phone = str(b.phone);
  const digits = phone?.replace(/\D/g, '') ?? '';
  const spaced = (d: string) => d.split('').join(' ');
  const url = str(b.url) ?? str(b.website);
  const code = str(loc.countryCode);
  // A country code counts only in capitals ("US", not the word "us"), and only where it stands
  // more often than inside the resume's other printed values (not just the "US" of "Mujin-US").
  const codeCount = (text: string) =>
    !code || !/^[A-Za-z]{2,3}$/.test(code)
      ? 0
      : (text.normalize('NFKC').match(new RegExp(`(?<![\\p{L}\\p{N}])${code.toUpperCase()}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0);
  const countryNamed = find.firstOf([str(loc.country), code && countryName(code)].filter((s): s is string => !!s));
  const otherValues = printedValuesBesides(r, find, (parent, key) => parent === 'basics' && key === 'location');
  // Each reading is the whole document (a PDF has two), so the most any one of them holds.
  const codePrinted = Math.max(0, ...readings.map(codeCount));
  const countryCoded = codePrinted ? code!.toUpperCase() : undefined;
  const codeAlone = codePrinted > codeCount(otherValues.join('\n')) ? countryCoded : undefined;
  const city = keep(loc.city);
  const region = keep(loc.region);
  // Printed together ("Riga, Latvia"), the parts are the location wherever else they occur.
  // Alone, a place counts as the printed location only when the document holds it more often than
  // the resume's other printed values do: "London" inside a bullet or "Munich" in a school's name
  // is not the resume's location when the design leaves the location out.
  const elsewhere = makeFinder([otherValues.join('\n')]);
  const asLocation = (part: string | undefined) => (part && find.count(part) > elsewhere.count(part) ? part : undefined);
  const printedTogether = (country: string | undefined) => {
    const parts = [...new Set([city, region, country].filter((p): p is string => !!p))];
    return parts.length >= 2 && find.has(parts.join(' '));
  };
  const countryTogether = [countryNamed, countryCoded].find((c) => !!c && printedTogether(c));
  const location =
    countryTogether || printedTogether(undefined)
      ? { city, region, country: countryTogether ?? asLocation(countryNamed) ?? codeAlone }
      : { city: asLocation(city), region: asLocation(region), country: asLocation(countryNamed) ?? codeAlone };
  const urlForms = (u: string) => [
    u,
    u
      .replace(/^[a-z]+:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/\/+$/, ''),
  ];
  const besidesUrl = makeFinder([printedValuesBesides(r, find, (parent, key) => parent === 'basics' && (key === 'url' || key === 'website')).join('\n')]);
  const printedApart = (u: string) => {
    const form = find.firstOf(urlForms(u));
    return !!form && find.count(form) > besidesUrl.count(form);
  };
  const truth: RealTruth = {
    basics: {
      name: keep(b.name),
      email: keep(b.email),
      // Digits only, so "(555) 014-2778" and "+1 555 014 2778" are one phone; a country code may be left out.
      phone: phone && (find.has(spaced(digits)) || (digits.length > 10 && find.has(spaced(digits.slice(-10))))) ? phone : (phone && dropped++, undefined),
      // Printed as the link, not only as the domain of the email ("ana@ana.dev" holds "ana.dev").
      url: url && printedApart(url) ? url : (url && dropped++, undefined),
      location: location.city || location.region || location.country ? location : undefined,
      summary: keep(b.summary),
    },
    work: [],
    education: [],
    skills: [],
    dropped: 0,
  };
  for (const w of list(r.work)) {
    const company = keep(w.name ?? w.company);
    const position = keep(w.position);
    if (!company && !position) continue;
    const startDate = keepDate(w.startDate);
    const endDate = str(w.endDate) ? keepDate(w.endDate) : startDate ? 'present' : undefined;
    truth.work.push({ company, position, startDate, endDate, highlights: strings(w.highlights).filter((h) => keep(h) !== undefined) });
  }
  for (const e of list(r.education)) {
    const institution = keep(e.institution);
    const area = keep(e.area);
    if (!institution && !area) continue;
    truth.education.push({ institution, studyType: keep(e.studyType), area, startDate: keepDate(e.startDate), endDate: keepDate(e.endDate) });
  }
  // A skill counts as printed only where the document holds it more often than the resume's other
  // printed values do: a design without a skills section still prints "PHP" inside a bullet, and
  // that is no skills list the parser could read. A value that is itself a skill's word (a role's
  // "technologies" list) says nothing either way.
  const skillValues = list(r.skills).flatMap((s) => [s.name, ...strings(s.keywords)]);
  const skillWords = new Set(skillValues.map((v) => normalizeText(str(v) ?? '')));
  const besidesSkills = makeFinder([
    printedValuesBesides(r, find, (parent, key) => parent === '' && key === 'skills')
      .filter((v) => !skillWords.has(normalizeText(v)))
      .join('\n'),
  ]);
  const skills = new Map<string, string>();
  for (const s of list(r.skills)) {
    for (const value of [s.name, ...strings(s.keywords)]) {
      const kept = keep(value);
      if (kept && find.count(kept) > besidesSkills.count(kept)) skills.set(normalizeText(kept), kept);
    }
  }
  truth.skills = [...skills.values()];
  truth.dropped = dropped;
  return truth;
}
