/**
 * Where a job is and how it is worked. Places come, in order of trust, from a location field
 * ("Location: Remote, Barcelona"), the posting's header lines ("Austin, TX", "California - Remote"),
 * a work-mode phrase ("Remote (India)", "Hybrid – 2 days in Pune"), a "Location" section, and an
 * office or posting place in running text ("work in a Med-Surg unit in New Mexico"). Every
 * candidate must be a place the gazetteer knows (country, state/province, city) or a world
 * region, so headings and product names never become places. "Anywhere", "Worldwide" and
 * "Remote" alone name no place.
 */
import { cityCodes, countryCodes, regionCodes } from '../taxonomy/gazetteer';
import { isKnownWord } from '../text/known-words';
import { nlp } from '../text/nlp';
import { normalizeLocation, type NormalizedLocation } from './normalize';

export type Workplace = 'remote' | 'hybrid' | 'onsite' | 'unspecified';

const WORLD_REGIONS =
  /^(emea|apac|latam|amer|americas|north america|south america|latin america|europe|european|european union|eu|asia|asia pacific|africa|middle east|oceania|nordics|dach|benelux|uk and ireland)$/i;
const NO_PLACE =
  /^(anywhere|worldwide|global(ly)?|remote|remote job|fully remote|everywhere|n\/a|various|multiple locations|flexible|home[- ]based|work from home|wfh)$/i;
/** Capitalised words the gazetteer also lists as towns but which are never the job's place here. */
const NOT_PLACES =
  /^(remote|hybrid|job|office|location|salary|team|home|senior|junior|lead|engineer|developer|manager|support|sales|marketing|design|data|product|about|us|we|our|the|this|english|french|spanish|german|italian|dutch|mri|ct|it|hr|ai|ml|ui|ux|qa|ios|api|aws|sql|cds|eu)$/i;

/** True when `name` is a place: gazetteer country, state, city, or a world region. */
export function isPlace(name: string): boolean {
  const n = name.trim();
  if (WORLD_REGIONS.test(n)) return true;
  if (/^[A-Z]{2}$/.test(n)) return regionCodes(n).length > 0 || countryCodes(n).length > 0;
  if (n.length < 3 || NOT_PLACES.test(n)) return false;
  return countryCodes(n).length > 0 || regionCodes(n).length > 0 || (/^\p{Lu}/u.test(n) && cityCodes(n).length > 0);
}

const CAPITALISED_RUN =
  /\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|de|del|am|upon|on|of))*(?:\s*,\s*\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}]*)*)*|\b(?:EMEA|APAC|LATAM)\b/gu;

/** Short names the gazetteer does not list, as job boards write them. */
const SHORT_CITY_NAMES: [RegExp, string][] = [
  [/\bNYC\b/g, 'New York'],
  [/\b(?:SF\s+|San Francisco\s+)?Bay Area\b/g, 'San Francisco'],
  [/\bSF\b/g, 'San Francisco'],
];

/** The first place written in `text` ("Austin, TX", "Pune", "New Mexico", "EMEA"), as written. */
export function firstPlace(written: string): string | undefined {
  const text = SHORT_CITY_NAMES.reduce((t, [re, name]) => t.replace(re, name), written)
    // "Remote – Eastern Time Zone", "Pacific Time": a clock, not a place.
    .replace(/\b(?:Eastern|Central|Pacific|Mountain|Atlantic)\s+(?:Standard\s+|Daylight\s+)?Time(?:\s*Zones?)?\b/gi, ' ');
  for (const m of text.matchAll(CAPITALISED_RUN)) {
    const parts = m[0].split(/\s*,\s*/);
    // "Zürich, Switzerland": keep every part that is a place; stop at the first that is not.
    const kept: string[] = [];
    // "Eastfield, CT": a town the gazetteer lacks, vouched for by the US state code after it.
    if (parts.length >= 2 && /^[A-Z]{2}$/.test(parts[1]!) && regionCodes(parts[1]!).includes('US') && /^\p{Lu}\p{Ll}/u.test(parts[0]!))
      return `${parts[0]!.split(/\s+/).slice(-2).join(' ')}, ${parts[1]}`;
    // "HQ: San Francisco. This role …": a sentence's full stop is no part of the name.
    for (const part of parts.map((p) => (!isPlace(p) && /\p{L}{2}\.$/u.test(p) ? p.slice(0, -1) : p))) {
      if (isPlace(part)) kept.push(part);
      else if (kept.length) break;
      // "St. Mary's Hospital, Portland, OR": a building or employer before the place.
      else if (parts.slice(1).some(isPlace)) continue;
      else {
        // "Work From Berlin" / "European Timezone": try the run's tail, then its head.
        const words = part.split(/\s+/);
        const unstopped = (w: string[]) => w.join(' ').replace(/(\p{L}{2})\.$/u, '$1');
        for (let i = 1; i < words.length && !kept.length; i++) if (isPlace(unstopped(words.slice(i)))) kept.push(unstopped(words.slice(i)));
        for (let i = words.length - 1; i >= 1 && !kept.length; i--) if (isPlace(unstopped(words.slice(0, i)))) kept.push(unstopped(words.slice(0, i)));
        if (!kept.length) break;
      }
    }
    if (kept.length) return kept.join(', ');
  }
  return undefined;
}

function placeOfField(value: string): string | undefined | null {
  const v = value
    .replace(/\b(remote|hybrid|on-?site|job|only|position)\b/gi, ' ')
    .replace(/[()[\]\-–—|/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
  if (!v || NO_PLACE.test(v)) return null;
  return firstPlace(v) ?? null;
}

const FIELD = /^(?:job\s+|work\s+|office\s+)?(?:location|locations|based in|office|city|place of work|where)\s*[:\-–]\s*(.+)$/i;
const MODE_PLACE =
  /\b(?:remote|hybrid|on-?site|in[- ]office|in[- ]person|office[- ]based|home[- ]based|(?:applicants|candidates|people|anyone) (?:located|based|living|residing)(?: anywhere)?|anywhere)\b\s*(?:\(([^)\n]{2,60})\)|[-–—:,|]\s*([^\n.;]{2,60})|\s+(?:in|from|within|across|based in)\s+([^\n.;]{2,60}))/gi;
const PLACE_PHRASE =
  /\b(?:(?:based|located|work(?:ing)?) (?:at|from|out of) (?:our|the)|(?:office|offices|headquarters|hq|clinic|hospital|campus|store|site|unit|facility)\s+(?:is\s+|are\s+)?(?:located\s+)?in|based in|located in|relocat(?:e|ion) to|work (?:from|in)(?: an?| the)?(?: [\w-]+){0,4} in|position (?:is )?in|role (?:is )?in|anywhere in)\s+(?:the\s+)?([^\n.;]{2,60})/gi;

/** "developers from the European Union", "located in UTC-4 … or North/South America hours": who may work remotely. */
const REGION_NAME = String.raw`((?:North|South|Latin|Central)(?:\s*\/\s*(?:North|South|Latin|Central))?\s+America|Americas|European Union|Europe|EMEA|APAC|LATAM|Asia[- ]Pacific)`;
const REGION_SCOPE = new RegExp(
  String.raw`\b(?:located|based|living|residing|hours|time ?zones?|overlap)\b[^\n.;]{0,80}?\b${REGION_NAME}\b|\b(?:candidates|developers|applicants|people|engineers|anyone|you)\s+(?:from|in)\s+(?:the\s+)?${REGION_NAME}\b|\b${REGION_NAME}\b[^\n.;]{0,40}?\b(?:hours|time ?zones?|based|located|residents?)\b`,
  'i',
);
/** Offices a remote person may use: "office hubs in London, New York and Berlin", "a central London office … to use". */
const OFFERED_OFFICE =
  /\b(?:office hubs?|hubs|co-?working spaces?)\s+in\s+([^\n.;]{2,80})|\b(?:[Aa]n?|[Tt]he)\s+(?:central\s+|city\s+)?(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s+office\b[^\n.;]{0,60}\b(?:use|work from|visit|available)\b/u;

/** Where a remote job is scoped or which offices it offers, when its location field says only "Remote". */
function remoteScope(lines: string[], aboutLines: Set<string>): string | undefined {
  for (const line of lines) {
    if (aboutLines.has(line)) continue;
    const r = REGION_SCOPE.exec(line);
    const region = r?.[1] ?? r?.[2] ?? r?.[3];
    if (region) return region.replace(/^(\w+)\s*\/\s*\w+(\s+America)$/i, '$1$2');
  }
  for (const line of lines) {
    const o = OFFERED_OFFICE.exec(line);
    const p = o ? (o[1] ? firstPlace(o[1]) : o[2] && isPlace(o[2]) ? o[2] : undefined) : undefined;
    if (p) return p;
  }
  return undefined;
}

/** Places joined by "or", "and", "/" or commas make up the whole line ("Toronto or Vancouver", "Berlin / Remote"). */
function placesOnly(line: string): string | undefined {
  const parts = line
    .replace(/^[\s*•·-]+/, '')
    .split(/\s*(?:[,;/&|·]|\bor\b|\band\b)\s*/i)
    .map((p) => p.replace(/[()[\].:]+/g, '').trim())
    .filter(Boolean);
  const places = parts.filter((p) => !NO_PLACE.test(p) && !/^(?:hybrid|on-?site|in[- ]office)$/i.test(p));
  return places.length >= 1 && parts.length >= 2 && places.every(isPlace) ? places[0] : undefined;
}

/**
 * "Marketing Lead — London", "Senior Engineer | Pune": a header line whose last part, after a dash or
 * bar, is a place. A town whose name is also an everyday word ("Mobile", "Reading", "Enterprise")
 * is not taken there: the tagger must read it as a place, or English must not know the word.
 */
function placeSuffix(line: string): string | undefined {
  const m = /\s[-–—|·]\s+([^-–—|·]{2,40})$/.exec(line.trim());
  const tail = m?.[1]?.replace(/[()[\]]+/g, ' ').trim();
  if (!tail || firstPlace(tail) !== tail) return undefined;
  const head = tail.split(/\s*,\s*/)[0]!;
  const known = WORLD_REGIONS.test(head) || countryCodes(head).length > 0 || regionCodes(head).length > 0 || !isKnownWord(head) || nlp()(head).has('#Place');
  return known ? tail : undefined;
}

/** "Harbour Books (ME) seeks …": a US state code in brackets after a name in the opening lines. */
function bracketedState(lines: string[]): string | undefined {
  for (const line of lines.slice(0, 6)) {
    const m = /\p{Lu}\p{Ll}+\s+\(([A-Z]{2})\)/u.exec(line);
    if (m && regionCodes(m[1]!).includes('US')) return m[1];
  }
  return undefined;
}

/** The job's place, when the posting names one. */
export function findJobPlace(lines: string[], aboutLines: Set<string>, body: string, locationSection: string[] = []): string | undefined {
  for (const line of lines) {
    const m = FIELD.exec(line);
    if (m?.[1]) {
      const p = placeOfField(m[1]);
      if (p) return p;
      if (p === null && lines.indexOf(line) < 15) return remoteScope(lines, aboutLines); // "Location: Remote", maybe "from the European Union"
    }
  }
  for (const line of lines.slice(0, 6)) {
    // "HQ: San Francisco": the employer's head office, not where this job is.
    if (line.length > 70 || aboutLines.has(line) || /^\W*(?:hq|head\s*quarter(?:s|ed)|head office)\b/i.test(line)) continue;
    const p = firstPlace(line);
    // "Austin, TX", "California - Remote", or a line that is only the place.
    if (p && (/,\s*\p{Lu}/u.test(p) || /\b(remote|hybrid|on-?site)\b/i.test(line) || line.replace(/[^\p{L}, ]/gu, '').trim() === p)) return p;
    const named = placesOnly(line) ?? placeSuffix(line);
    if (named) return named;
  }
  const text = lines.filter((l) => !aboutLines.has(l)).join('\n');
  // Work-mode phrases speak of this job even inside a team's "about" text.
  for (const m of lines.join('\n').matchAll(MODE_PLACE)) {
    const p = firstPlace(m[1] ?? m[2] ?? m[3] ?? '');
    if (p) return p;
  }
  // A "Location" heading followed by its text.
  for (const line of locationSection) {
    const p = firstPlace(line);
    if (p) return p;
  }
  for (const m of text.matchAll(PLACE_PHRASE)) {
    const p = firstPlace(m[1] ?? '');
    if (p) return p;
  }
  // "open to applicants located anywhere in the country": the country the posting names most.
  if (/\b(anywhere in the country|across the country|nationwide|country[- ]wide)\b/i.test(body)) {
    const counts = new Map<string, number>();
    for (const m of body.matchAll(/\b\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\b/gu)) {
      const name = countryCodes(m[0]).length ? m[0] : countryCodes(m[0].split(' ').pop() ?? '').length ? m[0].split(' ').pop()! : undefined;
      if (name && name.length >= 4) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const top = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (top) return top[0];
  }
  const cityState = body.match(/\b(\p{Lu}\p{Ll}[\p{L}.]+(?:\s\p{Lu}\p{Ll}+)?),\s*([A-Z]{2})\b/u);
  if (cityState && regionCodes(cityState[2]!).includes('US')) return cityState[0];
  const state = bracketedState(lines);
  if (state) return state;
  // "openings throughout Westchester County".
  return /\b(?:in|throughout|across|serving)\s+((?:\p{Lu}\p{Ll}+\s){1,2}County)\b/u.exec(text)?.[1];
}

/** "3 days in the office, 2 from home": a week split between the office and home. */
const DAYS = String.raw`\b(?:[1-4]|one|two|three|four)\s+days?\b(?!\s+(?:a|per|each|every)\s+(?:year|month|quarter))`;
const SPLIT_WEEK = new RegExp(
  String.raw`${DAYS}[^.\n]{0,40}\b(?:office|on-?site|in[- ]person)\b[^.\n]{0,40}\b(?:from home|at home|remote(?:ly)?)\b|${DAYS}[^.\n]{0,40}\b(?:from home|at home|remote(?:ly)?)\b[^.\n]{0,40}\b(?:office|on-?site|in[- ]person)\b`,
  'i',
);
/** "You can work remotely up to 2 days per week": some days at home, the rest in the office. */
const REMOTE_DAYS = new RegExp(String.raw`\b(?:remote(?:ly)?|from home)\b[^.\n]{0,15}?\b(?:up to\s+)?${DAYS}\s+(?:a|per|each|every)\s+week\b`, 'i');
/** "This is not a remote position", "Remote work is not available": the job is not remote. */
const NOT_REMOTE =
  /\b(?:not|no|never|isn['’]t|cannot|can['’]t)\s+(?:an?\s+|be\s+(?:done\s+)?|work(?:ed)?\s+)?(?:fully\s+)?remote(?:ly)?\b[^.\n]*|\bremote(?: work(?:ing)?)?\b[^.\n]{0,20}\b(?:is|are)\s+not\s+(?:available|possible|an option|offered)\b[^.\n]*/i;
/** "You will work from our Berlin office": where the work is done, said of this job. */
const AT_THE_OFFICE =
  /\b(?:you(?:'ll| will)? (?:work|be working|be based)|this (?:role|position|job) is based|working) (?:from|in|at|out of) (?:our|the) (?:\p{Lu}[\p{L}-]+ )?(?:office|offices|headquarters|clinic|hospital|store|campus)\b/iu;

/** How the job is worked, from a board's field, then the words the posting uses. */
export function findWorkplace(text: string): Workplace {
  let body = text;
  const field = body
    .match(/^[ \t]*(?:remote|remote work|work(?:ing)? remotely)\s*:\s*(yes|no|partial(?:ly)?|full(?:y)?|possible|hybrid)\b/im)?.[1]
    ?.toLowerCase();
  if (field) return /^(yes|full|possible)/.test(field) ? 'remote' : /^(partial|hybrid)/.test(field) ? 'hybrid' : 'onsite';
  const type = body.match(/^[ \t]*(?:workplace|work(?:place)? type|work model|work mode|type of employment|location)\s*:\s*(.+)$/im)?.[1] ?? '';
  if (/\bhybrid\b/i.test(type)) return 'hybrid';
  if (/\bremote\b/i.test(type)) return 'remote';
  // "Location: Anywhere", "Location: Worldwide": no place to go to.
  if (/^\s*(?:anywhere|worldwide|global(?:ly)?|everywhere)\b/i.test(body.match(/^[ \t]*(?:job\s+)?location\s*:\s*(.+)$/im)?.[1] ?? '')) return 'remote';
  if (/\bhybrid\b/i.test(body) && !/\b(no|not) hybrid\b/i.test(body)) return 'hybrid';
  if (SPLIT_WEEK.test(body) || REMOTE_DAYS.test(body)) return 'hybrid';
  // "This is not a remote position": the remote wording below must not count it.
  const notRemote = NOT_REMOTE.test(body);
  body = body.replace(new RegExp(NOT_REMOTE.source, 'gi'), ' ');
  if (
    /\b(?:fully |globally )?distributed (?:company|team|organi[sz]ation)\b/i.test(body) ||
    /\b(fully remote|100% remote|remote[- ](first|role|position|job|friendly|ok|options?|work(?:ing)?|team|company|environment|capacity)|work(?:ing)? (from (home|anywhere)|remotely)|open to remote|telecommut(?:e|ing)|telework(?:ing)?|home[- ]based (?:role|position|job)|location[- ]independent|location: remote|full remote)\b|\(remote(?:\)|\s*[,/–-])|[-–|·,]\s*remote\b|^remote\b|\bremote\s*\(/im.test(
      body,
    )
  )
    return 'remote';
  if (notRemote || /\b(on[- ]?site|in[- ]office|office[- ]based|office[- ]first|in[- ]person)\b/i.test(body) || AT_THE_OFFICE.test(body)) return 'onsite';
  return 'unspecified';
}

/** The place as the engine's location shape, marked remote when the job is. */
export function jobLocation(place: string | undefined, workplace: Workplace): NormalizedLocation | undefined {
  if (!place) return workplace === 'remote' ? normalizeLocation('Remote') : undefined;
  return normalizeLocation(workplace === 'remote' ? `${place} (Remote)` : place);
}
