import { cityCodes, countryCodes, regionCodes } from '../taxonomy/gazetteer';
// Word lists the field extractors score with. Data, versioned with the parser.

/** Words that make a phrase a job title. */
export const TITLE_WORDS = new Set(
  `engineer engineering developer programmer architect analyst scientist designer manager director head lead leader
  intern internship trainee apprentice assistant associate consultant specialist coordinator administrator officer
  executive president vp vice chief ceo cto cfo coo cio founder co-founder cofounder owner partner principal staff senior
  junior sr jr tutor teacher lecturer professor instructor researcher fellow technician representative agent clerk
  accountant auditor nurse physician doctor pharmacist therapist counselor advisor adviser strategist editor writer
  journalist producer marketer recruiter supervisor foreman operator mechanic electrician driver cashier receptionist
  secretary paralegal attorney lawyer solicitor barrister banker trader broker planner buyer merchandiser chef cook
  waiter server bartender volunteer member contributor maintainer freelancer freelance contractor sales salesperson
  scrum product owner devops sre qa tester ambassador mentor guide organizer organiser president treasurer captain
  trainer coach controller generalist educator practitioner surveyor estimator inspector paramedic midwife dentist
  hygienist psychologist caregiver carer aide dispatcher scheduler`.split(/\s+/),
);

/** Words that end or mark an organisation name. */
export const ORGANIZATION_WORDS = new Set(
  `inc inc. llc l.l.c. ltd ltd. limited corp corp. corporation co co. company gmbh ag sa s.a. plc pvt llp lp bv nv
  group labs lab systems technologies technology solutions software services partners holdings studio studios
  industries enterprises consulting agency bank foundation institute university college school hospital clinic
  association society organization organisation council ministry department government nonprofit network media
  analytics robotics games ventures capital health healthcare pharma motors airlines logistics store shop
  partnership trust consultancy authority board commission federation alliance cooperative collective worldwide`.split(/\s+/),
);

export const INSTITUTION_PATTERN =
  // Letter boundaries, not \b: "Université" and "École" begin or end in a letter \b does not know.
  /(?<![\p{L}\p{N}])(university|universit[yàé]|universität|universidad|università|universidade|universitat|université|uniwersytet|politechnika|college|institute|institution|school|academy|polytechnic|politecnico|conservatory|seminary|iit|nit|iiit|bits|mit|ucla|ucl|hochschule|fachhochschule|gymnasium|lyc[ée]e|escuela|école|ecole|campus)(?![\p{L}\p{N}])/iu;

/** Degree names, long and abbreviated (US, UK/European, Indian). */
export const DEGREE_PATTERN = new RegExp(
  [
    // "Specialist degree" and "Engineer's degree": the degree words of countries that award them.
    String.raw`\b(bachelor|master|doctorate|doctor|associate|diploma|certificate|postgraduate|graduate|undergraduate|licence|licenciatura|bacharelado|bacharel|grado|diplom|laurea|magister|abitur|bacc?alaur[ée]at|t[ée]cnico superior|specialist(?=\s+degree)|engineer['’]?s(?=\s+degree))`,
    String.raw`\b(ph\.?\s?d|m\.?\s?phil|d\.?\s?phil|ed\.?\s?d|m\.?d|j\.?d|ll\.?[bm]|mba|emba|pgdm|pgdbm|bba|bca|mca|bcom|b\.com|mcom|m\.com|bsc|b\.sc|msc|m\.sc|btech|b\.tech|mtech|m\.tech|b\.?e|m\.?e|b\.?s\.?c?|m\.?s\.?c?|b\.?a|m\.?a|b\.?eng|m\.?eng|b\.?a\.?sc|m\.?a\.?sc|beng|meng|b\.?f\.?a|m\.?f\.?a|b\.?arch|m\.?arch|b\.?ed|m\.?ed|b\.?pharm|m\.?pharm|mb\.?\s?b\.?s|mb\s?ch\.?b|bds|ssc|hsc|cbse|icse|igcse|gcse|a-levels?|o-levels?|high school|secondary school|higher secondary|12th|10th|class xii|class x|hnd|btec)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

export const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'.split(
    ' ',
  ),
);

export const REGION_NAMES = new Set(
  `alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana
  iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska
  nevada new-hampshire new-jersey new-mexico new-york north-carolina north-dakota ohio oklahoma oregon pennsylvania
  rhode-island south-carolina south-dakota tennessee texas utah vermont virginia washington west-virginia wisconsin
  wyoming usa us u.s. u.s.a. united-states uk u.k. united-kingdom england scotland wales ireland canada ontario quebec
  british-columbia alberta india maharashtra karnataka delhi new-delhi tamil-nadu telangana kerala gujarat rajasthan
  uttar-pradesh west-bengal haryana punjab germany deutschland france spain españa italy italia netherlands belgium
  switzerland austria poland portugal sweden norway denmark finland greece czechia romania hungary australia
  new-zealand singapore japan china hong-kong uae united-arab-emirates dubai israel brazil mexico argentina
  south-africa nigeria kenya egypt pakistan bangladesh sri-lanka nepal philippines indonesia malaysia vietnam korea
  remote hybrid`.split(/\s+/),
);

/** One place name the gazetteer knows: a city, a province/state or a country ("Manchester", "Bavaria", "Kenya"). */
export function isPlaceName(text: string): boolean {
  const t = text.trim();
  if (!/^[\p{Lu}][\p{L}.' -]{1,40}$/u.test(t) || t.split(' ').length > 3) return false;
  return cityCodes(t).length > 0 || regionCodes(t).length > 0 || countryCodes(t).length > 0;
}

/** "Springfield, IL", "Columbus, Ohio", "Pune, India", "Remote, USA", "Berlin, Germany", "NYC, NY". */
export function isLocation(text: string): boolean {
  const t = text.trim().replace(/[()]/g, '').replace(/\s+/g, ' ');
  if (!t || t.length > 48 || /\d{3,}.*\d/.test(t.replace(/\b\d{5}(-\d{4})?$/, '')) || /@|https?:|www\./i.test(t)) return false;
  if (/^(remote|hybrid|on-?site)$/i.test(t)) return true;
  const parts = t.split(/\s*,\s*/);
  if (parts.length < 2 || parts.length > 3) return false;
  if (!parts.every((p) => /^[\p{Lu}][\p{L}.' -]*$/u.test(p) || /^\d{5}$/.test(p))) return false;
  const last = parts[parts.length - 1]!.replace(/\s+\d{5}(-\d{4})?$/, '');
  const first = parts[0]!;
  // "Pinecrest Accountants, Manchester", "Royal Free Hospital, London": a firm or a job title
  // before the place is an employer line, not an address (place names such as Manchester are
  // also regions elsewhere in the gazetteer).
  if (first.split(' ').length >= 2 && (titleScore(first) > 0 || isFirmName(first))) return false;
  if (parts.length === 3 && !(US_STATES.has(parts[1]!) || REGION_NAMES.has(parts[1]!.toLowerCase().replace(/\s+/g, '-')) || regionCodes(parts[1]!).length))
    return false;
  if (US_STATES.has(last) || REGION_NAMES.has(last.toLowerCase().replace(/\s+/g, '-')) || /^[A-Z]{2}$/.test(last)) return true;
  // The gazetteer: a country or a province/state last, or a known city first with a short place name after it.
  if (countryCodes(last).length || regionCodes(last).length) return true;
  return cityCodes(first).length > 0 && last.split(' ').length <= 3;
}

/** Disciplines that end firm names ("Hartwell Engineering") but never a job title. */
const FIRM_DISCIPLINES = new Set(['engineering', 'consulting', 'accounting', 'construction', 'infrastructure', 'developments', 'contractors']);

/** Ends in an organisation word ("… Hospital", "… Ltd") or a firm's plural/discipline ("… Accountants", "… Engineering"). */
function isFirmName(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\s&.-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const last = words[words.length - 1] ?? '';
  return ORGANIZATION_WORDS.has(last) || FIRM_DISCIPLINES.has(last) || (/s$/.test(last) && !TITLE_WORDS.has(last) && TITLE_WORDS.has(last.replace(/s$/, '')));
}

/** How much a phrase reads as a job title (0..1). */
export function titleScore(text: string): number {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\s&/-]/gu, ' ')
    .split(/[\s/]+/)
    .filter(Boolean);
  if (!words.length || words.length > 12) return 0;
  // A name ending in a plural agent noun or a discipline is a firm: "Pinecrest Accountants",
  // "Meridian Contractors", "Stonebridge Partners", "Hartwell Engineering".
  const last = words[words.length - 1]!;
  if (words.length >= 2 && ((/s$/.test(last) && !TITLE_WORDS.has(last) && TITLE_WORDS.has(last.replace(/s$/, ''))) || FIRM_DISCIPLINES.has(last))) return 0;
  let hits = 0;
  for (const w of words) if (TITLE_WORDS.has(w) || TITLE_WORDS.has(w.replace(/s$/, ''))) hits++;
  if (!hits) return 0;
  let score = 0.5 + 0.2 * Math.min(hits, 2);
  if (ORGANIZATION_WORDS.has(words[words.length - 1]!) && !TITLE_WORDS.has(words[words.length - 1]!)) score -= 0.5;
  if (INSTITUTION_PATTERN.test(text)) score -= 0.4;
  return Math.max(0, Math.min(1, score));
}

/** How much a phrase reads as an organisation name (0..1). */
export function organizationScore(text: string): number {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\s.&-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return 0;
  let score = 0.2;
  if (words.some((w) => ORGANIZATION_WORDS.has(w))) score += 0.5;
  if (/^[\p{Lu}\d]/u.test(text.trim())) score += 0.1;
  if (titleScore(text) > 0.5) score -= 0.4;
  return Math.max(0, Math.min(1, score));
}

/** Words of three or more lower-case letters that open a word: how much of a line is running prose. */
export function lowerCaseWords(text: string): number {
  return text.match(/(?<![\p{L}\d])\p{Ll}{3,}/gu)?.length ?? 0;
}
