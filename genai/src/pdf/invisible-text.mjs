// Where a PDF page draws text nobody can see, by position: text in a colour too close to what is
// behind it (white on white, near-white, black on a black box, transparent), text in render
// mode 3/7 (neither filled nor stroked), text with fill opacity ~0, and text outside the clip
// area it is drawn in. Plain JavaScript for the same reason as pdf-raw-extract.mjs (it runs in
// the PDF worker and in a browser bundle).
//
// Why positions rather than strings: producers split text differently from pdfjs's text content.
// Chromium draws one glyph per text operator, so a string-keyed list of "what was drawn in white"
// never equals the lines getTextContent returns, and white keyword stuffing was read as content.
// Each text operator here becomes a segment (baseline, x from/to, in page space); a text content
// item is hidden when invisible segments cover most of it and visible ones do not.

/** WCAG contrast under this between text and what is behind it counts as invisible (the DOCX reader's bar). */
const MIN_CONTRAST = 1.25;
/** Fill opacity at or under this is invisible. */
const MIN_ALPHA = 0.05;
/** A painted area narrower or lower than this (points) is not a background text can sit on. */
const MIN_BACKGROUND = 6;

const IDENTITY = [1, 0, 0, 1, 0, 0];

/** A list marker drawn as a shape is a small, roughly square box (a disc, circle or square). */
function isMarkShape(box) {
  const w = box[2] - box[0],
    h = box[3] - box[1];
  return w >= 1 && h >= 1 && w <= 9 && h <= 9 && w / h > 0.6 && w / h < 1.7;
}
/** Enough for any resume's list markers; a page of drawn dots is not read further. */
const MAX_MARKS = 2000;

function multiply(m1, m2) {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

function apply(m, x, y) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function matrixArg(args) {
  const first = args && args[0];
  if (first && typeof first === 'object' && first.length >= 6) return Array.from(first).slice(0, 6);
  if (args && args.length >= 6) return Array.from(args).slice(0, 6);
  return null;
}

/** Device-space box of a local box under a matrix. */
function boxUnder(m, x0, y0, x1, y1) {
  const pts = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function intersect(a, b) {
  if (!a) return b;
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

/** "#rrggbb" or numbers (0..1 or 0..255) → [r, g, b] in 0..1; null when the paint is not a flat colour. */
export function parseColour(args) {
  const first = args && args[0];
  if (typeof first === 'string' && /^#[0-9a-f]{6}$/i.test(first)) {
    return [1, 3, 5].map((i) => parseInt(first.slice(i, i + 2), 16) / 255);
  }
  if (args && args.length >= 3 && typeof args[0] === 'number') {
    const max = Math.max(args[0], args[1], args[2]) > 1 ? 255 : 1;
    return [args[0] / max, args[1] / max, args[2] / max];
  }
  return null;
}

function luminance([r, g, b]) {
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a, b) {
  const la = luminance(a),
    lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE = [1, 1, 1];

/**
 * Scans one page's operator list. Returns `hides(x, y, width, fontSize)`: whether the text content
 * item starting at (x, y) (its transform's e, f) and that wide is drawn invisibly.
 * @param {Record<string, number>} OPS pdfjs's OPS table
 * @param {{ fnArray: number[], argsArray: unknown[][] }} ops the page's operator list
 */
export function findInvisibleText(OPS, ops) {
  const FILLS = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke].filter((n) => n !== undefined));
  const IMAGES = new Set(
    [
      OPS.paintImageXObject,
      OPS.paintInlineImageXObject,
      OPS.paintJpegXObject,
      OPS.paintImageMaskXObject,
      OPS.paintImageXObjectRepeat,
      OPS.paintInlineImageXObjectGroup,
    ].filter((n) => n !== undefined),
  );
  /** Painted areas in painting order: [box, colour | null (image, shading, pattern: unknown)]. */
  const backgrounds = [];
  /** Text drawn: { y, x0, x1, size, hidden }, bucketed by rounded baseline. */
  const segments = new Map();
  let anyHidden = false;
  /** Small filled or stroked shapes (a list's disc, circle or square marker), in page space. */
  const marks = [];
  const STROKES = new Set([OPS.stroke, OPS.closeStroke].filter((n) => n !== undefined));

  let g = {
    ctm: IDENTITY,
    fill: [0, 0, 0],
    stroke: [0, 0, 0],
    fillAlpha: 1,
    mode: 0,
    clip: null,
    font: 0,
    hScale: 1,
    charSpacing: 0,
    wordSpacing: 0,
    leading: 0,
    rise: 0,
  };
  const stack = [];
  let tm = IDENTITY,
    tlm = IDENTITY;
  let pendingClip = false;

  // Most text contrasts with every colour painted on the page: then nothing behind it can hide it
  // and the search below is skipped. Cached per text colour until a new background colour appears.
  const paintedColours = [WHITE];
  let couldHide = new WeakMap();
  const addBackground = (box, colour) => {
    // Rules, bullet dots and underlines are too small to hide a line of text behind them.
    if (box[2] - box[0] < MIN_BACKGROUND || box[3] - box[1] < MIN_BACKGROUND) return;
    backgrounds.push([box, colour]);
    if (!colour) return;
    if (!paintedColours.some((c) => c[0] === colour[0] && c[1] === colour[1] && c[2] === colour[2])) {
      paintedColours.push(colour);
      couldHide = new WeakMap();
    }
  };
  // Keyed by the colour array itself: one array per colour operator, shared by every glyph after it.
  const mayBeHidden = (colour) => {
    let answer = couldHide.get(colour);
    if (answer === undefined) {
      answer = paintedColours.some((c) => contrast(colour, c) < MIN_CONTRAST);
      couldHide.set(colour, answer);
    }
    return answer;
  };

  const backgroundAt = (x, y, index) => {
    for (let i = index - 1; i >= 0; i--) {
      const [box, colour] = backgrounds[i];
      if (x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]) return colour;
    }
    return WHITE;
  };

  const show = (items) => {
    const c = g.ctm;
    // The text space → page matrix (ctm × tm), written out: this runs once per glyph in Chromium PDFs.
    const m0 = c[0] * tm[0] + c[2] * tm[1],
      m1 = c[1] * tm[0] + c[3] * tm[1];
    const m2 = c[0] * tm[2] + c[2] * tm[3],
      m3 = c[1] * tm[2] + c[3] * tm[3];
    const m4 = c[0] * tm[4] + c[2] * tm[5] + c[4],
      m5 = c[1] * tm[4] + c[3] * tm[5] + c[5];
    const scaleX = Math.hypot(m0, m1);
    const scaleY = Math.hypot(m2, m3);
    let advance = 0;
    for (const item of items || []) {
      if (typeof item === 'number') advance -= (item / 1000) * g.font * g.hScale;
      else if (item && typeof item === 'object') {
        advance += ((item.width || 0) / 1000) * g.font * g.hScale + g.charSpacing * g.hScale + (item.isSpace ? g.wordSpacing * g.hScale : 0);
      }
    }
    const x0 = m2 * g.rise + m4,
      y = m3 * g.rise + m5;
    const x1 = x0 + advance * (m0 >= 0 ? scaleX : -scaleX);
    const size = g.font * scaleY;
    tm = [tm[0], tm[1], tm[2], tm[3], tm[0] * advance + tm[4], tm[1] * advance + tm[5]];
    if (!(size > 0) || Math.abs(m1) > 0.01 * scaleX) return; // rotated text: the layout step drops it anyway
    let hidden = g.mode === 3 || g.mode === 7 || g.fillAlpha <= MIN_ALPHA;
    const left = Math.min(x0, x1),
      right = Math.max(x0, x1);
    if (!hidden && g.clip && (right <= g.clip[0] || left >= g.clip[2] || y + size * 0.7 <= g.clip[1] || y >= g.clip[3])) hidden = true;
    if (!hidden) {
      const colour = g.mode === 1 || g.mode === 5 ? g.stroke : g.fill;
      if (colour && mayBeHidden(colour)) {
        const behind = backgroundAt((left + right) / 2, y + size * 0.3, backgrounds.length);
        if (behind && contrast(colour, behind) < MIN_CONTRAST) hidden = true;
      }
    }
    if (hidden) anyHidden = true;
    const key = Math.round(y);
    const row = segments.get(key) || [];
    row.push({ y, x0: left, x1: right, size, hidden });
    segments.set(key, row);
  };

  const moveText = (tx, ty) => {
    tlm = [tlm[0], tlm[1], tlm[2], tlm[3], tlm[0] * tx + tlm[2] * ty + tlm[4], tlm[1] * tx + tlm[3] * ty + tlm[5]];
    tm = tlm;
  };

  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i],
      args = ops.argsArray[i];
    switch (fn) {
      case OPS.save:
        stack.push(g);
        g = { ...g };
        break;
      case OPS.restore:
        g = stack.pop() || g;
        break;
      case OPS.transform: {
        const m = matrixArg(args);
        if (m) g.ctm = multiply(g.ctm, m);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        stack.push(g);
        g = { ...g };
        const m = matrixArg(args);
        if (m) g.ctm = multiply(g.ctm, m);
        break;
      }
      case OPS.paintFormXObjectEnd:
        g = stack.pop() || g;
        break;
      case OPS.setFillRGBColor:
        g.fill = parseColour(args);
        break;
      case OPS.setStrokeRGBColor:
        g.stroke = parseColour(args);
        break;
      case OPS.setFillGray:
        g.fill = typeof args?.[0] === 'number' ? [args[0], args[0], args[0]] : null;
        break;
      case OPS.setFillTransparent:
        g.fillAlpha = 0;
        break;
      case OPS.setFillColorN:
      case OPS.setFillColor:
        g.fill = parseColour(args);
        break;
      case OPS.setGState:
        for (const entry of (args && args[0]) || []) if (Array.isArray(entry) && entry[0] === 'ca' && typeof entry[1] === 'number') g.fillAlpha = entry[1];
        break;
      case OPS.setTextRenderingMode:
        g.mode = args?.[0] ?? 0;
        break;
      case OPS.setFont:
        g.font = typeof args?.[1] === 'number' ? args[1] : g.font;
        break;
      case OPS.setHScale:
        g.hScale = typeof args?.[0] === 'number' ? args[0] / 100 : 1;
        break;
      case OPS.setCharSpacing:
        g.charSpacing = args?.[0] ?? 0;
        break;
      case OPS.setWordSpacing:
        g.wordSpacing = args?.[0] ?? 0;
        break;
      case OPS.setLeading:
        g.leading = args?.[0] ?? 0;
        break;
      case OPS.setTextRise:
        g.rise = args?.[0] ?? 0;
        break;
      case OPS.beginText:
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case OPS.setTextMatrix: {
        const m = matrixArg(args);
        if (m) {
          tm = m;
          tlm = m;
        }
        break;
      }
      case OPS.moveText:
        moveText(args?.[0] ?? 0, args?.[1] ?? 0);
        break;
      case OPS.setLeadingMoveText:
        g.leading = -(args?.[1] ?? 0);
        moveText(args?.[0] ?? 0, args?.[1] ?? 0);
        break;
      case OPS.nextLine:
        moveText(0, -g.leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show(args?.[0]);
        break;
      case OPS.nextLineShowText:
        moveText(0, -g.leading);
        show(args?.[0]);
        break;
      case OPS.nextLineSetSpacingShowText:
        g.wordSpacing = args?.[0] ?? 0;
        g.charSpacing = args?.[1] ?? 0;
        moveText(0, -g.leading);
        show(args?.[2]);
        break;
      case OPS.clip:
      case OPS.eoClip:
        pendingClip = true;
        break;
      case OPS.constructPath: {
        // pdfjs 5: [paint operator, [path data], [minX, minY, maxX, maxY]] in the current user space.
        const paint = args?.[0];
        const mm = args?.[2];
        const box = mm && mm.length >= 4 && Number.isFinite(mm[0]) ? boxUnder(g.ctm, mm[0], mm[1], mm[2], mm[3]) : null;
        if (box && pendingClip) g.clip = intersect(g.clip, box);
        pendingClip = false;
        if (box && FILLS.has(paint) && g.fillAlpha > MIN_ALPHA) addBackground(box, g.fill);
        if (box && (FILLS.has(paint) || STROKES.has(paint)) && g.fillAlpha > MIN_ALPHA && isMarkShape(box) && marks.length < MAX_MARKS) marks.push(box);
        break;
      }
      case OPS.endPath:
        if (pendingClip) pendingClip = false;
        break;
      case OPS.shadingFill:
        if (g.clip) addBackground(g.clip, null);
        break;
      default:
        if (IMAGES.has(fn)) addBackground(boxUnder(g.ctm, 0, 0, 1, 1), null);
    }
  }

  return {
    anyHidden,
    marks,
    /** Whether the text item whose transform starts at (x, y), `width` wide, is drawn where nobody sees it. */
    hides(x, y, width, fontSize) {
      if (!anyHidden) return false;
      const tolerance = Math.max(1, fontSize * 0.3);
      const from = Math.min(x, x + width),
        to = Math.max(x, x + width) || from + 0.01;
      let hiddenCover = 0,
        shownCover = 0;
      for (let key = Math.floor(y - tolerance); key <= Math.ceil(y + tolerance); key++) {
        for (const s of segments.get(key) || []) {
          if (Math.abs(s.y - y) > tolerance) continue;
          const overlap = Math.min(to, s.x1) - Math.max(from, s.x0);
          if (overlap <= 0) continue;
          if (s.hidden) hiddenCover += overlap;
          else shownCover += overlap;
        }
      }
      return hiddenCover > shownCover && hiddenCover >= (to - from) * 0.5;
    },
  };
}
