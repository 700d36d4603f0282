/** Reading the text files and resumes the job/skills/matching commands take (Node only). */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CliError } from '../command';
import type { JsonResume, ParsedResume } from '../../resume/json-resume';
import type { ResumeInput } from '../../match/resume-profile';

const MAX_TEXT_BYTES = 2 * 1024 * 1024;
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

function statOrThrow(file: string): fs.Stats {
  try {
    return fs.statSync(file);
  } catch {
    throw new CliError(`cannot read "${file}": no such file`);
  }
}

/** A UTF-8 text file, or standard input for "-". */
export function readTextFile(file: string | undefined, what = 'file'): string {
  if (!file) throw new CliError(`missing ${what}`);
  if (file === '-') return fs.readFileSync(0, 'utf8').slice(0, MAX_TEXT_BYTES);
  const st = statOrThrow(file);
  if (!st.isFile()) throw new CliError(`"${file}" is not a file`);
  if (st.size > MAX_TEXT_BYTES) throw new CliError(`"${file}" is larger than ${MAX_TEXT_BYTES / 1024 / 1024} MB`);
  return fs.readFileSync(file, 'utf8');
}

/** Plain text of a JSON Resume, in resume order, so the matcher can read it like any resume. */
export function jsonResumeText(r: JsonResume): string {
  const lines: string[] = [];
  const b = r.basics;
  if (b) lines.push(b.name ?? '', b.label ?? '', b.location?.raw ?? '', ...(b.summary ? ['Summary', b.summary] : []));
  if (r.work?.length) {
    lines.push('Experience');
    for (const w of r.work)
      lines.push(
        [w.position, w.name, w.location, `${w.startDate || ''} - ${w.current ? 'Present' : w.endDate || ''}`].filter(Boolean).join(', '),
        ...(w.summary ? [w.summary] : []),
        ...(w.highlights ?? []).map((h) => `• ${h}`),
      );
  }
  if (r.projects?.length) {
    lines.push('Projects');
    for (const p of r.projects) lines.push(p.name, ...(p.description ? [p.description] : []), ...(p.highlights ?? []).map((h) => `• ${h}`));
  }
  if (r.education?.length) {
    lines.push('Education');
    for (const e of r.education)
      lines.push(
        [`${e.studyType ?? ''} ${e.area ? `in ${e.area}` : ''}`.trim(), e.institution, `${e.startDate || ''} - ${e.endDate || ''}`].filter(Boolean).join(', '),
      );
  }
  if (r.skills?.length) lines.push('Skills', r.skills.map((s) => [s.name, ...(s.keywords ?? [])].join(', ')).join(', '));
  if (r.certificates?.length) lines.push('Certifications', ...r.certificates.map((c) => c.name));
  return lines.filter((l) => l !== undefined).join('\n');
}

function isParsedResume(x: unknown): x is ParsedResume {
  return !!x && typeof x === 'object' && 'resume' in x && typeof (x as ParsedResume).text === 'string';
}

function isJsonResume(x: unknown): x is JsonResume {
  return !!x && typeof x === 'object' && ('basics' in x || 'work' in x || 'skills' in x);
}

/** A resume file as matcher input: .txt/.md text, .json (JSON Resume or ParsedResume), .pdf/.docx via the resume parser. */
export async function readResumeInput(file: string): Promise<ResumeInput> {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.pdf' || ext === '.docx') {
    const st = statOrThrow(file);
    if (st.size > MAX_DOCUMENT_BYTES) throw new CliError(`"${file}" is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
    // Imported lazily: the PDF/DOCX reader is heavy and text/JSON resumes do not need it.
    // Under the tsx CommonJS hook (the bin) require resolves .ts files; import() is the ESM fallback.
    type DocumentModule = typeof import('../../document/parse-resume-document');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: require under the CommonJS hook, import() otherwise
    const required = () => require('../../document/parse-resume-document') as DocumentModule;
    const { parseResumeDocument } = typeof require === 'function' ? required() : await import('../../document/parse-resume-document');
    const parsed: ParsedResume = await parseResumeDocument(new Uint8Array(fs.readFileSync(file)), path.basename(file));
    return { text: parsed.text, resume: parsed.resume };
  }
  const text = readTextFile(file, 'resume file');
  if (ext === '.json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new CliError(`"${file}" is not valid JSON`);
    }
    if (isParsedResume(data)) return { text: data.text || jsonResumeText(data.resume), resume: data.resume };
    if (isJsonResume(data)) return { text: jsonResumeText(data), resume: data };
    throw new CliError(`"${file}" is neither a JSON Resume nor a parsed resume`);
  }
  if (!text.trim()) throw new CliError(`"${file}" is empty`);
  return { text };
}

/** `--name value` options and positional arguments. */
export function parseOptions(args: string[], valued: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
      if (valued.includes(name)) {
        const v = inline ?? args[++i];
        if (v === undefined) throw new CliError(`--${name} needs a value`);
        options[name] = v;
      } else options[name] = inline ?? 'true';
    } else positional.push(a);
  }
  return { positional, options };
}

export function numberOption(options: Record<string, string>, name: string, min: number, max: number): number | undefined {
  const v = options[name];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) throw new CliError(`--${name} must be a number from ${min} to ${max}`);
  return n;
}
