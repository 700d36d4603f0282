import { degrees, PDFDocument, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { parseInline } from 'shared-schemas';
import type { FontLoader } from '../fonts/font-files';
import type { EntryBlock, LayoutBlock, LayoutSection, ResumeLayout, RowsBlock } from '../layout/resume-layout';
import type { ResumeTemplate, Rgb, TemplateStyle } from '../templates/template-catalog';
import { embedFonts, type EmbeddedFonts } from './pdf-fonts';
import { textWidth, wrapList, wrapRuns, wrapText, type StyledText } from './wrap-text';

export type PageSize = 'letter' | 'a4';
const PAGE_SIZES: Record<PageSize, [number, number]> = { letter: [612, 792], a4: [595.28, 841.89] };
/** Hard stop for runaway input: no resume needs more pages. */
export const MAX_PAGES = 20;

export interface PdfRenderOptions {
  fonts: FontLoader;
  pageSize?: PageSize;
}

export interface PdfRender {
  bytes: Uint8Array;
  pages: number;
  /** e.g. 'The fonts cannot draw "李"; printed as "?".' */
  warnings: string[];
}

/**
 * What one page of the PDF draws, in PDF points (origin bottom-left, `y` of text is its baseline),
 * recorded as it is drawn: a preview that draws these shows the export's own lines and page breaks.
 */
export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; face: 'regular' | 'bold'; italic: boolean; color: Rgb; width: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; thickness: number; color: Rgb }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Rgb }
  | { kind: 'link'; x: number; y: number; width: number; height: number; url: string };

export interface PageDrawing {
  width: number;
  height: number;
  ops: DrawOp[];
}

export interface PdfDrawing {
  pages: PageDrawing[];
  warnings: string[];
}

/** Slant of italic runs: the templates embed upright faces only, so italics are obliqued (as Word and browsers do). */
const ITALIC_SLANT = 12;

const color = (c: Rgb) => rgb(c[0], c[1], c[2]);
const BULLET = '•';
const BULLET_INDENT = 12;
const CONTACT_SEPARATOR = '  |  ';
/** Columns narrower than this (points) stack an entry's dates under its header. */
const NARROW_COLUMN = 260;
/** Extra space between the rows of a list (skills, certifications), in font sizes. */
const ROW_GAP_EM = 0.35;
/** Smallest share of the body size a sidebar entry line is shrunk to before it wraps instead. */
const MIN_FIT = 0.78;

/** The pages of one document; columns ask for page N and get it, created on first use. */
class Pages {
  readonly list: PageSurface[] = [];
  constructor(
    private readonly doc: PDFDocument,
    private readonly size: [number, number],
    private readonly bold: PDFFont,
    /** false: record the drawing only (a preview), no PDF pages. */
    private readonly draw: boolean,
    private readonly onNew: (page: PageSurface) => void,
  ) {}

  get(index: number): PageSurface {
    while (this.list.length <= index) {
      if (this.list.length >= MAX_PAGES) throw new Error(`the resume needs more than ${MAX_PAGES} pages`);
      const page = new PageSurface(this.doc, this.draw ? this.doc.addPage(this.size) : null, this.bold, this.size[0], this.size[1]);
      this.list.push(page);
      this.onNew(page);
    }
    return this.list[index]!;
  }
}

interface Run {
  text: string;
  font: PDFFont;
  size: number;
  color: Rgb;
  italic?: boolean;
  /** The address the run links to (a URI link annotation over it). */
  link?: string;
}

/** One page: draws on the PDF page when there is one, and records every operation for a preview. */
class PageSurface {
  readonly ops: DrawOp[] = [];
  constructor(
    private readonly doc: PDFDocument,
    private readonly page: PDFPage | null,
    private readonly bold: PDFFont,
    readonly width: number,
    readonly height: number,
  ) {}

  text(text: string, options: { x: number; y: number; size: number; font: PDFFont; color: Rgb; italic?: boolean }): void {
    const { x, y, size, font, color: c, italic = false } = options;
    // ySkew is pdf-lib's name for the text matrix's third entry: x' = x + tan(angle)·y, a slant to the right.
    this.page?.drawText(text, { x, y, size, font, color: color(c), ...(italic ? { ySkew: degrees(ITALIC_SLANT) } : {}) });
    this.ops.push({ kind: 'text', text, x, y, size, face: font === this.bold ? 'bold' : 'regular', italic, color: c, width: textWidth(font, text, size) });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, c: Rgb): void {
    this.page?.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: color(c) });
    this.ops.push({ kind: 'line', x1, y1, x2, y2, thickness, color: c });
  }

  rect(x: number, y: number, width: number, height: number, c: Rgb): void {
    this.page?.drawRectangle({ x, y, width, height, color: color(c) });
    this.ops.push({ kind: 'rect', x, y, width, height, color: c });
  }

  /** A clickable area opening `url` (a PDF URI link annotation; no border). */
  link(x: number, y: number, width: number, height: number, url: string): void {
    if (this.page) {
      const annotation = this.doc.context.register(
        this.doc.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [x, y, x + width, y + height],
          Border: [0, 0, 0],
          A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
        }),
      );
      this.page.node.addAnnot(annotation);
    }
    this.ops.push({ kind: 'link', x, y, width, height, url });
  }
}

/**
 * One column of text flowing down the pages. `y` is the top of the next line, in PDF
 * coordinates (origin bottom-left).
 */
class Column {
  private pageIndex: number;
  y: number;

  constructor(
    private readonly pages: Pages,
    readonly x: number,
    readonly width: number,
    start: { page: number; y: number },
    private readonly top: number,
    private readonly bottom: number,
  ) {
    this.pageIndex = start.page;
    this.y = start.y;
  }

  /** Moves to the next page when `height` points do not fit on this one. */
  ensure(height: number): void {
    if (this.y - height < this.bottom && this.y < this.top) {
      this.pageIndex++;
      this.y = this.top;
    }
  }

  gap(points: number): void {
    // Space at the top of a page is dropped: a section that starts a page starts at the margin.
    if (this.y < this.top) this.y -= points;
  }

  page(): PageSurface {
    return this.pages.get(this.pageIndex);
  }

  /** Draws one line: runs left to right from `x`, plus an optional run flush right. */
  line(runs: Run[], lineHeight: number, options: { x?: number; right?: Run; align?: 'left' | 'center' } = {}): void {
    this.ensure(lineHeight);
    const page = this.page();
    const size = Math.max(...runs.map((r) => r.size), options.right?.size ?? 0);
    const baseline = this.y - size * 0.95;
    let x = options.x ?? this.x;
    if (options.align === 'center') {
      const width = runs.reduce((w, r) => w + textWidth(r.font, r.text, r.size), 0);
      x = this.x + (this.width - width) / 2;
    }
    for (const run of runs) {
      const width = textWidth(run.font, run.text, run.size);
      if (run.text) page.text(run.text, { x, y: baseline, size: run.size, font: run.font, color: run.color, italic: run.italic });
      if (run.link && run.text.trim()) {
        // Underlined, as links are shown in print; the annotation makes it clickable.
        page.line(x, baseline - run.size * 0.12, x + width, baseline - run.size * 0.12, 0.5, run.color);
        page.link(x, baseline - run.size * 0.25, width, run.size * 1.15, run.link);
      }
      x += width;
    }
    if (options.right?.text) {
      const r = options.right;
      page.text(r.text, { x: this.x + this.width - textWidth(r.font, r.text, r.size), y: baseline, size: r.size, font: r.font, color: r.color });
    }
    this.y -= lineHeight;
  }

  rule(thickness: number, c: Rgb): void {
    this.page().line(this.x, this.y, this.x + this.width, this.y, thickness, c);
  }
}

class PdfWriter {
  constructor(
    private readonly style: TemplateStyle,
    private readonly fonts: EmbeddedFonts,
  ) {}

  private get lineHeight(): number {
    return this.style.bodySize * this.style.leading;
  }

  private run(text: string, bold = false, c: Rgb = this.style.text, size = this.style.bodySize): Run {
    return { text: this.fonts.printable(text), font: bold ? this.fonts.bold : this.fonts.regular, size, color: c };
  }

  /** One line shrunk to the column's width (down to MIN_FIT of the body size), else wrapped. */
  private fitted(column: Column, text: string, bold: boolean): void {
    const s = this.style;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const printable = this.fonts.printable(text);
    const width = textWidth(font, printable, s.bodySize);
    if (width > column.width && width * MIN_FIT <= column.width) {
      column.line([{ text: printable, font, size: (s.bodySize * column.width) / width - 0.01, color: s.text }], this.lineHeight);
    } else this.paragraph(column, text, 0, bold);
  }

  /** Wrapped prose starting at `indent` from the column's edge. */
  paragraph(column: Column, text: string, indent = 0, bold = false, c: Rgb = this.style.text): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(this.fonts.printable(text), font, this.style.bodySize, column.width - indent)) {
      column.line([{ text: line, font, size: this.style.bodySize, color: c }], this.lineHeight, { x: column.x + indent });
    }
  }

  /**
   * Lines of prose that may carry bold, italic and links (a bullet, a summary; see
   * shared-schemas' inline-markup): the same greedy wrap as plain text, measured run by run.
   */
  private richLines(text: string, width: number): Run[][] {
    const s = this.style;
    const runs = parseInline(text);
    if (runs.length <= 1 && !runs[0]?.bold && !runs[0]?.italic && !runs[0]?.link) {
      // Plain text: exactly the lines (and bytes) it always had.
      const plain = runs[0]?.text ?? '';
      return wrapText(this.fonts.printable(plain), this.fonts.regular, s.bodySize, width).map((line) => [
        { text: line, font: this.fonts.regular, size: s.bodySize, color: s.text },
      ]);
    }
    const styled: StyledText[] = runs.map((run) => ({ ...run, text: this.fonts.printable(run.text), font: run.bold ? this.fonts.bold : this.fonts.regular }));
    return wrapRuns(styled, s.bodySize, width).map((line) =>
      line.map((piece) => ({ text: piece.text, font: piece.font, size: s.bodySize, color: s.text, italic: piece.italic, link: piece.link })),
    );
  }

  private richParagraph(column: Column, text: string): void {
    for (const runs of this.richLines(text, column.width)) column.line(runs, this.lineHeight);
  }

  /**
   * A header size that keeps a left-aligned line clear of a column gutter: a name ending inside
   * the gutter hides it from readers that find columns by the empty band between them.
   */
  private clearOfGutter(text: string, bold: boolean, size: number, x: number, gutter?: [number, number]): number {
    if (!gutter) return size;
    const end = x + textWidth(bold ? this.fonts.bold : this.fonts.regular, this.fonts.printable(text), size);
    return end > gutter[0] - 2 && end < gutter[1] + 2 ? (size * (gutter[0] - 2 - x)) / (end - x) : size;
  }

  /** Name and headline; the contact line too unless the template lists contact in a sidebar. */
  header(column: Column, layout: ResumeLayout, withContact = true, gutter?: [number, number]): void {
    const s = this.style;
    const align = s.headerAlign;
    const nameSize = this.clearOfGutter(layout.name, true, s.nameSize, column.x, gutter);
    column.line([this.run(layout.name, true, s.accent, nameSize)], s.nameSize * 1.25, { align });
    const headlineSize = this.clearOfGutter(layout.headline, false, s.bodySize + 1.5, column.x, gutter);
    if (layout.headline) column.line([this.run(layout.headline, false, s.muted, headlineSize)], (s.bodySize + 1.5) * s.leading, { align });
    if (!withContact) return;
    for (const line of this.contactLines(layout, column.width))
      column.line([{ text: line, font: this.fonts.regular, size: s.bodySize, color: s.text }], this.lineHeight, { align });
  }

  /** Contact items joined by " | ", wrapped between items (never inside an email address). */
  private contactLines(layout: ResumeLayout, width: number): string[] {
    const lines: string[] = [];
    for (const item of layout.contact.map((c) => this.fonts.printable(c))) {
      const last = lines[lines.length - 1];
      const candidate = last ? `${last}${CONTACT_SEPARATOR}${item}` : item;
      if (last !== undefined && textWidth(this.fonts.regular, candidate, this.style.bodySize) <= width) lines[lines.length - 1] = candidate;
      else lines.push(item);
    }
    return lines;
  }

  private heading(column: Column, section: LayoutSection): void {
    const s = this.style;
    const text = s.headingCase === 'upper' ? section.heading.toUpperCase() : section.heading;
    column.gap(s.sectionGap);
    // Keep the heading with at least two lines of what follows.
    column.ensure(s.headingSize * 1.4 + this.lineHeight * 2 + 4);
    column.line([this.run(text, true, s.accent, s.headingSize)], s.headingSize * 1.3);
    if (s.headingRule) {
      column.rule(0.6, s.accent);
      column.y -= 4;
    } else column.y -= 2;
  }

  private entry(column: Column, entry: EntryBlock): void {
    const s = this.style;
    const lh = this.lineHeight;
    column.ensure(lh * 3);
    const titleFirst = s.entryOrder === 'title-first';
    const first = titleFirst ? entry.title : entry.organization;
    const second = titleFirst ? entry.organization : entry.title;
    if (column.width < NARROW_COLUMN) {
      // A sidebar is too narrow for flush-right dates: title, organisation, then dates and place.
      // A title or organisation a little too long for the column is set smaller rather than
      // wrapped: a wrapped "Master of Business Administration in" / "Marketing" reads as two items.
      if (first) this.fitted(column, first, true);
      if (second) this.fitted(column, second, false);
      const when = [entry.dates, entry.location].filter(Boolean).join(' · ');
      if (when) this.paragraph(column, when, 0, false, s.muted);
      for (const text of entry.paragraphs) this.richParagraph(column, text);
      for (const bullet of entry.bullets) this.bullet(column, bullet);
      return;
    }
    // Dates on the entry's first line: a short employer line without them would read as the
    // tail of the previous entry's last bullet.
    const firstRight = this.run(entry.dates, false, s.muted);
    const secondRight = this.run(entry.location, false, s.muted);
    const rightWidth = (r: Run) => (r.text ? textWidth(r.font, r.text, r.size) + 12 : 0);
    const firstLines = first ? wrapText(this.fonts.printable(first), this.fonts.bold, s.bodySize, column.width - rightWidth(firstRight)) : [];
    const secondLines = second ? wrapText(this.fonts.printable(second), this.fonts.regular, s.bodySize, column.width - rightWidth(secondRight)) : [];
    if (!firstLines.length && !secondLines.length) firstLines.push('');
    firstLines.forEach((text, i) => column.line([{ text, font: this.fonts.bold, size: s.bodySize, color: s.text }], lh, i === 0 ? { right: firstRight } : {}));
    secondLines.forEach((text, i) =>
      column.line([{ text, font: this.fonts.regular, size: s.bodySize, color: s.text }], lh, i === 0 ? { right: secondRight } : {}),
    );
    if (!secondLines.length && secondRight.text) column.line([], lh, { right: secondRight });
    for (const text of entry.paragraphs) this.richParagraph(column, text);
    for (const bullet of entry.bullets) this.bullet(column, bullet);
  }

  private bullet(column: Column, text: string): void {
    const s = this.style;
    const lines = this.richLines(text, column.width - BULLET_INDENT);
    lines.forEach((runs, i) => {
      if (i === 0) {
        column.ensure(this.lineHeight);
        const baseline = column.y - s.bodySize * 0.95;
        column.page().text(BULLET, { x: column.x + 3, y: baseline, size: s.bodySize, font: this.fonts.regular, color: s.text });
      }
      column.line(runs, this.lineHeight, { x: column.x + BULLET_INDENT });
    });
  }

  private rows(column: Column, block: RowsBlock): void {
    const s = this.style;
    block.rows.forEach((row, i) => {
      // A little air between rows: a reader (and a parser) sees where one row ends and the next
      // begins, while a row's own wrapped lines stay at normal leading.
      if (i > 0) column.gap(s.bodySize * ROW_GAP_EM);
      if (!row.label) {
        this.paragraph(column, row.text);
        return;
      }
      // "Label: items": the label bold, the items wrapping under the row's left edge.
      const label = this.fonts.printable(`${row.label}:`);
      const labelWidth = textWidth(this.fonts.bold, `${label} `, s.bodySize);
      const lines = wrapList(this.fonts.printable(row.text), this.fonts.regular, s.bodySize, column.width, column.width - labelWidth);
      lines.forEach((text, i) => {
        const runs: Run[] = [{ text, font: this.fonts.regular, size: s.bodySize, color: s.text }];
        if (i === 0) runs.unshift({ text: `${label} `, font: this.fonts.bold, size: s.bodySize, color: s.text });
        column.line(runs, this.lineHeight);
      });
    });
  }

  /**
   * The contact details at the top of a sidebar, joined like the one-column header ("phone |
   * City, Region") and without a heading: in reading order they follow the name, where readers
   * look for them.
   */
  contactSection(column: Column, layout: ResumeLayout): void {
    if (!layout.contact.length) return;
    column.gap(this.style.sectionGap);
    for (const line of this.contactLines(layout, column.width)) this.paragraph(column, line);
  }

  /** A cover letter's body: date, recipient, greeting, paragraphs, closing and the signed name. */
  letter(column: Column, letter: LetterLayout): void {
    const s = this.style;
    const gap = this.lineHeight;
    if (letter.date) {
      this.paragraph(column, letter.date, 0, false, s.muted);
      column.y -= gap;
    }
    if (letter.recipient.length) {
      for (const line of letter.recipient) this.paragraph(column, line);
      column.y -= gap;
    }
    if (letter.greeting) {
      this.paragraph(column, letter.greeting);
      column.y -= gap * 0.6;
    }
    for (const text of letter.paragraphs) {
      this.paragraph(column, text);
      column.y -= gap * 0.6;
    }
    column.y -= gap * 0.4;
    // The closing keeps the signed name on its page.
    column.ensure(this.lineHeight * 2);
    if (letter.closing) this.paragraph(column, letter.closing);
    if (letter.signature) this.paragraph(column, letter.signature, 0, true, s.accent);
  }

  section(column: Column, section: LayoutSection): void {
    this.heading(column, section);
    section.blocks.forEach((block: LayoutBlock, i) => {
      if (i > 0 && block.kind === 'entry') column.gap(this.style.entryGap);
      if (block.kind === 'entry') this.entry(column, block);
      else if (block.kind === 'text') this.richParagraph(column, block.text);
      else this.rows(column, block);
    });
  }
}

/**
 * Fonts for drawings without a file (a live preview redraws on every pause in typing): one
 * never-saved document per loader and pair of faces, so the TTFs are parsed once and their
 * measured widths (wrap-text's cache) are kept between drawings.
 */
const measuringFonts = new WeakMap<PdfRenderOptions['fonts'], Map<string, Promise<{ doc: PDFDocument; fonts: EmbeddedFonts }>>>();

function fontsForDrawing(files: TemplateStyle['fonts'], load: PdfRenderOptions['fonts']): Promise<{ doc: PDFDocument; fonts: EmbeddedFonts }> {
  let byFaces = measuringFonts.get(load);
  if (!byFaces) measuringFonts.set(load, (byFaces = new Map()));
  const key = `${files.regular}|${files.bold}`;
  let entry = byFaces.get(key);
  if (!entry) {
    entry = PDFDocument.create().then(async (doc) => ({ doc, fonts: await embedFonts(doc, files, load) }));
    entry.catch(() => byFaces.delete(key));
    byFaces.set(key, entry);
  }
  return entry;
}

/** Lays out and draws the pages (onto PDF pages when `draw`), recording each page's operations. */
async function drawResume(layout: ResumeLayout, template: ResumeTemplate, options: PdfRenderOptions, draw: boolean, letter?: LetterLayout) {
  const s = template.style;
  let doc: PDFDocument;
  let fonts: EmbeddedFonts;
  if (draw) {
    doc = await PDFDocument.create();
    fonts = await embedFonts(doc, s.fonts, options.fonts);
  } else {
    ({ doc, fonts } = await fontsForDrawing(s.fonts, options.fonts));
    // Warnings are this drawing's own.
    fonts.missing.clear();
  }
  const size = PAGE_SIZES[options.pageSize ?? 'letter'];
  const [pageWidth, pageHeight] = size;
  const top = pageHeight - s.margin.vertical;
  const bottom = s.margin.vertical;
  const left = s.margin.horizontal;
  const width = pageWidth - 2 * left;
  const sidebar = s.sidebar;
  const pages = new Pages(doc, size, fonts.bold, draw, (page) => {
    if (sidebar) page.rect(0, 0, left + sidebar.width + sidebar.gutter / 2, pageHeight, sidebar.fill);
  });
  pages.get(0);
  const writer = new PdfWriter(s, fonts);
  const header = new Column(pages, left, width, { page: 0, y: top }, top, bottom);
  writer.header(header, layout, !sidebar, sidebar ? [left + sidebar.width, left + sidebar.width + sidebar.gutter] : undefined);
  const start = { page: 0, y: header.y };
  if (sidebar) {
    const sideWriter = new PdfWriter({ ...s, bodySize: sidebar.bodySize, headingSize: s.headingSize - (s.bodySize - sidebar.bodySize) }, fonts);
    // Starts a little lower than the main column, so the first rows do not share baselines either.
    const side = new Column(pages, left, sidebar.width, { page: 0, y: header.y - 3 }, top, bottom);
    sideWriter.contactSection(side, layout);
    const main = new Column(pages, left + sidebar.width + sidebar.gutter, width - sidebar.width - sidebar.gutter, start, top, bottom);
    if (letter) writer.letter(main, letter);
    else
      for (const section of layout.sections) {
        if (sidebar.sections.includes(section.id)) sideWriter.section(side, section);
        else writer.section(main, section);
      }
  } else {
    const main = new Column(pages, left, width, start, top, bottom);
    if (letter) {
      // The one-column header ends where the letter starts: a rule in templates that rule their headings.
      main.gap(s.sectionGap);
      if (s.headingRule) {
        main.rule(0.6, s.accent);
        main.y -= s.sectionGap;
      }
      writer.letter(main, letter);
    } else for (const section of layout.sections) writer.section(main, section);
  }
  const warnings = [...fonts.missing].map(
    (c) => `The fonts cannot draw "${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); printed as "${fonts.printable(c)}".`,
  );
  return { doc, pages: pages.list, warnings };
}

/**
 * The PDF's pages as drawing operations, without making the file (no font subsetting or
 * compression): what a live preview draws to show the export's lines and page breaks exactly.
 */
export async function drawPdfPages(layout: ResumeLayout, template: ResumeTemplate, options: PdfRenderOptions): Promise<PdfDrawing> {
  const { pages, warnings } = await drawResume(layout, template, options, false);
  return { pages: pages.map((page) => ({ width: page.width, height: page.height, ops: page.ops })), warnings };
}

/** A cover letter as drawn under the sender's header (the resume's name, headline and contact). */
export interface LetterLayout {
  date: string;
  recipient: string[];
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

/** The letter in the resume's template: the same header, fonts, colours and (for `sidebar`) the same side column. */
export async function writeLetterPdf(
  sender: ResumeLayout,
  letter: LetterLayout,
  template: ResumeTemplate,
  options: PdfRenderOptions & { title: string },
): Promise<PdfRender> {
  const { doc, pages, warnings } = await drawResume(sender, template, options, true, letter);
  doc.setTitle(`${sender.name} — ${options.title}`);
  doc.setAuthor(sender.name);
  doc.setSubject('Cover letter');
  doc.setCreator(`HireGen resume-templates (${template.id})`);
  doc.setProducer('HireGen resume-templates with pdf-lib');
  doc.setLanguage('en');
  return { bytes: await doc.save(), pages: pages.length, warnings };
}

/** The letter's pages as drawing operations (a live preview), like `drawPdfPages`. */
export async function drawLetterPages(sender: ResumeLayout, letter: LetterLayout, template: ResumeTemplate, options: PdfRenderOptions): Promise<PdfDrawing> {
  const { pages, warnings } = await drawResume(sender, template, options, false, letter);
  return { pages: pages.map((page) => ({ width: page.width, height: page.height, ops: page.ops })), warnings };
}

/** Draws the layout model with a template into a new PDF (embedded, subset fonts; real text). */
export async function writePdf(layout: ResumeLayout, template: ResumeTemplate, options: PdfRenderOptions): Promise<PdfRender> {
  const { doc, pages, warnings } = await drawResume(layout, template, options, true);
  doc.setTitle(`${layout.name} — Resume`);
  doc.setAuthor(layout.name);
  doc.setSubject(layout.headline || 'Resume');
  doc.setCreator(`HireGen resume-templates (${template.id})`);
  doc.setProducer('HireGen resume-templates with pdf-lib');
  doc.setLanguage('en');
  const bytes = await doc.save();
  return { bytes, pages: pages.length, warnings };
}
