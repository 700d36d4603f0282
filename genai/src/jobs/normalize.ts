/**
 * Normalisation of what jobs and resumes write in many ways to one canonical value: titles
 * (see taxonomy/titles), skills, locations, seniority and employment type.
 */
import { lookupSkill } from '../taxonomy/dictionary';
import { SENIORITY_LEVELS, type Seniority } from '../taxonomy/curated-titles';
import { expandTitle, normalizeTitle, titleSeniority, type NormalizedTitle } from '../taxonomy/titles';

export type EmploymentType = 'full-time' | 'part-time' | 'contract' | 'temporary' | 'internship' | 'freelance' | 'unspecified';

export interface NormalizedLocation {
  input: string;
  city?: string;
  region?: string;
  country?: string;
  remote: boolean;
  /** "San Francisco, CA, US" or "Remote". */
  canonical: string;
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
};
const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

const COUNTRIES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  india: 'IN',
  canada: 'CA',
  germany: 'DE',
  france: 'FR',
  spain: 'ES',
  italy: 'IT',
  netherlands: 'NL',
  ireland: 'IE',
  australia: 'AU',
  singapore: 'SG',
  'united arab emirates': 'AE',
  uae: 'AE',
  japan: 'JP',
  china: 'CN',
  brazil: 'BR',
  mexico: 'MX',
  poland: 'PL',
  sweden: 'SE',
  switzerland: 'CH',
  portugal: 'PT',
  belgium: 'BE',
  austria: 'AT',
  denmark: 'DK',
  norway: 'NO',
  finland: 'FI',
  'new zealand': 'NZ',
  'south africa': 'ZA',
  israel: 'IL',
  philippines: 'PH',
  pakistan: 'PK',
  bangladesh: 'BD',
  'sri lanka': 'LK',
  nigeria: 'NG',
  kenya: 'KE',
  egypt: 'EG',
};

/** Cities written many ways, and the country they imply when none is given. */
const CITY_ALIASES: Record<string, [string, string, string?]> = {
  sf: ['San Francisco', 'US', 'CA'],
  'san francisco': ['San Francisco', 'US', 'CA'],
  nyc: ['New York', 'US', 'NY'],
  'new york city': ['New York', 'US', 'NY'],
  'new york': ['New York', 'US', 'NY'],
  la: ['Los Angeles', 'US', 'CA'],
  'los angeles': ['Los Angeles', 'US', 'CA'],
  seattle: ['Seattle', 'US', 'WA'],
  austin: ['Austin', 'US', 'TX'],
  boston: ['Boston', 'US', 'MA'],
  chicago: ['Chicago', 'US', 'IL'],
  bangalore: ['Bengaluru', 'IN', 'Karnataka'],
  bengaluru: ['Bengaluru', 'IN', 'Karnataka'],
  bombay: ['Mumbai', 'IN', 'Maharashtra'],
  mumbai: ['Mumbai', 'IN', 'Maharashtra'],
  delhi: ['Delhi', 'IN', 'Delhi'],
  'new delhi': ['New Delhi', 'IN', 'Delhi'],
  noida: ['Noida', 'IN', 'Uttar Pradesh'],
  gurgaon: ['Gurugram', 'IN', 'Haryana'],
  gurugram: ['Gurugram', 'IN', 'Haryana'],
  hyderabad: ['Hyderabad', 'IN', 'Telangana'],
  pune: ['Pune', 'IN', 'Maharashtra'],
  chennai: ['Chennai', 'IN', 'Tamil Nadu'],
  madras: ['Chennai', 'IN', 'Tamil Nadu'],
  kolkata: ['Kolkata', 'IN', 'West Bengal'],
  calcutta: ['Kolkata', 'IN', 'West Bengal'],
  london: ['London', 'GB'],
  manchester: ['Manchester', 'GB'],
  berlin: ['Berlin', 'DE'],
  munich: ['Munich', 'DE'],
  münchen: ['Munich', 'DE'],
  paris: ['Paris', 'FR'],
  amsterdam: ['Amsterdam', 'NL'],
  dublin: ['Dublin', 'IE'],
  toronto: ['Toronto', 'CA', 'ON'],
  vancouver: ['Vancouver', 'CA', 'BC'],
  sydney: ['Sydney', 'AU', 'NSW'],
  melbourne: ['Melbourne', 'AU', 'VIC'],
  singapore: ['Singapore', 'SG'],
  dubai: ['Dubai', 'AE'],
  tokyo: ['Tokyo', 'JP'],
};

function titleWord(s: string): string {
  return s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
}

/** A table's own entry: "constructor" or "__proto__" typed as a place must not read Object's. */
function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function normalizeLocation(input: string): NormalizedLocation {
  const raw = input.slice(0, 200).trim();
  const remote = /\b(remote|work from home|wfh|anywhere|distributed)\b/i.test(raw);
  const parts = raw
    .replace(/\b(remote|hybrid|on-?site)\b[\s,:;/-]*/gi, '')
    .replace(/[()]/g, ',')
    .split(/[,;|•]/)
    .map((p) => p.trim())
    .filter(Boolean);
  let city: string | undefined;
  let region: string | undefined;
  let country: string | undefined;
  for (const part of parts) {
    const lower = part.toLowerCase().replace(/\.$/, '');
    const upper = part.toUpperCase();
    if (own(COUNTRIES, lower) && !country) country = own(COUNTRIES, lower);
    else if (/^[A-Z]{2}$/.test(part) && own(US_STATES, upper) && !region) {
      region = upper;
      country ??= 'US';
    } else if (STATE_BY_NAME.has(lower) && !region && city) {
      region = STATE_BY_NAME.get(lower);
      country ??= 'US';
    } else if (own(CITY_ALIASES, lower) && !city) {
      const [c, ctry, reg] = own(CITY_ALIASES, lower)!;
      city = c;
      country ??= ctry;
      if (reg && !region) region = reg;
    } else if (!city && /^[\p{L}][\p{L} .'-]{1,40}$/u.test(part)) city = titleWord(part);
  }
  const canonical = [city, region, country].filter(Boolean).join(', ') || (remote ? 'Remote' : raw);
  return {
    input: raw,
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    ...(country ? { country } : {}),
    remote,
    canonical: remote && canonical !== 'Remote' ? `${canonical} (Remote)` : canonical,
  };
}

export function normalizeEmploymentType(input: string): EmploymentType {
  const s = input.toLowerCase();
  if (/\bintern(ship)?\b|\bplacement\b|\bco-?op\b/.test(s)) return 'internship';
  if (/\bpart[- ]?time\b/.test(s)) return 'part-time';
  if (/\bfreelance\b/.test(s)) return 'freelance';
  if (/\bcontract(or)?\b|\bfixed[- ]term\b|\bc2c\b|\bcorp[- ]to[- ]corp\b|\b1099\b/.test(s)) return 'contract';
  if (/\btemp(orary)?\b|\binterim\b|\bseasonal\b/.test(s)) return 'temporary';
  if (/\bfull[- ]?time\b|\bpermanent\b|\bft\b|\bfte\b/.test(s)) return 'full-time';
  return 'unspecified';
}

export function normalizeSeniority(input: string): Seniority {
  const s = input.toLowerCase().trim();
  const direct = SENIORITY_LEVELS.find((l) => l === s);
  return direct ?? titleSeniority(expandTitle(s)).seniority;
}

export type NormalizeKind = 'title' | 'skill' | 'location' | 'seniority' | 'employment-type';

export type NormalizeResult =
  | { kind: 'title'; value: NormalizedTitle }
  | { kind: 'skill'; value: { input: string; id: string; name: string; category: string } | { input: string; id: null } }
  | { kind: 'location'; value: NormalizedLocation }
  | { kind: 'seniority'; value: { input: string; seniority: Seniority } }
  | { kind: 'employment-type'; value: { input: string; employmentType: EmploymentType } };

/** One entry point for the CLI and api: normalise `value` as `kind`. */
export function normalize(kind: NormalizeKind, value: string): NormalizeResult {
  switch (kind) {
    case 'title':
      return { kind, value: normalizeTitle(value) };
    case 'skill': {
      const s = lookupSkill(value.trim());
      return { kind, value: s ? { input: value, id: s.id, name: s.name, category: s.category } : { input: value, id: null } };
    }
    case 'location':
      return { kind, value: normalizeLocation(value) };
    case 'seniority':
      return { kind, value: { input: value, seniority: normalizeSeniority(value) } };
    case 'employment-type':
      return { kind, value: { input: value, employmentType: normalizeEmploymentType(value) } };
  }
}
