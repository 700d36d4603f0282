/**
 * Lines the parser read but placed in no field: nothing is dropped silently. A line counts as
 * placed when most of its words appear in the parsed fields (dates, month names and separators
 * need not: they are read into normalised dates); section headings are placed by definition.
 */
import type { JsonResume } from './json-resume';
import type { ResumeLine } from './resume-line';

const DATE_WORD =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(present|current|now|today|till|date|to|heute|spring|summer|fall|autumn|winter)$/i;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w));
}

export function fieldWords(resume: JsonResume): Set<string> {
  const b = resume.basics;
  const texts: string[] = [b.name, b.email, b.phone, b.url, b.summary ?? '', b.label ?? '', b.location.raw, ...b.profiles.map((p) => p.url)];
  for (const w of resume.work) texts.push(w.name, w.position, w.location ?? '', w.summary ?? '', ...w.highlights);
  for (const e of resume.education) texts.push(e.institution, e.degree ?? '', e.studyType, e.area, e.score ?? '', ...(e.courses ?? []));
  for (const s of resume.skills) texts.push(s.name, ...s.keywords);
  for (const p of resume.projects) texts.push(p.name, p.description ?? '', p.url ?? '', ...p.highlights);
  for (const c of resume.certificates) texts.push(c.name, c.issuer ?? '');
  for (const l of resume.languages ?? []) texts.push(l.language, l.fluency ?? '');
  for (const a of resume.awards ?? []) texts.push(a.title, a.awarder ?? '');
  return new Set(texts.flatMap(wordsOf));
}

export function unplacedLines(lines: ResumeLine[], resume: JsonResume, headings: Set<string>): string[] {
  const placed = fieldWords(resume);
  const out: string[] = [];
  for (const line of lines) {
    if (headings.has(line.text.trim())) continue;
    const words = wordsOf(line.text).filter((w) => !DATE_WORD.test(w));
    if (!words.length) continue;
    const covered = words.filter((w) => placed.has(w)).length;
    if (covered / words.length < 0.5) out.push(line.text);
  }
  return out;
}
