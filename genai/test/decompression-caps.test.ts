// Decompression is capped while inflating: a DOCX or PDF that lies about (or hides) how much it
// expands is refused after its byte budget, with memory that stays flat, whatever it claims.
import { parseResumeDocument, DocumentError } from '../src';
import { guardZip } from '../src/docx/zip-guard';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';
import { makePdfFlateBomb } from './bomb-fixtures';
import { makeDocxResume, makeZipBomb } from './document-fixtures';
import { makeResumePdf } from './pdf-fixtures';

afterAll(() => closePdfWorker());

const MB = 1024 * 1024;

async function failure(bytes: Uint8Array, name: string, maxDecodedBytes?: number): Promise<DocumentError> {
  try {
    await parseResumeDocument(bytes, name, maxDecodedBytes === undefined ? {} : { limits: { maxDecodedBytes } });
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error('expected a DocumentError');
}

describe('DOCX: inflated with a running byte budget', () => {
  it('a DOCX that claims 1 KB but inflates to 200 MB → too-large, before mammoth inflates it', async () => {
    const bomb = makeZipBomb(200 * MB, 1024);
    expect(bomb.length).toBeLessThan(MB);
    const error = await failure(bomb, 'cv.docx');
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('The DOCX inflates to far more than a resume needs (possible zip bomb).');
  });

  it('counts the real inflated size of an honest DOCX and lets it through', async () => {
    const docx = await makeDocxResume();
    const inflated = guardZip(docx, 60 * MB);
    expect(inflated).toBeGreaterThan(docx.length);
    expect(() => guardZip(docx, inflated - 1)).toThrow(/zip bomb/);
    expect((await parseResumeDocument(docx, 'ana.docx')).resume.basics.name).toBe('Ana Souza');
  });
});

describe('PDF: Flate streams capped before pdfjs inflates them', () => {
  it('a 1 GB Flate bomb → too-large in well under its time limit', async () => {
    const bomb = await makePdfFlateBomb(1024 * MB);
    expect(bomb.length).toBeLessThan(2 * MB);
    const started = Date.now();
    const error = await failure(bomb, 'bomb.pdf');
    expect(error.code).toBe('too-large');
    expect(error.message).toMatch(/expand to more than 128 MB.*decompression bomb/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a normal resume PDF reads under the default budget; the budget counts its real streams', async () => {
    const pdf = await makeResumePdf([[{ text: 'Priya Raman', size: 18 }, { text: 'priya@example.com' }, { text: 'Senior engineer building payment systems' }]]);
    expect((await parseResumeDocument(pdf, 'priya.pdf')).resume.basics.name).toBe('Priya Raman');
    // Its content stream inflates to a few hundred bytes: a 16-byte budget refuses it.
    expect((await failure(pdf, 'priya.pdf', 16)).code).toBe('too-large');
  });
});
