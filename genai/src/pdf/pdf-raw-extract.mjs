// Reads raw positioned text out of a PDF with pdfjs-dist. Plain JavaScript on purpose: it runs
// inside a Node worker thread (see pdf-worker.mjs), where Node's own ESM loader imports
// pdfjs-dist, and a browser bundle can import it as is. Everything after this step (lines,
// columns, sections) is TypeScript in the main thread, working on the plain data returned here.
import { findInvisibleText } from './invisible-text.mjs';
import { checkPdfStreams, DEFAULT_MAX_DECODED_BYTES } from './pdf-stream-guard.mjs';

/**
 * @param {typeof import('pdfjs-dist/legacy/build/pdf.mjs')} pdfjs
 * @param {Uint8Array} bytes
 * @param {{ maxPages: number, maxDecodedBytes?: number }} limits
 * @param {Record<string, unknown>} [documentOptions] more `getDocument` options from the caller
 *   (the Node worker shares one pdfjs worker between documents; see pdf-worker.mjs)
 */
export async function extractRawPdf(pdfjs, bytes, limits, documentOptions = {}) {
  // Before pdfjs inflates anything: a Flate bomb is refused here, having cost a few KiB.
  const maxDecoded = limits.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES;
  if (!checkPdfStreams(bytes, maxDecoded).ok) {
    return {
      error: 'too-large',
      message: `The PDF's compressed streams expand to more than ${Math.round(maxDecoded / 1048576)} MB; it may be damaged or built to overload readers (a decompression bomb).`,
    };
  }
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: bytes,
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      fontExtraProperties: true,
      stopAtErrors: false,
      verbosity: 0,
      ...documentOptions,
    }).promise;
  } catch (error) {
    const name = error && error.name;
    if (name === 'PasswordException') return { error: 'encrypted', message: 'The PDF is password-protected.' };
    if (name === 'InvalidPDFException') return { error: 'malformed', message: 'The file is not a readable PDF.' };
    return { error: 'malformed', message: `The PDF could not be read: ${error && error.message ? error.message : String(error)}` };
  }
  try {
    if (doc.numPages > limits.maxPages) {
      return { error: 'too-many-pages', message: `The PDF has ${doc.numPages} pages; the limit is ${limits.maxPages}.`, pages: doc.numPages };
    }
    const pages = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const viewport = page.getViewport({ scale: 1 });
      const ops = await page.getOperatorList();
      const invisible = findInvisibleText(pdfjs.OPS, ops);
      const content = await page.getTextContent({ includeMarkedContent: false });
      let images = 0;
      for (const fn of ops.fnArray)
        if (fn === pdfjs.OPS.paintImageXObject || fn === pdfjs.OPS.paintInlineImageXObject || fn === pdfjs.OPS.paintJpegXObject) images++;
      const fonts = {};
      const items = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        if (!fonts[item.fontName]) {
          let name = '';
          try {
            const font = page.commonObjs.get(item.fontName);
            name = (font && font.name) || '';
          } catch {
            name = '';
          }
          fonts[item.fontName] = name || (content.styles[item.fontName] && content.styles[item.fontName].fontFamily) || item.fontName;
        }
        const [a, b, , d, e, f] = item.transform;
        items.push({
          str: item.str,
          x: e - viewport.viewBox[0],
          y: f - viewport.viewBox[1],
          width: item.width,
          height: item.height || Math.hypot(a, b) || Math.abs(d),
          fontSize: Math.hypot(a, b) || Math.abs(d),
          font: fonts[item.fontName],
          hidden: invisible.hides(e, f, item.width, Math.hypot(a, b) || Math.abs(d)),
          rotated: Math.abs(b) > 0.01,
        });
      }
      // List markers drawn as shapes, as [x0, y0, x1, y1] in the same space as the items.
      const marks = invisible.marks.map((m) => [
        m[0] - viewport.viewBox[0],
        m[1] - viewport.viewBox[1],
        m[2] - viewport.viewBox[0],
        m[3] - viewport.viewBox[1],
      ]);
      pages.push({ width: viewport.viewBox[2] - viewport.viewBox[0], height: viewport.viewBox[3] - viewport.viewBox[1], items, images, marks });
      page.cleanup();
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}
