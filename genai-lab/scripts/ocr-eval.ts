// `npm run eval:ocr -w genai-lab [-- --per-layout 1 --split tune|held-out --scan-dpi 200 --dpi 300 --psm 3 --verbose]`:
// OCR of scanned generated-corpus PDFs against their text layer (eval/ocr-parser.ts). Slow (a few
// seconds per page), so it is not part of `npm run eval`. Needs tesseract-ocr(+eng) and poppler-utils.
import { parseArgs } from 'node:util';
import type { CorpusTruth } from '../corpus/truth';
import { evaluateOcr, OCR_BAR_POINTS, ocrTable } from '../eval/ocr-parser';
import { closePdfWorker } from 'genai/lab';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'per-layout': { type: 'string', default: '1' },
      split: { type: 'string' },
      'scan-dpi': { type: 'string', default: '200' },
      dpi: { type: 'string' },
      psm: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const split = values.split as CorpusTruth['split'] | undefined;
  const result = await evaluateOcr({
    perLayout: Number(values['per-layout']),
    split,
    scanDpi: Number(values['scan-dpi']),
    ocr: { ...(values.dpi ? { dpi: Number(values.dpi) } : {}), ...(values.psm ? { psm: Number(values.psm) } : {}) },
    log: (line) => console.log(line),
  });
  console.log(`\n== OCR vs text PDF on the generated corpus (${split ?? 'both splits'}, scans at ${values['scan-dpi']} dpi)\n${ocrTable(result)}`);
  // Failure notes only for the tune part, as the corpus eval does: the held-out part is not for reading while fixing.
  if (values.verbose && split === 'tune') for (const f of result.failures) console.log(`${f.id} (${f.layout})\n${f.notes.map((n) => `  ${n}`).join('\n')}`);
  await closePdfWorker();
  process.exitCode = (result.textMacro - result.ocrMacro) * 100 <= OCR_BAR_POINTS ? 0 : 1;
}

void main();
