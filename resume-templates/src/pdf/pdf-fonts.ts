// fontkit ships no types: its declarations are this package's own, outside the tsconfig include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/fontkit.d.ts" />
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
import type { FontFile, FontLoader } from '../fonts/font-files';

/** The two faces of a template embedded in one document, plus what they cannot draw. */
export interface EmbeddedFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Makes text drawable: characters neither face has become their base letter or "?". */
  printable(text: string): string;
  /** Characters that were replaced (each once), for the caller's warnings. */
  missing: Set<string>;
}

/**
 * pdf-lib was written against @pdf-lib/fontkit 1.x, whose subsetter drops glyph outlines of
 * fonts like Noto (text extracts fine, but viewers draw blanks). fontkit 2 subsets correctly; it
 * encodes a subset with `encode()` where pdf-lib reads a stream, so the stream is supplied here.
 */
export const fontkitForPdfLib = {
  create(data: Uint8Array) {
    const font = fontkit.create(data);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as ReturnType<typeof createSubset> & { encodeStream?: () => unknown };
      subset.encodeStream = () => {
        const handlers: { data?: (chunk: Uint8Array) => void; end?: () => void } = {};
        const stream = {
          on(event: 'data' | 'end', handler: never) {
            handlers[event] = handler;
            // pdf-lib subscribes to 'data' then 'end'; emit once both are in place.
            if (event === 'end')
              queueMicrotask(() => {
                handlers.data?.(subset.encode());
                handlers.end?.();
              });
            return stream;
          },
        };
        return stream;
      };
      return subset;
    };
    return font;
  },
} as unknown as Fontkit; // pdf-lib's Fontkit type describes the 1.x object; fontkit 2's matches it at run time.

function toBytes(data: Uint8Array | ArrayBuffer): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

export async function embedFonts(doc: PDFDocument, files: { regular: FontFile; bold: FontFile }, load: FontLoader): Promise<EmbeddedFonts> {
  doc.registerFontkit(fontkitForPdfLib);
  const [regularBytes, boldBytes] = await Promise.all([load(files.regular), load(files.bold)]);
  // Subsetting keeps a one-page PDF near 40 KB instead of ~1.2 MB of whole fonts.
  // No ligatures, contextual forms or glyph composition: "fi" stays two characters and "ị" its
  // own precomposed glyph (composed, it would share the glyph of "i", and pdf-lib's ToUnicode map
  // would then read every "i" as "ị"), so every extractor and ATS reads the words as typed, and
  // widths are sums of single advances.
  const features = { liga: false, clig: false, dlig: false, calt: false, rlig: false, ccmp: false };
  const [regular, bold] = await Promise.all([
    doc.embedFont(toBytes(regularBytes), { subset: true, features }),
    doc.embedFont(toBytes(boldBytes), { subset: true, features }),
  ]);
  const regularSet = new Set(regular.getCharacterSet());
  const boldSet = new Set(bold.getCharacterSet());
  const drawable = (cp: number) => regularSet.has(cp) && boldSet.has(cp);
  const missing = new Set<string>();
  const cache = new Map<string, string>();
  const printable = (text: string): string => {
    let out = '';
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      if (cp === 0x20 || drawable(cp)) {
        out += char;
        continue;
      }
      let replacement = cache.get(char);
      if (replacement === undefined) {
        const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
        replacement = base && [...base].every((c) => drawable(c.codePointAt(0)!)) ? base : '?';
        cache.set(char, replacement);
      }
      // Every time, not only on the cache miss: a reused face reports each drawing's own.
      missing.add(char);
      out += replacement;
    }
    return out;
  };
  return { regular, bold, printable, missing };
}
