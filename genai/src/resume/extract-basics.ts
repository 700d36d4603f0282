import type { ResumeBasics } from './json-resume';
import type { ResumeLine } from './resume-line';
import { findDateRange } from './resume-dates';
import { labelledLocation } from './labelled-location';
import { isLocation, isPlaceName, titleScore, DEGREE_PATTERN, INSTITUTION_PATTERN, US_STATES } from './resume-vocabulary';
import { cityCodes, countryCodes, isCountryCode, regionCodes } from '../taxonomy/gazetteer';
import { sectionKindOf } from './section-headings';
import { isPlaceLine, isStreetLine, looksLikeAddress, parsePostalAddress } from './postal-address';

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
/** An email with its "@" (and maybe its dots) written as a bracketed word: "ada[-at-]mail.com", "ada (at) mail (dot) com". */
const HIDDEN_EMAIL =
  /[\p{L}\p{N}._%+-]+\s?[[({]\s?-?at-?\s?[\])}]\s?[\p{L}\p{N}-]+(?:(?:\.|\s?[[({]\s?dot\s?[\])}]\s?)[\p{L}\p{N}-]+)*(?:\.|\s?[[({]\s?dot\s?[\])}]\s?)\p{L}{2,}/iu;
// International (+91 98765 43210, +44 20 7946 0958, +49 30 1234567), US ((312) 555-0123,
// 973-555-0123, 123.456.7890) and Indian (098765 43210) forms; 9 to 15 digits in all.
const PHONE = /(?<![\w/])(?:\(\+\d{1,3}\)\s?|\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d \t.\-–]{6,16}\d(?![\w/])/u;
// A link: a whole host name (any number of labels: jane.github.io, portfolio.example.co.uk,
// https://janedoe.example.dev) ending in a generic or a two-letter country TLD, then a path.
// Never the tail of a longer name or an email's domain (the look-behind), never "Node.js".
const GENERIC_TLDS =
  'com|org|net|edu|gov|io|dev|me|app|page|site|xyz|info|biz|ai|tech|design|art|blog|online|studio|name|pro|cloud|codes|software|works|space|website|link|live|one|portfolio|photography|digital|agency|consulting|health|academy|education';
// With a scheme any top-level domain is a link ("https://ada.pub/"); without one, a known ending.
// A domain straight after a bracket is the tail of an email written out of reach of harvesters
// ("ada[-at-]mail.example.com", "ada(at)mail.example.com"), no link.
const URL = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._\])-])(?:https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${GENERIC_TLDS}|[a-z]{2}))(?![\p{L}\p{N}@-]|\.[\p{L}\p{N}])(?::\d{2,5})?(?:\/[^\s|,·•()]*)?`,
  'iu',
);
const PROFILE_NETWORKS: [RegExp, string][] = [
  [/linkedin\./i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\./i, 'GitLab'],
  [/behance\./i, 'Behance'],
  [/dribbble\./i, 'Dribbble'],
  [/stackoverflow\./i, 'Stack Overflow'],
];

/**
 * Whether a host-shaped match is a link a person wrote, not a name with a dot in it: a scheme, a
 * "www." or a path make it one; without them the host must not be all capitals ("ASP.NET"), and a
 * two-letter ending needs a lower-case host ("B.Sc" and "Socket.io" in a skills list are not links).
 */
export function isWrittenLink(match: string): boolean {
  if (/^https?:\/\/|^www\.|\/./i.test(match)) return true;
  const host = match.replace(/[:/].*$/, '');
  if (host === host.toUpperCase()) return false;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (tld.length === 2 && host !== host.toLowerCase()) return false;
  return host.split('.').every((label) => /[a-z]/i.test(label));
}
const CONTACT_SPLIT = /\s*(?:\||‖|•|·|◦|▪|⋅|\s{2,}|\s[-–—/]\s)\s*/;
const LABEL =
  /^(e-?mail|phone|mobile|mob|tel|telephone|cell|contact|address|location|linkedin|github|website|portfolio|web|nationality|date of birth|dob)\s*[:：.]?\s*/i;

export interface BasicsResult {
  basics: ResumeBasics;
  confidence: Record<string, number>;
}

export function findPhone(text: string): string | null {
  for (const match of text.matchAll(new RegExp(PHONE.source, 'gu'))) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    // A date range like "2019 - 2021 2022" is not a phone number.
    if (findDateRange(raw) && !/[()+]/.test(raw) && digits.length <= 12) continue;
    return raw.replace(/[–—]/g, '-').replace(/\s+/g, ' ');
  }
  return null;
}

/** "Jane Doe, PhD | Data Scientist" → "Jane Doe": the first piece, without credentials. */
export function nameText(line: ResumeLine): string {
  // "Résumé of Jane Doe": a theme's title before the name is no part of it.
  const first = ((line.segments[0] ?? line.text).split(/\s+[|•·–—]\s+|\s*\|\s*/)[0] ?? '').replace(/^(?:r[ée]sum[ée]|cv|curriculum vitae)\s+of\s+/iu, '');
  return first.replace(/,\s*(?:[A-Z][A-Za-z.]{1,5})(?:,\s*[A-Z][A-Za-z.]{1,5})*\s*$/, '').trim();
}

function nameScore(line: ResumeLine, maxSize: number, index: number): number {
  const text = nameText(line);
  if (!text || EMAIL.test(text) || /\d/.test(text) || /https?:|www\.|\.com/i.test(text)) return 0;
  const words = text.split(/\s+/);
  if (words.length > 5 || text.length > 48) return 0;
  if (!/^[\p{L}][\p{L}\p{M}.'’\- ]*$/u.test(text)) return 0;
  if (sectionKindOf(text) || /^(curriculum vitae|resume|résumé|cv|bio[- ]?data)$/i.test(text)) return 0;
  let score = 0.3;
  if (maxSize > 0 && line.fontSize >= maxSize - 0.1) score += 0.35;
  if (line.bold) score += 0.1;
  if (words.length >= 2 && words.length <= 4) score += 0.1;
  if (words.every((w) => /^[\p{Lu}]/u.test(w))) score += 0.1;
  if (titleScore(text) > 0) score -= 0.5;
  if (DEGREE_PATTERN.test(text) || INSTITUTION_PATTERN.test(text)) score -= 0.4;
  if (isLocation(text)) score -= 0.4;
  score -= index * 0.03;
  return score;
}

/**
 * A place at the start or end of a contact piece whose separators were icons (drawn, not
 * written): "ana@x.com +44 7700 900123 Cardiff, United Kingdom" → "Cardiff, United Kingdom".
 */
function locationAtEdge(piece: string): string | undefined {
  const words = piece.split(/\s+/);
  for (let k = Math.min(6, words.length - 1); k >= 2; k--) {
    const tail = words.slice(-k).join(' ');
    if (tail.includes(',') && isLocation(tail)) return tail;
    const head = words.slice(0, k).join(' ');
    if (head.includes(',') && isLocation(head)) return head;
  }
  return undefined;
}

const PLACE_PART = /^[\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,2}(?:\s\d{4,6})?$|^\d{4,6}$/u;

/**
 * "Fairfield, CA 94534, California, US", "Guildford, Surrey, GB": three to five comma parts, each a
 * few capitalised words (or a postal code), the last two a place: the whole run is the place, not
 * only the "Region, Country" at its end.
 */
export function placeRun(piece: string): string | undefined {
  const parts = piece.trim().split(/\s*,\s*/);
  if (parts.length < 3 || parts.length > 5 || !parts.every((p) => PLACE_PART.test(p))) return undefined;
  if (!isLocation(parts.slice(-2).join(', ')) || parts.some((p) => titleScore(p) > 0 || sectionKindOf(p))) return undefined;
  return parts.join(', ');
}

/**
 * A line of one piece within two lines of one holding an email, a phone or a web address (a
 * contact block's "CAEN," line, a sidebar's "IN" over its links).
 */
function besideContact(line: ResumeLine, top: ResumeLine[], name = ''): boolean {
  const i = top.indexOf(line);
  if (i < 0 || line.segments.length !== 1) return false;
  // A place printed alone straight under the name (or the name and its headline), in smaller type.
  const nameAt = name ? top.findIndex((l) => l.text.trim() === name) : -1;
  if (nameAt >= 0 && i > nameAt && i <= nameAt + 2 && line.fontSize < top[nameAt]!.fontSize) return true;
  return [top[i - 2], top[i - 1], top[i + 1], top[i + 2]].some((l) => !!l && (EMAIL.test(l.text) || !!findPhone(l.text) || /https?:\/\/|www\./i.test(l.text)));
}

/** A piece that is a country's code alone, on a line whose other pieces are contact details. */
function countryCodeAmongContacts(pieces: string[]): string | undefined {
  const code = pieces.find((p) => /^[A-Z]{2}$/.test(p) && isCountryCode(p));
  const contact = pieces.some((p) => EMAIL.test(p) || URL.test(p) || !!findPhone(p) || /^(linkedin|github)\b/i.test(p));
  return code && contact ? code : undefined;
}

/**
 * Whether a headed block holds contact details, not prose: a sidebar's "About" printing only the
 * address, links and handles. Every line is short and not a sentence, and at least half of them
 * hold an email, phone, link, profile handle, a wrapped link's piece or a place.
 */
export function isContactBlock(lines: ResumeLine[]): boolean {
  if (!lines.length || lines.length > 12) return false;
  const sentence = (text: string, words: number) => words > 6 || (words >= 4 && /[.!?]$/.test(text));
  if (lines.some((l) => sentence(l.text.trim(), l.text.trim().split(/\s+/).length))) return false;
  const detail = (text: string) =>
    EMAIL.test(text) ||
    !!findPhone(text) ||
    URL.test(text) ||
    /^(?:in|gh|github|linkedin|twitter|x)\/\S/i.test(text) ||
    // a handle or a wrapped link's piece: one token with a digit or a link's punctuation
    /^(?=\S*[\d/=&@])\S+$/.test(text) ||
    !!spacedPlace(text) ||
    isLocation(text);
  return lines.filter((l) => detail(l.text.trim())).length * 2 >= lines.length;
}

const CANADIAN_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

/**
 * A place written without its comma, as designs that join the JSON's city and country code with a
 * space print it ("Riga LV", "Bay Area US", "Nice Provence FR"): capitalised words then a country
 * or US state code, with a known city first or at most two words before the code. Returns the
 * piece with a comma before the code ("Riga, LV").
 */
export function spacedPlace(piece: string): string | undefined {
  const m = /^([\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,4}?)(?:\s+([A-Z]{2}))?$/u.exec(piece.trim());
  if (!m) return undefined;
  const place = m[1]!;
  const code = m[2];
  if (code && !US_STATES.has(code) && !CANADIAN_PROVINCES.has(code) && !isCountryCode(code)) return undefined;
  if (titleScore(place) > 0 || sectionKindOf(place)) return undefined;
  const words = place.split(/\s+/);
  // "New Delhi Asia", "Toronto Ontario": a known city, then a region or country name.
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const city = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    if (cityCodes(city).length && (regionCodes(rest).length || countryCodes(rest).length || US_STATES.has(rest)))
      return [city, rest, code].filter(Boolean).join(', ');
  }
  if (!code) return undefined;
  const known = words.slice(0, 3).some((_, k) => cityCodes(words.slice(0, k + 1).join(' ')).length > 0) || countryCodes(place).length > 0;
  if (!known && words.length > 2) return undefined;
  return `${place}, ${code}`;
}

/** A contact line's piece that is just a known city ("Atlanta" beside an email in a sidebar). */
function cityAlone(piece: string): string | undefined {
  const t = piece.trim();
  if (!/^[\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,2}$/u.test(t) || !cityCodes(t).length) return undefined;
  return titleScore(t) > 0 || sectionKindOf(t) ? undefined : t;
}

/** "ana@x.com, Cardiff, Wales, UK, https://…": a run of comma pieces between contact details that reads as a place. */
function placeAmongCommas(piece: string): string | undefined {
  if (!piece.includes(',') || !(EMAIL.test(piece) || /https?:|www\./i.test(piece))) return undefined;
  const parts = piece.split(/\s*,\s*/).filter(Boolean);
  for (let k = 3; k >= 2; k--) {
    for (let i = 0; i + k <= parts.length; i++) {
      const run = parts.slice(i, i + k).join(', ');
      if (isLocation(run) && !EMAIL.test(run)) return run;
    }
  }
  return undefined;
}

/**
 * Contact lines as text, an email or link that a narrow column wrapped joined again
 * ("ana@mail.co" / "m", "www.anabell." / "com", "ana-" / "bell.github.io/"): a line whose last piece
 * holds a dot or an @ and ends in a dot, hyphen or @, or is an unfinished email or link followed
 * by a short lower-case piece; the next line one piece at the same left edge.
 */
function withWrappedTokensJoined(lines: ResumeLine[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let text = lines[i]!.segments.join(' | ');
    while (i + 1 < lines.length) {
      const line = lines[i]!;
      const next = lines[i + 1]!;
      const last = text.split(/[\s|]+/).pop() ?? '';
      const piece = next.text.trim();
      const sameColumn = next.page === line.page && Math.abs(next.x - line.x) <= 2 && next.segments.length === 1;
      // A link ending in a slash is whole ("ana.dev/" then "in/ana" is the next link).
      const openEnd = (/[.\-@_]$/.test(last) && /[.@]/.test(last)) || (/^[\p{Ll}\p{N}]+-$/u.test(last) && /^[\p{Ll}\p{N}-]+\.[\p{Ll}.]+\/?$/u.test(piece));
      const unfinished = (EMAIL.test(last) || /^(?:https?:\/\/|www\.)/i.test(last)) && /^[a-z]{1,4}\/?$/.test(piece);
      if (!sameColumn || /\s/.test(piece) || !/^[\p{L}\p{N}][\p{L}\p{N}./_-]*$/u.test(piece) || !(openEnd || unfinished)) break;
      text += piece;
      i++;
    }
    out.push(text);
  }
  return out;
}

/** CONTACT_SPLIT keeping the separators, so a slash between two places can be put back. */
const CONTACT_SPLIT_KEPT = new RegExp(`(${CONTACT_SPLIT.source})`);

/**
 * A contact line's pieces, split at its separators; two places joined by a slash ("Vincennes /
 * Paris, France") are one piece: a slash between contact details has a detail on each side.
 */
function contactPieces(segment: string): string[] {
  const parts = segment.split(CONTACT_SPLIT_KEPT);
  const out: string[] = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const left = out[out.length - 1]!;
    const right = parts[i + 1] ?? '';
    const place = (t: string) => /\p{Lu}\p{Ll}+$/u.test(t.trim()) && !/@|https?:|www\./.test(t);
    if (/^\s\/\s$/.test(parts[i]!) && place(left) && /^\p{Lu}\p{Ll}/u.test(right.trim()) && !/@|https?:|www\./.test(right))
      out[out.length - 1] = `${left} / ${right}`;
    else out.push(right);
  }
  return out;
}

/**
 * Segments a justified line set apart ("St.", "Albans,", "GB, https://…"): one that ends in a comma
 * or is an abbreviation carries on into the next.
 */
function commaRuns(segments: string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (/,$/.test(prev) || /^\p{Lu}\p{Ll}?\.$/u.test(prev))) out[out.length - 1] = `${prev} ${segment}`;
    else out.push(segment);
  }
  return out;
}

/**
 * "Birkenweg 12" / "Munich Bavaria" / "80331 DE": an address a narrow column stacks, the street
 * over one or two lines of places and postal code in the same type and at the same edge.
 */
function stackedAddress(lines: ResumeLine[]): { raw: string; city?: string } | undefined {
  for (const [i, line] of lines.entries()) {
    if (line.segments.length !== 1 || !isStreetLine(line.text)) continue;
    const rest: ResumeLine[] = [];
    for (const next of lines.slice(i + 1, i + 3)) {
      if (next.segments.length !== 1 || Math.abs(next.fontSize - line.fontSize) > 0.3 || Math.abs(next.x - line.x) > 2 || !isPlaceLine(next.text)) break;
      rest.push(next);
    }
    if (!rest.length) continue;
    const first = rest[0]!.text.trim().split(/\s+/)[0]!;
    return { raw: [line, ...rest].map((l) => l.text.trim().replace(/,$/, '')).join(', '), ...(isPlaceName(first) ? { city: first } : {}) };
  }
  return undefined;
}

/** "Vincennes / Paris, France": two places joined by a slash, then where they are. */
function slashedPlace(piece: string): boolean {
  const [head, ...rest] = piece.split(/\s*,\s*/);
  if (!head || !/\s\/\s/.test(head) || !rest.length) return false;
  return isLocation([head.split(/\s\/\s/).pop()!, ...rest].join(', '));
}

/** Name, contact details and location from the top of the resume (and anywhere for contact data). */
export function extractBasics(topLines: ResumeLine[], allLines: ResumeLine[]): BasicsResult {
  const confidence: Record<string, number> = {};
  const basics: ResumeBasics = { name: '', email: '', phone: '', url: '', location: { raw: '' }, profiles: [] };
  const top = topLines.length ? topLines : allLines.slice(0, 12);

  // Name: the best-scoring short line near the top; two stacked one-word lines in the same big
  // font ("Chanchal" / "Sharma") are one name.
  // Candidates: the lines above the first heading, plus the largest text on page 1 (a sidebar
  // template reads its sidebar first, so the name may come after the first heading).
  const pageOne = allLines.filter((l) => l.page === 1);
  const pageMax = Math.max(0, ...pageOne.map((l) => l.fontSize));
  const candidates = [...top.slice(0, 15)];
  for (const line of pageOne) if (pageMax > 0 && line.fontSize >= pageMax - 0.1 && !candidates.includes(line)) candidates.push(line);
  const maxSize = Math.max(0, ...candidates.map((l) => l.fontSize));
  let best = { score: 0, index: -1 };
  candidates.forEach((line, index) => {
    const score = nameScore(line, maxSize, Math.min(index, 15));
    if (score > best.score) best = { score, index };
  });
  // A labelled name ("Name  Olivia Walker", Europass and form-like templates) is the name.
  const labelledName = allLines
    .slice(0, 30)
    .map((l) => /^(?:full\s+)?name\s*[:：]?\s+([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){1,4})$/iu.exec(l.segments.join(' ').trim()))
    .find(Boolean);
  if (labelledName) {
    basics.name = labelledName[1]!;
    confidence['basics.name'] = 0.9;
  } else if (best.index >= 0) {
    const line = candidates[best.index]!;
    let name = nameText(line);
    // The next line in the name's type, past lines in small type beside it (contact details
    // set at the right of a large two-line name).
    const at = allLines.indexOf(line);
    const next = allLines.slice(at + 1, at + 4).find((l) => l.page === line.page && Math.abs(l.fontSize - line.fontSize) < 0.5);
    if (
      next &&
      line.fontSize > 0 &&
      Math.abs(next.fontSize - line.fontSize) < 0.5 &&
      (name.split(/\s+/).length === 1 || (name.split(/\s+/).length === 2 && nameText(next).split(/\s+/).length === 1)) &&
      nameScore(next, maxSize, best.index) > 0.4
    ) {
      name = `${name} ${nameText(next)}`;
    }
    // "Résumé of JANE" / "DOE" in one size, the surname set bold: the word above is the first name.
    const prev = allLines[allLines.indexOf(line) - 1];
    if (
      prev &&
      prev.page === line.page &&
      line.fontSize > 0 &&
      Math.abs(prev.fontSize - line.fontSize) < 0.5 &&
      name.split(/\s+/).length === 1 &&
      nameText(prev).split(/\s+/).length === 1 &&
      nameScore(prev, maxSize, best.index) > 0.4
    ) {
      name = `${nameText(prev)} ${name}`;
    }
    basics.name = name.replace(/\s+/g, ' ');
    confidence['basics.name'] = Math.min(1, Math.max(0.2, best.score));
  }

  const contactText = (lines: ResumeLine[]) => withWrappedTokensJoined(lines).join('\n');
  const nearTop = contactText(top);
  const everywhere = contactText(allLines);
  const email = EMAIL.exec(nearTop) ?? EMAIL.exec(everywhere);
  if (email) {
    basics.email = email[0].replace(/[.,;]+$/, '');
    confidence['basics.email'] = 0.98;
  } else {
    // Written out of reach of harvesters ("ada[-at-]mail.example.com", "ada (at) mail (dot) com"):
    // kept as written, for a person to read, at a lower confidence.
    const hidden = HIDDEN_EMAIL.exec(nearTop) ?? HIDDEN_EMAIL.exec(everywhere);
    if (hidden) {
      basics.email = hidden[0].trim();
      confidence['basics.email'] = 0.6;
    }
  }
  const phone = findPhone(nearTop.replace(EMAIL, ' ')) ?? findPhone(everywhere.replace(new RegExp(EMAIL.source, 'gu'), ' '));
  if (phone) {
    basics.phone = phone;
    confidence['basics.phone'] = 0.9;
  }
  // Links near the top or in a Contact section as written; elsewhere (a skills list naming
  // "Socket.io") only with a scheme, "www." or a path.
  const seen = new Set<string>();
  // A design that sets its contact details in capitals writes its links so too: a line that is
  // only a host with a generic ending ("VARGA.DEV"), where no contact line holds a lower-case letter.
  const detailLines = top.map((l) => l.text.trim()).filter((t) => EMAIL.test(t) || URL.test(t));
  const capitalsOnly = detailLines.length > 0 && detailLines.every((t) => !/\p{Ll}/u.test(t));
  const hostLines = new Set(detailLines.map((t) => t.replace(/\/+$/, '')));
  const genericHost = new RegExp(String.raw`^[A-Z0-9.-]+\.(?:${GENERIC_TLDS})$`, 'i');
  const capitalHost = (url: string) => capitalsOnly && genericHost.test(url) && hostLines.has(url);
  for (const [text, anywhere] of [
    [nearTop, true],
    [everywhere, false],
  ] as const) {
    for (const match of text.matchAll(new RegExp(URL.source, 'giu'))) {
      const url = match[0].replace(/[.,;)]+$/, '');
      if (seen.has(url.toLowerCase()) || !(isWrittenLink(url) || (anywhere && capitalHost(url)))) continue;
      if (!anywhere && !/^https?:\/\/|^www\.|\/./i.test(url)) continue;
      seen.add(url.toLowerCase());
      const network = PROFILE_NETWORKS.find(([pattern]) => pattern.test(url))?.[1];
      if (network) basics.profiles.push({ network, url });
      if (!basics.url) basics.url = url;
    }
  }

  // Location: labelled fields, a "City, Region" piece of a contact line, or a street address.
  // Labels are exact words, so page one's lines are safe to search (a margin heading may sit between them).
  const labelled = labelledLocation([...new Set([...top.slice(0, 25), ...locationCandidates(top, allLines), ...allLines.filter((l) => l.page === 1)])]);
  if (labelled) {
    basics.location = labelled;
    confidence['basics.location'] = 0.85;
  }
  const inOrder = (lines: ResumeLine[]) => [...lines].sort((a, b) => allLines.indexOf(a) - allLines.indexOf(b));
  const stacked = labelled ? undefined : stackedAddress(inOrder(locationCandidates(top, allLines)));
  if (stacked) {
    basics.location = { raw: stacked.raw, ...(stacked.city ? { city: stacked.city } : {}) };
    confidence['basics.location'] = 0.7;
  }
  for (const line of labelled || stacked ? [] : locationCandidates(top, allLines)) {
    const pieces = commaRuns(line.segments)
      .flatMap(contactPieces)
      .map((p) => p.replace(LABEL, '').trim())
      .filter(Boolean);
    const hit =
      pieces.find(slashedPlace) ??
      pieces.map(placeRun).find(Boolean) ??
      pieces.find(
        (p) =>
          isLocation(p) ||
          looksLikeAddress(p) ||
          /^\d+[\p{L}\s.,'#-]+,\s*[A-Z]{2}\s+\d{5}(-\d{4})?$/u.test(p) ||
          /^[\p{Lu}][\p{L}\s.'-]+,\s*[\p{Lu}][\p{L}\s.'-]+\s+\d{5,6}$/u.test(p),
      ) ??
      pieces.map(locationAtEdge).find(Boolean) ??
      pieces.map(spacedPlace).find(Boolean) ??
      pieces.map(placeAmongCommas).find(Boolean) ??
      (EMAIL.test(line.text) || findPhone(line.text) || besideContact(line, top, basics.name)
        ? pieces.map((p) => cityAlone(p.replace(/[,;]$/, ''))).find(Boolean)
        : undefined) ??
      countryCodeAmongContacts(pieces) ??
      (pieces.length === 1 && /^[A-Z]{2}$/.test(pieces[0]!) && isCountryCode(pieces[0]!) && besideContact(line, top) ? pieces[0] : undefined);
    if (hit && /^[A-Z]{2}$/.test(hit)) {
      // A country's code printed alone ("IN | github.com/…"): JSON Resume themes print countryCode so.
      basics.location.raw = hit;
      if (!US_STATES.has(hit)) basics.location.countryCode = hit;
      confidence['basics.location'] = 0.6;
      break;
    }
    if (hit && !EMAIL.test(hit)) {
      basics.location.raw = hit;
      // A street address keeps every part (JSON Resume's address, city, region, postalCode, countryCode).
      const postal = parsePostalAddress(hit);
      if (postal) {
        Object.assign(basics.location, postal);
        confidence['basics.location'] = 0.8;
        break;
      }
      const [city, region] = hit.split(/\s*,\s*/);
      if (city && !/^\d/.test(city)) basics.location.city = city;
      if (region) basics.location.region = region.replace(/\s+\d{5,6}$/, '');
      confidence['basics.location'] = 0.8;
      break;
    }
  }
  return { basics, confidence };
}

/**
 * Where a place may be written: the top of the resume, then (for designs that print contact
 * details in a footer or a late sidebar) the lines holding an email or a phone and their near
 * neighbours, wherever they stand.
 */
function locationCandidates(top: ResumeLine[], allLines: ResumeLine[]): ResumeLine[] {
  const out = top.slice(0, 15);
  allLines.forEach((line, i) => {
    const text = line.segments.join(' ');
    if (!EMAIL.test(text) && !findPhone(text)) return;
    for (let j = Math.max(0, i - 2); j <= Math.min(allLines.length - 1, i + 2); j++) if (!out.includes(allLines[j]!)) out.push(allLines[j]!);
    // A contact block in a narrow sidebar wraps each detail over lines of its own: the short lines
    // in the same type size next to it belong to it too.
    for (const step of [-1, 1]) {
      for (let j = i + step, n = 0; j >= 0 && j < allLines.length && n < 6; j += step, n++) {
        const other = allLines[j]!;
        if (Math.abs(other.fontSize - line.fontSize) > 0.3 || other.text.split(/\s+/).length > 6) break;
        if (!out.includes(other)) out.push(other);
      }
    }
  });
  return out;
}
