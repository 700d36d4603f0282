// Location radius search: the cities HireGen knows coordinates for (the ones the GenAI engine's
// location normaliser recognises, plus India's and the world's larger hiring hubs), and the
// great-circle distance. A place not in the table still matches by name; it just has no radius.
import { normalizeLocation } from 'genai';
import { foldTerm } from './text';

const CITIES: Record<string, [number, number]> = {
  'san francisco': [37.77, -122.42],
  'new york': [40.71, -74.01],
  'los angeles': [34.05, -118.24],
  seattle: [47.61, -122.33],
  austin: [30.27, -97.74],
  boston: [42.36, -71.06],
  chicago: [41.88, -87.63],
  denver: [39.74, -104.99],
  atlanta: [33.75, -84.39],
  'san jose': [37.34, -121.89],
  washington: [38.91, -77.04],
  dallas: [32.78, -96.8],
  miami: [25.76, -80.19],
  bengaluru: [12.97, 77.59],
  mumbai: [19.08, 72.88],
  delhi: [28.61, 77.21],
  'new delhi': [28.61, 77.21],
  noida: [28.54, 77.39],
  gurugram: [28.46, 77.03],
  hyderabad: [17.39, 78.49],
  pune: [18.52, 73.86],
  chennai: [13.08, 80.27],
  kolkata: [22.57, 88.36],
  ahmedabad: [23.02, 72.57],
  jaipur: [26.91, 75.79],
  kochi: [9.93, 76.27],
  chandigarh: [30.73, 76.78],
  indore: [22.72, 75.86],
  lucknow: [26.85, 80.95],
  coimbatore: [11.02, 76.96],
  thiruvananthapuram: [8.52, 76.94],
  'navi mumbai': [19.03, 73.03],
  thane: [19.22, 72.98],
  ghaziabad: [28.67, 77.45],
  faridabad: [28.41, 77.32],
  mysuru: [12.3, 76.64],
  nagpur: [21.15, 79.09],
  bhubaneswar: [20.3, 85.82],
  london: [51.51, -0.13],
  manchester: [53.48, -2.24],
  edinburgh: [55.95, -3.19],
  berlin: [52.52, 13.4],
  munich: [48.14, 11.58],
  hamburg: [53.55, 9.99],
  paris: [48.86, 2.35],
  amsterdam: [52.37, 4.9],
  dublin: [53.35, -6.26],
  madrid: [40.42, -3.7],
  barcelona: [41.39, 2.17],
  lisbon: [38.72, -9.14],
  stockholm: [59.33, 18.07],
  zurich: [47.38, 8.54],
  warsaw: [52.23, 21.01],
  toronto: [43.65, -79.38],
  vancouver: [49.28, -123.12],
  montreal: [45.5, -73.57],
  sydney: [-33.87, 151.21],
  melbourne: [-37.81, 144.96],
  singapore: [1.35, 103.82],
  dubai: [25.2, 55.27],
  'abu dhabi': [24.45, 54.38],
  tokyo: [35.68, 139.69],
  'hong kong': [22.32, 114.17],
  'sao paulo': [-23.55, -46.63],
  'mexico city': [19.43, -99.13],
  lagos: [6.52, 3.38],
  nairobi: [-1.29, 36.82],
  'cape town': [-33.92, 18.42],
  karachi: [24.86, 67.01],
  lahore: [31.55, 74.34],
  dhaka: [23.81, 90.41],
  colombo: [6.93, 79.86],
  manila: [14.6, 120.98],
};

export interface Place {
  /** The city as shown ("Bengaluru"), or the text as written when no city is recognised. */
  city: string | null;
  /** Folded city name, the key location filters compare. */
  key: string | null;
  coords: [number, number] | null;
  remote: boolean;
}

export function placeOf(location: string | null | undefined): Place {
  if (!location?.trim()) return { city: null, key: null, coords: null, remote: false };
  const normalized = normalizeLocation(location);
  const city = normalized.city ?? (normalized.remote ? null : location.split(',')[0]!.trim() || null);
  const key = city ? foldTerm(city) : null;
  return { city, key, coords: key ? (CITIES[key] ?? null) : null, remote: normalized.remote };
}

/** Kilometres between two points (haversine). */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The folded keys of the known cities within `radiusKm` of a point: documents only ever have
 * coordinates from this table, so an engine without the same distance function (Sphinx) filters
 * by these keys and matches exactly what distanceKm does.
 */
export function cityKeysWithin(center: [number, number], radiusKm: number): string[] {
  return Object.entries(CITIES)
    .filter(([, coords]) => distanceKm(center, coords) <= radiusKm)
    .map(([key]) => key);
}
