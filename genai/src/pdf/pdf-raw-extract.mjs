// Reads raw positioned text out of a PDF with pdfjs-dist. Plain JavaScript on purpose: it runs
// inside a Node worker thread (see pdf-worker.mjs), where Node's own ESM loader imports
// pdfjs-dist, and a browser bundle can import it as is. Everything after this step (lines,
// columns, sections) is TypeScript in the main thread, working on the plain data returned here.
import { checkPdfStreams, DEFAULT_MAX_DECODED_BYTES } from './pdf-stream-guard.mjs';

/** Fill colours at or above this grey level count as white (invisible on a white page). */
const WHITE_LEVEL = 0.96;

function isWhite(args) {
  const first = args && args[0];
  if (typeof first === 'string' && first.startsWith('#') && first.length === 7) {
    const r = parseInt(first.slice(1, 3), 16), g = parseInt(first.slice(3, 5), 16), b = parseInt(first.slice(5, 7), 16);
    return Math.min(r, g, b) / 255 >= WHITE_LEVEL;
  }
  if (args && args.length >= 3 && typeof args[0] === 'number') {
    const max = Math.max(args[0], args[1], args[2]) > 1 ? 255 : 1;
    return Math.min(args[0], args[1], args[2]) / max >= WHITE_LEVEL;
  }
  return false;
}

function glyphText(glyphs) {
  let out = '';
  for (const g of glyphs || []) if (g && typeof g === 'object' && typeof g.unicode === 'string') out += g.unicode;
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Strings drawn invisibly (white fill or text render mode 3 "neither fill nor stroke"), and the
 * strings drawn visibly, from the page's operator list. Text items whose string was only ever
 * drawn invisibly are dropped later: ATS systems read them, people do not.
 */
function scanInvisible(OPS, ops) {
  const hidden = new Set();
  const shown = new Set();
  let white = false, mode = 0;
  const stack = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i], args = ops.argsArray[i];
    if (fn === OPS.save) stack.push([white, mode]);
    else if (fn === OPS.restore) { const s = stack.pop(); if (s) [white, mode] = s; }
    else if (fn === OPS.setFillRGBColor) white = isWhite(args);
    else if (fn === OPS.setFillGray) white = typeof args?.[0] === 'number' && args[0] >= WHITE_LEVEL;
    else if (fn === OPS.setTextRenderingMode) mode = args?.[0] ?? 0;
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const text = glyphText(args?.[0]);
      if (text) (white || mode === 3 || mode === 7 ? hidden : shown).add(text);
    }
  }
  for (const s of shown) hidden.delete(s);
  return hidden;
}

/**
 * @param {typeof import('pdfjs-dist/legacy/build/pdf.mjs')} pdfjs
 * @param {Uint8Array} bytes
 * @param {{ maxPages: number, maxDecodedBytes?: number }} limits
 */
export async function extractRawPdf(pdfjs, bytes, limits) {
  // Before pdfjs inflates anything: a Flate bomb is refused here, having cost a few KiB.
  const maxDecoded = limits.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES;
  if (!checkPdfStreams(bytes, maxDecoded).ok) {
    return { error: 'too-large', message: `The PDF's compressed streams expand to more than ${Math.round(maxDecoded / 1048576)} MB; it may be damaged or built to overload readers (a decompression bomb).` };
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
      const hidden = scanInvisible(pdfjs.OPS, ops);
      const content = await page.getTextContent({ includeMarkedContent: false });
      let images = 0;
      for (const fn of ops.fnArray) if (fn === pdfjs.OPS.paintImageXObject || fn === pdfjs.OPS.paintInlineImageXObject || fn === pdfjs.OPS.paintJpegXObject) images++;
      const fonts = {};
      const items = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        if (!fonts[item.fontName]) {
          let name = '';
          try { const font = page.commonObjs.get(item.fontName); name = (font && font.name) || ''; } catch { name = ''; }
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
          hidden: hidden.has(item.str.replace(/\s+/g, ' ').trim()),
          rotated: Math.abs(b) > 0.01,
        });
      }
      pages.push({ width: viewport.viewBox[2] - viewport.viewBox[0], height: viewport.viewBox[3] - viewport.viewBox[1], items, images });
      page.cleanup();
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}
