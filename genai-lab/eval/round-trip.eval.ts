// Template round trip: every template × a varied set of JSON Resumes, rendered to PDF and DOCX by
// resume-templates and read back by the genai parser. Field agreement (name, contact, each role's
// company, title, dates and bullets, education, skills) must be ≥ 98%.
import {
  formatDateRange,
  inlinePlainText,
  listTemplates,
  nodeFontLoader,
  readJsonResume,
  renderResume,
  type ExportFormat,
  type JsonResume,
} from 'resume-templates/node';
import { parseResumeDocument } from 'genai';
import type { JsonResume as ParsedJsonResume } from 'genai';
import { roundTripResumes } from './round-trip-resumes';

export const REQUIRED = 0.98;
export const FIELDS = ['name', 'email', 'phone', 'location', 'url', 'company', 'title', 'dates', 'bullets', 'school', 'degree', 'skills'] as const;
export type Field = (typeof FIELDS)[number];

type Tally = Record<Field, [hits: number, total: number]>;

export interface RoundTripResult {
  documents: number;
  /** Per template and format, and over everything. */
  byTemplate: Record<string, Record<ExportFormat, number>>;
  byField: Record<Field, number>;
  counts: Record<Field, number>;
  overall: number;
  failures: { document: string; notes: string[] }[];
}

function norm(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:|•-]+|[\s,.;:|-]+$/g, '')
    .trim();
}

const emptyTally = (): Tally => Object.fromEntries(FIELDS.map((f) => [f, [0, 0]])) as unknown as Tally;

/** Compares what was rendered (the JSON Resume) with what the parser read back. */
export function compareResume(want: JsonResume, got: ParsedJsonResume, tally: Tally, notes: string[]): void {
  const check = (field: Field, ok: boolean, detail: () => string) => {
    tally[field][1]++;
    if (ok) tally[field][0]++;
    else notes.push(`${field}: ${detail()}`);
  };
  const b = want.basics;
  check('name', norm(got.basics.name) === norm(b.name), () => `got "${got.basics.name}" want "${b.name}"`);
  if (b.email) check('email', norm(got.basics.email) === norm(b.email), () => `got "${got.basics.email}" want "${b.email}"`);
  if (b.phone) check('phone', got.basics.phone.replace(/\D/g, '') === b.phone.replace(/\D/g, ''), () => `got "${got.basics.phone}" want "${b.phone}"`);
  if (b.location?.city)
    check('location', norm(got.basics.location.raw).includes(norm(b.location.city)), () => `got "${got.basics.location.raw}" want "${b.location?.city}"`);
  if (b.url)
    check(
      'url',
      norm(got.basics.url) === norm(b.url) || got.basics.profiles.some((p) => norm(p.url) === norm(b.url)),
      () => `got "${got.basics.url}" want "${b.url}"`,
    );
  (want.work ?? []).forEach((role, i) => {
    const g = got.work[i];
    check('company', !!g && norm(g.name) === norm(role.name), () => `role ${i}: got "${g?.name}" want "${role.name}"`);
    check('title', !!g && norm(g.position) === norm(role.position), () => `role ${i}: got "${g?.position}" want "${role.position}"`);
    // Dates as printed (month precision), compared as the parser's ISO points.
    const wantDates = formatDateRange(role.startDate, role.endDate);
    const gotDates = g ? formatDateRange(g.startDate, g.current ? '' : g.endDate) : '';
    check('dates', !!g && wantDates === gotDates && !role.endDate === !!g.current, () => `role ${i}: got "${gotDates}" want "${wantDates}"`);
    (role.highlights ?? []).forEach((bullet, j) => {
      const gb = g?.highlights[j];
      // A bullet may carry bold, italic and links (shared-schemas' inline-markup): its printed letters come back.
      check('bullets', norm(gb) === norm(inlinePlainText(bullet)), () => `role ${i} bullet ${j}: got "${gb ?? ''}" want "${inlinePlainText(bullet)}"`);
    });
  });
  (want.education ?? []).forEach((edu, i) => {
    const g = got.education[i];
    check('school', !!g && norm(g.institution) === norm(edu.institution), () => `education ${i}: got "${g?.institution}" want "${edu.institution}"`);
    const degree = g ? (g.degree ?? [g.studyType, g.area].filter(Boolean).join(' in ')) : '';
    check(
      'degree',
      !!g && norm(degree) === norm(`${edu.studyType} in ${edu.area}`),
      () => `education ${i}: got "${degree}" want "${edu.studyType} in ${edu.area}"`,
    );
  });
  const gotSkills = new Set(got.skills.flatMap((s) => s.keywords).map(norm));
  for (const keyword of (want.skills ?? []).flatMap((s) => s.keywords ?? [])) {
    check('skills', gotSkills.has(norm(keyword)), () => `"${keyword}" not read (got ${[...gotSkills].join('; ')})`);
  }
}

const share = ([hits, total]: [number, number]) => (total ? hits / total : 1);

export async function evaluateRoundTrip(resumes: JsonResume[] = roundTripResumes(), templates = listTemplates().map((t) => t.id)): Promise<RoundTripResult> {
  const total = emptyTally();
  const byTemplate: RoundTripResult['byTemplate'] = {};
  const failures: RoundTripResult['failures'] = [];
  let documents = 0;
  for (const template of templates) {
    byTemplate[template] = { pdf: 0, docx: 0 };
    for (const format of ['pdf', 'docx'] as const) {
      const tally = emptyTally();
      for (const [index, raw] of resumes.entries()) {
        const resume = readJsonResume(raw);
        const rendered = await renderResume(resume, format, { template, fonts: nodeFontLoader });
        const parsed = await parseResumeDocument(rendered.bytes, rendered.fileName);
        const notes: string[] = [];
        compareResume(resume, parsed.resume, tally, notes);
        documents++;
        if (notes.length) failures.push({ document: `${template}/${format}/#${index} ${resume.basics.name} (${rendered.pages || '?'} p.)`, notes });
      }
      const sum = FIELDS.reduce((acc, f) => [acc[0] + tally[f][0], acc[1] + tally[f][1]] as [number, number], [0, 0] as [number, number]);
      byTemplate[template]![format] = share(sum);
      for (const f of FIELDS) {
        total[f][0] += tally[f][0];
        total[f][1] += tally[f][1];
      }
    }
  }
  const sum = FIELDS.reduce((acc, f) => [acc[0] + total[f][0], acc[1] + total[f][1]] as [number, number], [0, 0] as [number, number]);
  return {
    documents,
    byTemplate,
    byField: Object.fromEntries(FIELDS.map((f) => [f, share(total[f])])) as Record<Field, number>,
    counts: Object.fromEntries(FIELDS.map((f) => [f, total[f][1]])) as Record<Field, number>,
    overall: share(sum),
    failures,
  };
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const resumes = roundTripResumes();
  const result = await evaluateRoundTrip(resumes);
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);
  const atsSafe = listTemplates()
    .filter((t) => t.atsSafe)
    .map((t) => t.id);
  const templateRows = Object.entries(result.byTemplate).map(
    ([id, r]) =>
      `${id.padEnd(10)} ${pct(r.pdf)} ${pct(r.docx)}  ${Math.min(r.pdf, r.docx) >= REQUIRED ? 'ok' : 'BELOW'}${atsSafe.includes(id) ? '' : ' (two columns, not ATS-safe: reported, not held to the bar)'}`,
  );
  const fieldRows = FIELDS.map((f) => `${f.padEnd(10)} ${pct(result.byField[f])} ${String(result.counts[f]).padStart(6)}`);
  const detail = process.env.HIREGEN_EVAL_VERBOSE ? ['', ...result.failures.flatMap((f) => [f.document, ...f.notes.map((n) => `  ${n}`)])] : [];
  return {
    title: `Template round trip, ${resumes.length} resumes × ${Object.keys(result.byTemplate).length} templates × PDF/DOCX (${result.documents} documents)`,
    table: [
      'template       PDF    DOCX',
      ...templateRows,
      '',
      'field      agreement  n',
      ...fieldRows,
      '',
      `overall    ${pct(result.overall)}  (bar ${pct(REQUIRED).trim()} for each ATS-safe template)`,
      ...detail,
    ].join('\n'),
    // The bar holds for the ATS-safe templates; the two-column design is reported beside them.
    passed: atsSafe.every((id) => Math.min(result.byTemplate[id]!.pdf, result.byTemplate[id]!.docx) >= REQUIRED),
  };
}
