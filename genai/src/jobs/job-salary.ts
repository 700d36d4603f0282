/**
 * Pay as printed: every money figure is read with its currency (symbol or code, before or after),
 * scale (k, lakh, crore, LPA) and period (hour, day, month, year; "annually", "an hour", "/hr",
 * "p.a."); the figure the posting offers as pay is the one in a pay context ("salary", "rate",
 * "compensation", a range) and not an allowance, stipend, bonus or commission. Two single figures
 * of one kind in one passage ("$18 an hour ... increases to $20 an hour") are the range.
 */
export interface Salary {
  min: number;
  max: number;
  currency: string;
  period: 'year' | 'month' | 'hour' | 'day' | 'unspecified';
  text: string;
}

/** Currencies whose salaries are quoted per month when no period is printed. */
const MONTHLY_CURRENCIES = new Set(['HRK', 'RSD', 'BAM', 'MKD', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'UAH', 'BRL', 'ARS', 'CLP', 'COP', 'MXN', 'PEN']);
const MONTHLY_CODES = [...MONTHLY_CURRENCIES].filter((c) => c !== 'HRK').join('|');

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  us$: 'USD',
  c$: 'CAD',
  ca$: 'CAD',
  a$: 'AUD',
  au$: 'AUD',
  '£': 'GBP',
  '€': 'EUR',
  '₹': 'INR',
  rs: 'INR',
  'rs.': 'INR',
  inr: 'INR',
  usd: 'USD',
  gbp: 'GBP',
  eur: 'EUR',
  cad: 'CAD',
  aud: 'AUD',
  hrk: 'HRK',
  chf: 'CHF',
  kn: 'HRK',
  sgd: 'SGD',
  nzd: 'NZD',
  r$: 'BRL',
  zł: 'PLN',
  euro: 'EUR',
  euros: 'EUR',
  dollars: 'USD',
  pounds: 'GBP',
  rupees: 'INR',
};
const CUR = String.raw`(?:US\$|C\$|CA\$|A\$|AU\$|R\$|[$£€₹]|Rs\.?|INR|USD|GBP|EUR|CAD|AUD|HRK|CHF|SGD|NZD|${MONTHLY_CODES})`;
const CUR_AFTER = String.raw`(?:USD|GBP|EUR|CAD|AUD|HRK|CHF|SGD|NZD|INR|${MONTHLY_CODES}|kn|zł|euros?|dollars|pounds|rupees)`;
// Thousands grouped by commas or dots, by apostrophes (Swiss "110'000") or in the Indian way ("8,00,000").
const NUM = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?!\d)|\d{1,3}(?:['’]\d{3})+|\d{1,3}(?:[,.]\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?`;
const SCALE = String.raw`(?:k|K|lakhs?|lacs?|L|crores?|cr|LPA|m|M)\b`;
const AMOUNT = String.raw`(?<cur>${CUR})?\s?(?<num>${NUM})\s?(?<scale>${SCALE})?\s?(?<cur2>${CUR_AFTER}\b)?`;
const AMOUNT_RE = new RegExp(AMOUNT, 'g');

interface Figure {
  value: number;
  /** A number with neither currency nor scale: pay only as the low end of a range whose high end has one ("45.000 - 55.000 EUR"). */
  bare?: boolean;
  currency?: string;
  scaled: string;
  start: number;
  end: number;
}

function numberOf(num: string, scale: string | undefined): number {
  // "20.000" and "1.200.000" group thousands with dots; "1,234.50" and "12.5" do not.
  const groupedDots = /^\d{1,3}(?:\.\d{3})+$/.test(num);
  const n = Number(groupedDots ? num.replace(/\./g, '') : num.replace(/[,'’]/g, ''));
  const s = (scale ?? '').toLowerCase();
  if (s === 'k') return n * 1000;
  if (s === 'm') return n * 1_000_000;
  if (/^(lakhs?|lacs?|l|lpa)$/.test(s)) return n * 100_000;
  if (/^(crores?|cr)$/.test(s)) return n * 10_000_000;
  return n;
}

function figures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const g = m.groups ?? {};
    const cur = g.cur ?? g.cur2;
    const currency = cur ? (SYMBOLS[cur.toLowerCase()] ?? cur.toUpperCase()) : undefined;
    out.push({
      value: numberOf(g.num ?? '0', g.scale),
      ...(!cur && !g.scale ? { bare: true } : {}),
      ...(currency ? { currency } : {}),
      scaled: g.scale ?? '',
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    });
  }
  return out;
}

function periodAfter(s: string, scale: string): Salary['period'] | undefined {
  const t = s.toLowerCase();
  if (/^\s*(?:\/\s*(?:h|hr|hour)\b|(?:per|an|a|each|every)\s+hour|hourly|p\/?h\b|ph\b|pro\s+stunde)/.test(t)) return 'hour';
  if (/^\s*(?:\/\s*(?:d|day)\b|(?:per|a)\s+day|daily|p\/?d\b)/.test(t)) return 'day';
  if (/^\s*(?:\/\s*(?:mo|month)\b|(?:per|a|each)\s+month|monthly|pcm\b|p\/?m\b|(?:brutto\s+|netto\s+)?(?:pro\s+monat|monatlich))/.test(t)) return 'month';
  if (
    /^\s*(?:\/\s*(?:yr|year|annum)\b|(?:per|a|each)\s+(?:year|annum)|annual(?:ly)?|yearly|p\.?\s?a\.?(?=\W|$)|pa\b|(?:brutto\s+|netto\s+)?(?:pro\s+jahr|jährlich))/.test(
      t,
    ) ||
    /lpa/i.test(scale)
  )
    return 'year';
  return undefined;
}

const PAY_WORD = /(?:\b|(?<=\d))(salary|salaries|pay|paid|compensation|wages?|rate|remuneration|ctc)\b/i;
const PAY_CUE =
  /\b(earn|earning|package|per hour|an hour|a year|annually|per annum|bruto|gross|starts? at|starting (?:at|from)|begins? at)\b|\d\s*\/\s*(?:hr|hour|yr|year|annum)\b/i;
const NOT_PAY =
  /\b(stipend|allowance|budget|reimburse\w*|bonus|ote|on[- ]target|commission|equity|stock|funding|raised|revenue|valuation|arr|customers|users|donat\w*|grant|worth|sponsor\w*|up to)\b[^.\n]{0,20}$/i;
const RANGE_SEP = /^\s*(?:-|–|—|to|and|until)\s*$/i;

/** The posting's pay, when it states one. */
export function findSalary(text: string): Salary | undefined {
  const figs = figures(text);
  interface Candidate {
    min: Figure;
    max: Figure;
    period?: Salary['period'];
    score: number;
    end: number;
  }
  const candidates: Candidate[] = [];
  for (let i = 0; i < figs.length; i++) {
    const a = figs[i]!;
    const b = figs[i + 1];
    const ranged =
      b &&
      !(a.bare && b.bare) &&
      RANGE_SEP.test(text.slice(a.end, b.start)) &&
      (a.currency === undefined || b.currency === undefined || a.currency === b.currency);
    // A bare number is pay only as one end of a range whose other end is money.
    if (a.bare && !ranged) continue;
    const last = ranged ? b : a;
    // "£20 - 25k": the scale written once covers both ends.
    if (ranged && b && !a.scaled && b.scaled && a.value * numberOf('1', b.scaled) <= b.value) {
      a.value *= numberOf('1', b.scaled);
      a.scaled = b.scaled;
    }
    const lineStart = text.lastIndexOf('\n', a.start) + 1;
    const before = text.slice(Math.max(lineStart, a.start - 60), a.start);
    const lineEnd = text.indexOf('\n', last.end);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    // The line above, skipping blank ones: a "Salary" heading over the figure.
    const above = text.slice(0, lineStart).trimEnd();
    const prevLine = above.slice(above.lastIndexOf('\n') + 1);
    const payLine = PAY_WORD.test(line) || PAY_WORD.test(prevLine);
    // "up to 10% bonus" is not pay, "Salary: up to £45k" is: a pay word on the line decides.
    if (NOT_PAY.test(payLine ? before.replace(/\bup to\s*$/i, '') : before)) continue;
    const period = periodAfter(text.slice(last.end, last.end + 20), last.scaled) ?? (ranged ? periodAfter(text.slice(a.end, a.end + 20), a.scaled) : undefined);
    let score = 0;
    if (payLine) score += 4;
    else if (PAY_CUE.test(line)) score += 3;
    if (ranged) score += 2;
    // "A$95,000 – A$105,000": a range of money is offered pay more often than anything else.
    if (ranged && a.currency && last.currency) score += 1;
    if (period) score += 2;
    if (!a.currency && !last.currency) score -= 2;
    candidates.push({ min: a, max: last, ...(period ? { period } : {}), score, end: last.end });
    if (ranged) i++;
  }
  const best = candidates.filter((c) => c.score >= 3).sort((x, y) => y.score - x.score || x.min.start - y.min.start)[0];
  if (!best) return undefined;
  const { min } = best;
  let { max } = best;
  let end = best.end;
  // "$18 an hour during training ... increases to $20 an hour": two figures of one kind, one passage.
  if (min === max) {
    const next = candidates.find(
      (c) =>
        c !== best &&
        c.min === c.max &&
        c.min.start > best.end &&
        c.min.start - best.end < 200 &&
        c.period === best.period &&
        c.min.currency === best.min.currency &&
        !text.slice(best.end, c.min.start).includes('\n\n'),
    );
    if (next && next.min.value > min.value) {
      max = next.min;
      end = next.end;
    }
  }
  const currency = min.currency ?? max.currency ?? '';
  const lo = Math.min(min.value, max.value);
  const hi = Math.max(min.value, max.value);
  if (!(lo > 0)) return undefined;
  // No period printed: small figures are hourly rates, large ones yearly salaries, except where
  // pay is quoted by the month (Central and Eastern European and Latin American currencies, or a
  // gross/net figure written "bruto"/"netto") and the figure is a month's pay there.
  const monthly =
    !best.period &&
    !/k/i.test(max.scaled) &&
    hi < 100_000 &&
    (MONTHLY_CURRENCIES.has(currency) || /\b(?:bruto|brutto|neto|netto)\b/i.test(text.slice(end, end + 20)));
  const period: Salary['period'] =
    best.period ?? (monthly ? 'month' : max.scaled.toLowerCase() === 'k' || hi >= 10_000 ? 'year' : hi <= 200 ? 'hour' : 'unspecified');
  return { min: lo, max: hi, currency, period, text: text.slice(min.start, end).replace(/\s+/g, ' ').trim() };
}
