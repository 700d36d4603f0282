/**
 * A postal address as people write it on one contact line, read into JSON Resume's
 * basics.location parts: "1420 Larkspur Lane, Apt 5, Boulder, CO 80302", "12 Rose Street,
 * Bristol BS1 4DJ, United Kingdom", "Hauptstraße 5, 10115 Berlin, Germany", "Flat 3, 14 MG Road,
 * Bengaluru, Karnataka 560001, India". Places are known from the gazetteer, postal codes by shape.
 */
import { cityCodes, countryCodes, currencyOfCountry, regionCodes } from '../taxonomy/gazetteer';

export interface PostalAddress {
  address: string;
  city?: string;
  region?: string;
  postalCode?: string;
  countryCode?: string;
}

// Words that name a street, a building or a flat in the languages resumes here are written in.
const STREET_WORD =
  /(?<![\p{L}])(street|st\.|road|rd\.?|avenue|ave\.?|lane|ln\.?|drive|dr\.|boulevard|blvd\.?|way|court|ct\.?|place|pl\.|terrace|crescent|close|square|sq\.|highway|hwy|parkway|pkwy|circle|trail|row|mews|apt\.?|apartment|suite|ste\.?|unit|flat|floor|building|bldg|house|p\.?\s?o\.? box|nagar|marg|colony|sector|straße|strasse|str\.|weg|gasse|platz|allee|rue|avenida|calle|via|viale|piazza|laan|straat|gracht|ulica|ul\.)(?![\p{L}])/iu;
// US ZIP, UK, Canadian, Dutch, Indian PIN, and the 4–5 digit codes of most of Europe.
const POSTAL = /\b(\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4}\s?[A-Z]{2}|\d{6}|\d{3}\s\d{2}|\d{4})\b/;

const isCountry = (t: string) => countryCodes(t).length > 0;
const isRegion = (t: string) => regionCodes(t).length > 0;
const isCity = (t: string) => cityCodes(t).length > 0;

/** A street and house number alone on a line ("Birkenweg 12", "12 Rose Street", "Flat 3"). */
export function isStreetLine(text: string): boolean {
  const t = text.trim();
  if (t.length > 60 || /[,@]|https?:|www\./i.test(t) || t.split(/\s+/).length > 6) return false;
  return /^\d+[a-z]?\s+\p{L}/u.test(t) ? STREET_WORD.test(t) || /\p{L}{3,}$/u.test(t) : /^\p{Lu}[\p{L}.' -]+\s+\d+[a-z]?$/u.test(t);
}

/** A line of a stacked address under the street: its city, region, postal code or country. */
export function isPlaceLine(text: string): boolean {
  const t = text.trim().replace(/,$/, '');
  if (!t || t.split(/\s+/).length > 4 || /@|https?:|www\./i.test(t)) return false;
  const bare = t.replace(POSTAL, '').trim();
  const words = bare.split(/\s+/).filter(Boolean);
  const known = (w: string) => isCity(w) || isRegion(w) || isCountry(w);
  const capitalised = words.length > 0 && words.length <= 3 && words.every((w) => /^\p{Lu}/u.test(w));
  return (POSTAL.test(t) && (!bare || known(bare) || words.every(known))) || (capitalised && (known(bare) || words.some(known)));
}

/** Whether a contact piece reads as a street address (a house number or a street word, then a place). */
export function looksLikeAddress(text: string): boolean {
  const t = text.trim();
  if (t.length > 120 || !t.includes(',') || /@|https?:|www\./i.test(t)) return false;
  const parts = t.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return false;
  // "#42, 5th Cross, …", "No. 5, …": a house number alone before the street.
  const houseNumber = /^(?:#|no\.?\s*)?\d{1,5}[a-z]?$/i.test(parts[0]!) && parts.length >= 3 && /\p{L}{2}/u.test(parts[1]!);
  const street = houseNumber || /^\d+[a-z]?\s+\p{L}/u.test(parts[0]!) || STREET_WORD.test(parts[0]!) || /\p{L}\s+\d+[a-z]?$/u.test(parts[0]!);
  const placed = parts.slice(1).some((p) => {
    const bare = p.replace(POSTAL, '').trim();
    return isCountry(bare) || isRegion(bare) || isCity(bare) || POSTAL.test(p);
  });
  return street && placed;
}

/** Reads an address into its parts; null when the text does not look like one. */
export function parsePostalAddress(text: string): PostalAddress | null {
  if (!looksLikeAddress(text)) return null;
  const parts = text
    .trim()
    .replace(/[.;]+$/, '')
    .split(/\s*,\s*/)
    .filter(Boolean);
  const out: Partial<PostalAddress> = {};
  // From the end: country, then "Region Postcode" or "Postcode City", then the city.
  const last = parts[parts.length - 1]!;
  // "…, 411001, IN": a two-letter code after a postal code of its own is the country (a US state
  // is written before its ZIP, "CO 80302").
  const afterPostal = parts.length > 3 && /^[A-Z]{2}$/.test(last) && POSTAL.exec(parts[parts.length - 2]!)?.[0] === parts[parts.length - 2];
  if (afterPostal && currencyOfCountry(last)) {
    out.countryCode = last;
    parts.pop();
  } else if (isCountry(last.replace(POSTAL, '').trim()) && parts.length > 2) {
    const bare = last.replace(POSTAL, '').trim();
    const code = countryCodes(bare)[0];
    if (code) out.countryCode = code;
    const postal = POSTAL.exec(last);
    if (postal) out.postalCode = postal[1]!;
    parts.pop();
  }
  let placeStart = parts.length;
  for (let i = parts.length - 1; i >= 1 && placeStart - i <= 2; i--) {
    const part = parts[i]!;
    const postal = POSTAL.exec(part);
    const bare = (postal ? part.replace(postal[0], '') : part).replace(/\s+/g, ' ').trim();
    if (!bare && postal) {
      out.postalCode ??= postal[1]!;
      placeStart = i;
      // "Eastfield, Westmoor, 411001": the name before a postal code set apart is the city.
      const before = parts[i - 1];
      if (i > 1 && before && !out.city && /^[\p{Lu}][\p{L}' .-]+$/u.test(before) && before.split(' ').length <= 3 && !isRegion(before) && !isCountry(before)) {
        out.city = before;
        placeStart = i - 1;
        i--;
      }
      continue;
    }
    const earlierIsPlace = i > 1 && (isCity(parts[i - 1]!) || isRegion(parts[i - 1]!));
    // "CO 80302", "ON M5H 2N2": a state or province code; "Berlin", "Bristol": a city that is
    // also a region is the city unless a city is written before it ("Munich, Bavaria").
    const asRegion =
      !out.region && (/^[A-Z]{2}$/.test(bare) ? !!postal || isRegion(bare) : isRegion(bare) && (!isCity(bare) || (!!out.city === false && earlierIsPlace)));
    if (asRegion) {
      out.region = bare;
      if (postal) out.postalCode ??= postal[1]!;
      out.countryCode ??= regionCodes(bare).length === 1 ? regionCodes(bare)[0] : undefined;
      placeStart = i;
      continue;
    }
    if ((isCity(bare) || (postal && /^[\p{Lu}][\p{L}' .-]+$/u.test(bare))) && !out.city) {
      out.city = bare;
      if (postal) out.postalCode ??= postal[1]!;
      placeStart = i;
      continue;
    }
    break;
  }
  if (placeStart >= parts.length && !out.countryCode) return null;
  const address = parts.slice(0, placeStart).join(', ');
  if (!address) return null;
  const result: PostalAddress = { address };
  if (out.city) result.city = out.city;
  if (out.region) result.region = out.region;
  if (out.postalCode) result.postalCode = out.postalCode;
  if (out.countryCode) result.countryCode = out.countryCode;
  return result;
}
