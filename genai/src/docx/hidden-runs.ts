/**
 * Word runs nobody can see, removed from word/document.xml before mammoth reads it. mammoth's HTML
 * keeps neither colour nor `w:vanish`, so white 1 pt keyword dumps came through as resume text.
 * A run is hidden when its effective properties (document defaults ← paragraph style chain ←
 * character style chain ← the run's own w:rPr) make it vanish (w:vanish, w:specVanish), draw it
 * smaller than 2 pt (w:sz < 4 half-points, the PDF reader's bar), or colour it so close to what is
 * behind it (run shading or highlight, paragraph, cell, table, page; white when none) that it
 * cannot be told apart (contrast ratio below 1.25: white or near-white on white, black on black).
 * The same walk can mark where each paragraph starts (`markParagraphs`) and note its type size and
 * spacing, which mammoth's HTML drops too; docx-lines.ts reads the marks back from the HTML.
 */
import { xmlTags, type XmlTag } from './xml-tags';

interface RunProps {
  vanish?: boolean;
  /** Text colour as RRGGBB; undefined for "auto" (Word picks a readable one). */
  color?: string;
  /** Half-points. */
  size?: number;
  /** Run background (shading fill or highlight) as RRGGBB. */
  fill?: string;
}

interface StyleDef {
  basedOn?: string;
  props: RunProps;
  /** A paragraph style's shading fill. */
  fill?: string;
  /** A paragraph style's space before and after, in twentieths of a point. */
  before?: number;
  after?: number;
  /** A table style that shades some of its cells (banded rows, a dark header row): what is behind its text is not known here. */
  shaded?: boolean;
}

export interface HiddenRunsResult {
  xml: string;
  /** With `markParagraphs`: each paragraph's facts, by the index in its mark. */
  paragraphs: ParagraphFacts[];
  /** Runs removed, and the characters of text they held. */
  runs: number;
  chars: number;
}

/** Smallest readable size, in half-points (2 pt). */
const MIN_HALF_POINTS = 4;
/** WCAG contrast ratio under which text cannot be told from its background. */
const MIN_CONTRAST = 1.25;

const HIGHLIGHTS: Record<string, string> = {
  black: '000000',
  blue: '0000FF',
  cyan: '00FFFF',
  darkBlue: '000080',
  darkCyan: '008080',
  darkGray: '808080',
  darkGreen: '008000',
  darkMagenta: '800080',
  darkRed: '800000',
  darkYellow: '808000',
  green: '00FF00',
  lightGray: 'C0C0C0',
  magenta: 'FF00FF',
  red: 'FF0000',
  white: 'FFFFFF',
  yellow: 'FFFF00',
};

function attr(tag: XmlTag, name: string): string | undefined {
  return tag.attrs[name];
}

/** A toggle property (<w:vanish/>, <w:vanish w:val="false"/>). */
function toggle(tag: XmlTag): boolean {
  const value = attr(tag, 'w:val');
  return value === undefined || !/^(0|false|off)$/i.test(value);
}

function hex(value: string | undefined): string | undefined {
  return value && /^[0-9a-f]{6}$/i.test(value) ? value.toUpperCase() : undefined;
}

/** Background of a w:shd: its fill, or its pattern colour when the pattern is solid. */
function shading(tag: XmlTag): string | undefined {
  if (attr(tag, 'w:val') === 'solid') return hex(attr(tag, 'w:color'));
  return hex(attr(tag, 'w:fill'));
}

/** Reads one child of a w:rPr into props. */
function readRunProperty(tag: XmlTag, props: RunProps): void {
  switch (tag.name) {
    case 'w:vanish':
    case 'w:specVanish':
      // Either one hides; a later "off" of one must not unhide the other.
      props.vanish = toggle(tag) || (tag.name === 'w:specVanish' && props.vanish === true);
      break;
    case 'w:color':
      props.color = hex(attr(tag, 'w:val'));
      break;
    case 'w:sz': {
      const size = Number(attr(tag, 'w:val'));
      if (Number.isFinite(size)) props.size = size;
      break;
    }
    case 'w:shd':
      props.fill = shading(tag) ?? props.fill;
      break;
    case 'w:highlight':
      props.fill = HIGHLIGHTS[attr(tag, 'w:val') ?? ''] ?? props.fill;
      break;
  }
}

function merge(base: RunProps, over: RunProps): RunProps {
  const out: RunProps = { ...base };
  for (const key of Object.keys(over) as (keyof RunProps)[]) {
    if (over[key] !== undefined) (out as Record<string, unknown>)[key] = over[key];
  }
  if ('color' in over && over.color === undefined) delete out.color; // an explicit "auto"
  return out;
}

/** Run properties of styles.xml: document defaults and each style's w:rPr with its basedOn. */
export function readStyles(stylesXml: string | null): {
  defaults: RunProps;
  styles: Map<string, StyleDef>;
  defaultParagraph?: string;
  paragraphDefaults: StyleDef;
} {
  const styles = new Map<string, StyleDef>();
  const paragraphDefaults: StyleDef = { props: {} };
  let defaults: RunProps = {};
  let defaultParagraph: string | undefined;
  if (!stylesXml) return { defaults, styles, paragraphDefaults };
  const stack: string[] = [];
  let current: StyleDef | null = null;
  for (const tag of xmlTags(stylesXml)) {
    if (tag.closing) {
      stack.pop();
      continue;
    }
    const parent = stack[stack.length - 1];
    if (tag.name === 'w:style') {
      current = { props: {} };
      const id = attr(tag, 'w:styleId');
      if (id) styles.set(id, current);
      if (attr(tag, 'w:type') === 'paragraph' && /^(1|true|on)$/i.test(attr(tag, 'w:default') ?? '')) defaultParagraph = id;
    } else if (tag.name === 'w:basedOn' && parent === 'w:style' && current) {
      current.basedOn = attr(tag, 'w:val');
    } else if (tag.name === 'w:shd' && parent !== 'w:rPr' && current && stack.includes('w:style')) {
      const fill = shading(tag);
      if (parent === 'w:pPr' && stack[stack.length - 2] === 'w:style') current.fill = fill;
      else if (fill && fill !== 'FFFFFF') current.shaded = true;
    } else if (tag.name === 'w:spacing' && parent === 'w:pPr') {
      const owner = stack[stack.length - 2];
      const target = owner === 'w:style' ? current : owner === 'w:pPrDefault' ? paragraphDefaults : null;
      if (target) readSpacing(tag, target);
    } else if (parent === 'w:rPr') {
      const owner = stack[stack.length - 2];
      if (owner === 'w:style' && current) readRunProperty(tag, current.props);
      else if (owner === 'w:rPrDefault') readRunProperty(tag, defaults);
    }
    if (!tag.selfClosing) stack.push(tag.name);
  }
  // Keep the defaults object plain (no undefined keys from partial reads).
  defaults = merge({}, defaults);
  return { defaults, styles, defaultParagraph, paragraphDefaults };
}

function readSpacing(tag: XmlTag, target: { before?: number; after?: number }): void {
  const before = Number(attr(tag, 'w:before'));
  const after = Number(attr(tag, 'w:after'));
  if (attr(tag, 'w:before') !== undefined && Number.isFinite(before)) target.before = before;
  if (attr(tag, 'w:after') !== undefined && Number.isFinite(after)) target.after = after;
}

/** What a reader sees of a paragraph that mammoth's HTML drops: its type size and the space around it. */
export interface ParagraphFacts {
  /** Largest visible text, in points; 0 when it holds no visible text. */
  size: number;
  /** Space before and after, in points. */
  before: number;
  after: number;
}

/** Marks the start of paragraph `index` in the text (noncharacters never occur in real text). */
export const paragraphMark = (index: number): string => `\uFDD0${index}\uFDD1`;
export const PARAGRAPH_MARK = /\uFDD0(\d+)\uFDD1/g;

function resolveStyle(styles: Map<string, StyleDef>, id: string | undefined, depth = 0): RunProps {
  const style = id ? styles.get(id) : undefined;
  if (!style || depth > 20) return {};
  return merge(resolveStyle(styles, style.basedOn, depth + 1), style.props);
}

function luminance(color: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** Elements whose fill comes from drawing properties (text boxes, shapes). */
const SHAPES = new Set(['w:txbxContent', 'w:drawing', 'w:pict', 'mc:AlternateContent']);

interface Frame {
  name: string;
  start: number;
  props?: RunProps;
  /** Characters of text (runs). */
  text?: number;
  fill?: string;
  style?: string;
  /** A run holding a drawing or text box: its own colour and size say nothing about the shape's text. */
  shape?: boolean;
  /** Paragraphs: largest visible run (half-points), direct spacing (twips), where its runs start. */
  maxSize?: number;
  before?: number;
  after?: number;
  contentStart?: number;
}

/**
 * word/document.xml without its invisible runs (see the file comment). Only whole w:r elements
 * are cut, so the XML stays well formed; a paragraph left empty is skipped by the reader.
 */
export function removeHiddenRuns(documentXml: string, stylesXml: string | null, options: { markParagraphs?: boolean } = {}): HiddenRunsResult {
  const { defaults, styles, defaultParagraph, paragraphDefaults } = readStyles(stylesXml);
  const paragraphs: ParagraphFacts[] = [];
  const marks: [number, string][] = [];
  const spacingOf = (id: string | undefined, key: 'before' | 'after', depth = 0): number | undefined => {
    const style = id ? styles.get(id) : undefined;
    if (!style || depth > 20) return undefined;
    return style[key] ?? spacingOf(style.basedOn, key, depth + 1);
  };
  const closeParagraph = (frame: Frame) => {
    if (!options.markParagraphs || frame.contentStart === undefined) return;
    const style = frame.style ?? defaultParagraph;
    const before = frame.before ?? spacingOf(style, 'before') ?? paragraphDefaults.before ?? 0;
    const after = frame.after ?? spacingOf(style, 'after') ?? paragraphDefaults.after ?? 0;
    marks.push([frame.contentStart, `<w:r><w:t>${paragraphMark(paragraphs.length)}</w:t></w:r>`]);
    paragraphs.push({ size: (frame.maxSize ?? 0) / 2, before: before / 20, after: after / 20 });
  };
  const styleCache = new Map<string, RunProps>();
  const styleProps = (id: string | undefined): RunProps => {
    if (!id) return {};
    let props = styleCache.get(id);
    if (!props) styleCache.set(id, (props = resolveStyle(styles, id)));
    return props;
  };
  const cuts: [number, number][] = [];
  let chars = 0;
  let page = 'FFFFFF';
  const stack: Frame[] = [];
  const nearest = (name: string): Frame | undefined => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.name === name) return stack[i];
    return undefined;
  };
  /**
   * What is behind text here: the innermost shaded paragraph (its own or its style's shading),
   * cell or table, else the page. Null when it cannot be known from the XML alone: inside a text
   * box or shape (filled by drawing properties) or a table whose style shades cells.
   */
  const background = (): string | null => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const frame = stack[i]!;
      if (SHAPES.has(frame.name)) return null;
      const fill = frame.fill ?? (frame.name === 'w:p' ? styles.get(frame.style ?? defaultParagraph ?? '')?.fill : undefined);
      if (fill && (frame.name === 'w:p' || frame.name === 'w:tc' || frame.name === 'w:tbl')) return fill;
      if (frame.name === 'w:tbl' && frame.style && styles.get(frame.style)?.shaded) return null;
    }
    return page;
  };
  const closeRun = (frame: Frame, end: number) => {
    const paragraph = nearest('w:p');
    const effective = merge(merge(merge(defaults, styleProps(paragraph?.style ?? defaultParagraph)), styleProps(frame.style)), frame.props ?? {});
    const behind = effective.fill ?? background();
    const tiny = effective.size !== undefined && effective.size < MIN_HALF_POINTS;
    const blended = effective.color !== undefined && behind !== null && contrastRatio(effective.color, behind) < MIN_CONTRAST;
    const hidden = effective.vanish === true || (!frame.shape && (tiny || blended));
    if (hidden) {
      cuts.push([frame.start, end]);
      chars += frame.text ?? 0;
    } else if (paragraph && frame.text) {
      paragraph.maxSize = Math.max(paragraph.maxSize ?? 0, effective.size ?? 20);
    }
  };

  for (const tag of xmlTags(documentXml)) {
    if (tag.closing) {
      // Pop to the matching element (tolerates stray closers in damaged files).
      let index = stack.length - 1;
      while (index >= 0 && stack[index]!.name !== tag.name) index--;
      if (index < 0) continue;
      const frame = stack[index]!;
      stack.length = index;
      if (frame.name === 'w:r') closeRun(frame, tag.end);
      if (frame.name === 'w:pPr' && stack[stack.length - 1]?.name === 'w:p') stack[stack.length - 1]!.contentStart = tag.end;
      if (frame.name === 'w:p') closeParagraph(frame);
      continue;
    }
    const parent = stack[stack.length - 1];
    const grand = stack[stack.length - 2];
    if (tag.name === 'w:background') page = hex(attr(tag, 'w:color')) ?? page;
    if (parent?.name === 'w:rPr' && grand?.name === 'w:r') {
      if (tag.name === 'w:rStyle') grand.style = attr(tag, 'w:val');
      else readRunProperty(tag, (grand.props ??= {}));
    } else if (parent?.name === 'w:pPr' && grand?.name === 'w:p') {
      if (tag.name === 'w:pStyle') grand.style = attr(tag, 'w:val');
      if (tag.name === 'w:shd') grand.fill = shading(tag);
      if (tag.name === 'w:spacing') readSpacing(tag, grand);
    } else if (
      tag.name === 'w:shd' &&
      parent &&
      grand &&
      ((parent.name === 'w:tcPr' && grand.name === 'w:tc') || (parent.name === 'w:tblPr' && grand.name === 'w:tbl'))
    ) {
      grand.fill = shading(tag);
    } else if (tag.name === 'w:tblStyle' && parent?.name === 'w:tblPr' && grand?.name === 'w:tbl') {
      grand.style = attr(tag, 'w:val');
    }
    if (tag.name === 'w:t' && !tag.selfClosing) {
      const run = nearest('w:r');
      if (run) run.text = (run.text ?? 0) + textLength(documentXml, tag.end);
    }
    if (SHAPES.has(tag.name)) {
      const run = nearest('w:r');
      if (run) run.shape = true;
    }
    const frame: Frame = { name: tag.name, start: tag.start, ...(tag.name === 'w:p' ? { contentStart: tag.end } : {}) };
    if (tag.selfClosing) {
      if (tag.name === 'w:r') closeRun(frame, tag.end);
      continue;
    }
    stack.push(frame);
  }

  if (!cuts.length && !marks.length) return { xml: documentXml, paragraphs, runs: 0, chars: 0 };
  // Cuts (whole runs) and marks (at a paragraph's content start, never inside a run) in order.
  const edits = [...cuts.map(([start, end]) => ({ start, end, text: '' })), ...marks.map(([at, text]) => ({ start: at, end: at, text }))].sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
  const parts: string[] = [];
  let at = 0;
  let runs = 0;
  for (const edit of edits) {
    if (edit.start < at) continue; // inside a run already cut (a text box in a hidden run)
    parts.push(documentXml.slice(at, edit.start), edit.text);
    at = edit.end;
    if (edit.end > edit.start) runs++;
  }
  parts.push(documentXml.slice(at));
  return { xml: parts.join(''), paragraphs, runs, chars };
}

/** Characters of text between a <w:t> and its closing tag (entities count as one). */
function textLength(xml: string, from: number): number {
  const close = xml.indexOf('<', from);
  const raw = xml.slice(from, close < 0 ? xml.length : close);
  return raw.replace(/&[^;]{1,10};/g, '_').length;
}
