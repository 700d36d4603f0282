/**
 * A location written as labelled contact fields, one per line: "Address: 12 Rose Street",
 * "City: Bristol", or in a two-column form with no colon, the label in one column and the value in
 * the next ("Postal Code & City │ 94701 Bay Area", "Region │ CA", "Country │ Germany"), as form-like
 * CV layouts print it. The fields are joined into one location with JSON Resume's parts.
 */
import { countryCodes, isCountryCode } from '../taxonomy/gazetteer';
import type { ResumeBasics } from './json-resume';
import { parsePostalAddress } from './postal-address';
import type { ResumeLine } from './resume-line';

type ParsedLocation = ResumeBasics['location'];
type Part = 'whole' | 'address' | 'city' | 'postalCode' | 'region' | 'country';

const LABELS: [RegExp, Part][] = [
  [/^(?:location|residence|based in|lives in|current location|home)$/, 'whole'],
  [/^(?:address|street|street address|home address|postal address)$/, 'address'],
  [/^(?:(?:postal|post|zip) ?code (?:&|and) (?:city|town)|(?:city|town) (?:&|and) (?:postal|post|zip) ?code|city|town|city\/town)$/, 'city'],
  [/^(?:postal code|post code|postcode|zip|zip code)$/, 'postalCode'],
  [/^(?:region|state|province|county|state\/province)$/, 'region'],
  [/^(?:country|country of residence|country code)$/, 'country'],
];

// The postal codes of the shapes postal-address.ts knows, at either end of a "code and city" value.
// A region's two-letter code may lead ("AZ 85281 Tempe", "AB T2N 1N4 Calgary").
const POSTAL_AT_EDGE =
  /^(?:[A-Z]{2}\s)?(?:\d{4,6}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\s+|\s+(?:\d{4,6}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;

function partOf(label: string): Part | undefined {
  const key = label
    .toLowerCase()
    .replace(/[:：.]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return LABELS.find(([pattern]) => pattern.test(key))?.[1];
}

/** The (label, value) a line holds: "Label: value" in one piece, or the label alone in its first column. */
function labelAndValue(line: ResumeLine): [Part, string] | undefined {
  const colon = /^([\p{L} &/]{3,30})\s*[:：]\s*(.{1,80})$/u.exec(line.text.trim());
  if (colon) {
    const part = partOf(colon[1]!);
    return part ? [part, colon[2]!.trim()] : undefined;
  }
  const segments = line.segments.map((s) => s.trim()).filter(Boolean);
  // The block's own heading may share the first field's line ("Location │ Region │ Asia").
  let i = 0;
  while (i + 2 < segments.length && partOf(segments[i]!) && partOf(segments[i + 1]!)) i++;
  const part = i + 1 < segments.length ? partOf(segments[i]!) : undefined;
  const value = segments
    .slice(i + 1)
    .join(' ')
    .trim();
  // A label with another label for its value is a heading row, not a field ("Location │ Region").
  return part && value.length <= 80 && !partOf(value) ? [part, value] : undefined;
}

/** The location the labelled fields among `lines` spell, or undefined when none is labelled. */
export function labelledLocation(lines: ResumeLine[]): ParsedLocation | undefined {
  const found = new Map<Part, string>();
  for (const line of lines) {
    const pair = labelAndValue(line);
    if (pair && !found.has(pair[0])) found.set(pair[0], pair[1]);
  }
  if (found.size === 0) return undefined;
  const whole = found.get('whole');
  if (whole && found.size === 1) return { raw: whole, ...(parsePostalAddress(whole) ?? {}) };

  const location: ParsedLocation = { raw: '' };
  const address = found.get('address');
  if (address) location.address = address;
  let city = found.get('city');
  if (city) {
    const code = POSTAL_AT_EDGE.exec(city)?.[0].trim();
    if (code) {
      const region = /^[A-Z]{2}\s/.exec(code) ? code.slice(0, 2) : undefined;
      location.postalCode = region ? code.slice(3) : code;
      if (region && !found.has('region')) found.set('region', region);
      city = city.replace(POSTAL_AT_EDGE, '').trim();
    }
    if (city) location.city = city;
  }
  const postalCode = found.get('postalCode');
  if (postalCode) location.postalCode = postalCode;
  const region = found.get('region');
  if (region) location.region = region;
  const country = found.get('country');
  // A country's name, or its code under a "Country code" label.
  const countryCode = country ? (countryCodes(country)[0] ?? (isCountryCode(country) ? country : undefined)) : undefined;
  if (countryCode) location.countryCode = countryCode;
  location.raw = [whole, address, location.city, region, country].filter(Boolean).join(', ');
  return location.raw ? location : undefined;
}
