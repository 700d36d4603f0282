/**
 * Place names for reading locations: countries (names, native names, aliases), provinces and
 * states (names and US codes) and cities, from `data/gazetteer.json` (built from npm data
 * packages by `scripts/build-gazetteer.ts`; see data/ATTRIBUTION.md). Lookups are by lower-case
 * name and return ISO country codes.
 */
import gazetteer from '../../data/gazetteer.json';

type Table = Map<string, string[]>;

function table(source: Record<string, string>): Table {
  const map: Table = new Map();
  for (const [name, codes] of Object.entries(source)) {
    const key = name.toLowerCase();
    map.set(key, [...new Set([...(map.get(key) ?? []), ...codes.split(',')])]);
  }
  return map;
}

let tables: { countries: Table; regions: Table; cities: Table } | null = null;

function load(): { countries: Table; regions: Table; cities: Table } {
  tables ??= { countries: table(gazetteer.countries), regions: table(gazetteer.regions), cities: table(gazetteer.cities) };
  return tables;
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** ISO codes of the countries this name is (e.g. "Germany", "Deutschland", "UK"), else []. */
export function countryCodes(name: string): string[] {
  return load().countries.get(key(name)) ?? [];
}

const REGION_DISPLAY = new Intl.DisplayNames(['en'], { type: 'region' });
/** An ISO 3166 alpha-2 code ("GB", "LV"): Intl names it, where an unknown code comes back as itself. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return REGION_DISPLAY.of(code) !== code;
  } catch {
    return false;
  }
}

/** ISO codes of the countries with a province/state of this name or code ("Bayern", "TX"), else []. */
export function regionCodes(name: string): string[] {
  return load().regions.get(key(name)) ?? [];
}

/** ISO codes of the countries with a city of this name ("Cardiff", "Kraków"), else []. */
export function cityCodes(name: string): string[] {
  return load().cities.get(key(name)) ?? [];
}

/** The currency a country's salaries are quoted in ("IN" → "INR"), from countries-list. */
export function currencyOfCountry(iso2: string): string | undefined {
  const currencies = gazetteer.currencies as Record<string, string>;
  const code = iso2.toUpperCase();
  return Object.hasOwn(currencies, code) ? currencies[code] : undefined;
}
