import fs from 'node:fs';
import path from 'node:path';
import { CliError } from './command';
import { readResumeDocument, type ReadDocument } from '../document/parse-resume-document';
import { DocumentError } from '../document/document-error';
import type { ParsedResume } from '../resume/json-resume';

/** The file argument of a command: a resume document, or a JSON Resume / ParsedResume file. */
export async function readResumeArgument(args: string[], usage: string): Promise<{ parsed: ParsedResume; document?: ReadDocument }> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new CliError(`missing file. Usage: hiregen-genai ${usage}`);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(fs.readFileSync(file));
  } catch (error) {
    throw new CliError(`cannot read "${file}": ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (/\.json$/i.test(file)) {
    try {
      const json = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<ParsedResume> & Partial<ParsedResume['resume']>;
      if (json.resume) return { parsed: json as ParsedResume };
      if (json.basics)
        return { parsed: { resume: json as ParsedResume['resume'], confidence: {}, text: '', meta: { pages: 0, parserVersion: '', source: 'json' } } };
    } catch {
      throw new CliError(`"${file}" is not valid JSON`);
    }
    throw new CliError(`"${file}" is neither a JSON Resume nor a parse result`);
  }
  try {
    const document = await readResumeDocument(bytes, path.basename(file));
    return { parsed: document.parsed, document };
  } catch (error) {
    if (error instanceof DocumentError) throw new CliError(`${error.code}: ${error.message}`, 1);
    throw error;
  }
}
