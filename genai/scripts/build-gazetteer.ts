/**
 * Builds `genai/data/gazetteer.json`, the place-name table the parser reads locations with, from
 * two npm data packages (devDependencies, read only here): `city-timezones` 1.3.4 (MIT; 7,300
 * cities with their province/state from Natural Earth's populated places, public domain) and
 * `countries-list` 3.4.1 (MIT; country names, native names and aliases).
 *
 * Run: `npx tsx genai/scripts/build-gazetteer.ts`. Deterministic (sorted output).
 * Kept: every country (name, native name, aliases, ISO codes), every province/state name and US
 * state code, and the cities (ASCII and native spelling) with their country codes.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

interface City {
  city: string;
  city_ascii: string;
  country: string;
  iso2: string;
  iso3: string;
  province: string;
  state_ansi?: string;
  pop: number;
}
interface Country {
  name: string;
  native: string;
  alias?: string[];
  currency?: string[];
}

const cities = JSON.parse(fs.readFileSync(require.resolve('city-timezones/data/cityMap.json'), 'utf8')) as City[];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package ships CommonJS data.
const { countries } = require('countries-list') as { countries: Record<string, Country> };

const countryNames = new Map<string, Set<string>>();
const add = (map: Map<string, Set<string>>, key: string, value: string) => {
  const k = key.trim();
  if (!k) return;
  if (!map.has(k)) map.set(k, new Set());
  map.get(k)!.add(value);
};
for (const [iso2, c] of Object.entries(countries)) {
  for (const name of [c.name, c.native, ...(c.alias ?? [])]) add(countryNames, name, iso2);
}
// Names resumes write that the list spells differently.
const EXTRA: [string, string][] = [
  ['USA', 'US'],
  ['U.S.', 'US'],
  ['U.S.A.', 'US'],
  ['United States of America', 'US'],
  ['America', 'US'],
  ['U.K.', 'GB'],
  ['England', 'GB'],
  ['Scotland', 'GB'],
  ['Wales', 'GB'],
  ['Northern Ireland', 'GB'],
  ['UAE', 'AE'],
  ['Deutschland', 'DE'],
  ['España', 'ES'],
  ['Brasil', 'BR'],
  ['Polska', 'PL'],
  ['Nippon', 'JP'],
  ['Holland', 'NL'],
  ['South Korea', 'KR'],
  ['Korea', 'KR'],
  ['Czech Republic', 'CZ'],
  ['Russia', 'RU'],
  ['Vietnam', 'VN'],
];
for (const [name, iso2] of EXTRA) add(countryNames, name, iso2);
for (const c of cities) add(countryNames, c.country, c.iso2);

const regions = new Map<string, Set<string>>();
const cityNames = new Map<string, Set<string>>();
for (const c of cities) {
  if (c.province) add(regions, c.province, c.iso2);
  if (c.state_ansi) add(regions, c.state_ansi, c.iso2);
  add(cityNames, c.city, c.iso2);
  add(cityNames, c.city_ascii, c.iso2);
}

const sorted = (map: Map<string, Set<string>>) =>
  Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, [...v].sort().join(',')]));
const out = {
  attribution:
    'Built from city-timezones 1.3.4 (MIT; city data from Natural Earth, public domain) and countries-list 3.4.1 (MIT) by genai/scripts/build-gazetteer.ts.',
  countries: sorted(countryNames),
  regions: sorted(regions),
  cities: sorted(cityNames),
  // A country's first listed currency is the one salaries are quoted in (USD, not USN).
  currencies: Object.fromEntries(
    Object.entries(countries)
      .filter(([, c]) => c.currency?.[0])
      .map(([iso2, c]): [string, string] => [iso2, c.currency![0]!])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  ),
};
const file = path.resolve(__dirname, '../data/gazetteer.json');
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${file}: ${countryNames.size} country names, ${regions.size} regions, ${cityNames.size} cities, ${fs.statSync(file).size} bytes`);
