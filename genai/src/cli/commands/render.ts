import fs from 'node:fs';
import path from 'node:path';
import { findTemplate, listTemplates, nodeFontLoader, renderResume, ResumeInputError, type ExportFormat } from 'resume-templates/node';
import { CliError, type Command } from '../command';

/** A resume JSON file far past any real one is refused before it is read. */
const MAX_INPUT_BYTES = 2 * 1024 * 1024;
/** Rendering a 20-page resume takes a few seconds; past this something is wrong. */
const TIME_LIMIT_MS = 30_000;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new CliError(`${name} needs a value`);
  return value;
}

function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CliError(`rendering took longer than ${ms / 1000} s`, 1)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export const renderCommand: Command = {
  name: 'render',
  summary: 'Render a JSON Resume with a template to PDF or DOCX (format from the --out extension; --embed-fonts puts the fonts in a DOCX)',
  usage: 'render <resume.json> --template <id> --out <file.pdf|file.docx> [--a4] [--embed-fonts]',
  async run(args, io) {
    const templateId = option(args, '--template');
    const out = option(args, '--out');
    const valued = new Set(
      ['--template', '--out']
        .map((name) => args.indexOf(name))
        .filter((i) => i >= 0)
        .map((i) => i + 1),
    );
    const file = args.find((a, i) => !a.startsWith('--') && !valued.has(i));
    if (!file) throw new CliError(`missing resume file. Usage: hiregen-genai ${this.usage}`);
    if (!templateId)
      throw new CliError(
        `missing --template. Templates: ${listTemplates()
          .map((t) => t.id)
          .join(', ')}`,
      );
    if (!out) throw new CliError('missing --out <file.pdf|file.docx>');
    if (!findTemplate(templateId))
      throw new CliError(
        `unknown template "${templateId}". Templates: ${listTemplates()
          .map((t) => t.id)
          .join(', ')}`,
      );
    const extension = path.extname(out).toLowerCase();
    if (extension !== '.pdf' && extension !== '.docx') throw new CliError(`--out must end in .pdf or .docx, not "${extension || path.basename(out)}"`);
    const format = extension.slice(1) as ExportFormat;

    let text: string;
    try {
      const size = fs.statSync(file).size;
      if (size > MAX_INPUT_BYTES) throw new CliError(`"${file}" is ${(size / 1024 / 1024).toFixed(1)} MB; a JSON Resume is at most 2 MB`);
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`cannot read "${file}": ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new CliError(`"${file}" is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    let rendered;
    try {
      rendered = await withTimeLimit(
        renderResume(json, format, {
          template: templateId,
          fonts: nodeFontLoader,
          pageSize: args.includes('--a4') ? 'a4' : 'letter',
          embedDocxFonts: args.includes('--embed-fonts'),
        }),
        TIME_LIMIT_MS,
      );
    } catch (error) {
      if (error instanceof ResumeInputError) throw new CliError(`"${file}" is not a JSON Resume this can print: ${error.message}`);
      throw error;
    }
    try {
      fs.writeFileSync(out, rendered.bytes);
    } catch (error) {
      throw new CliError(`cannot write "${out}": ${(error as NodeJS.ErrnoException).code ?? String(error)}`, 1);
    }
    for (const warning of rendered.warnings) io.stderr(`warning: ${warning}`);
    io.stdout(
      `${out}: ${format.toUpperCase()}, ${rendered.bytes.length} bytes${rendered.pages ? `, ${rendered.pages} page${rendered.pages === 1 ? '' : 's'}` : ''} (${templateId})`,
    );
    return 0;
  },
};
