import {
  AlignmentType,
  BorderStyle,
  Column,
  ColumnBreak,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  SectionType,
  TabStopType,
  TextRun,
  type ISectionOptions,
} from 'docx';
import { parseInline } from 'shared-schemas';
import type { EntryBlock, LayoutSection, ResumeLayout, RowsBlock } from '../layout/resume-layout';
import type { ResumeTemplate, Rgb, TemplateStyle } from '../templates/template-catalog';
import type { FontLoader } from '../fonts/font-files';
import type { LetterLayout, PageSize } from '../pdf/render-pdf';

export interface DocxRenderOptions {
  pageSize?: PageSize;
  /**
   * Embeds the template's regular and bold TTFs in the file (Word shows them even where they are
   * not installed; ~1 MB more). Off by default: text and structure do not depend on it.
   */
  embedFonts?: FontLoader;
}

/** Twentieths of a point, Word's unit for lengths. */
const twips = (points: number) => Math.round(points * 20);
/** Half-points, Word's unit for font sizes. */
const halfPoints = (points: number) => Math.round(points * 2);
const hex = (c: Rgb) =>
  c
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
const PAGE_TWIPS: Record<PageSize, { width: number; height: number }> = { letter: { width: 12240, height: 15840 }, a4: { width: 11906, height: 16838 } };
const BULLETS = 'resume-bullets';

function toBytes(data: Uint8Array | ArrayBuffer): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

/** "Noto Serif" from "NotoSerif-Regular.ttf": the family name Word looks up. */
function familyName(file: string): string {
  const stem = file.replace(/-.*$/, '');
  return stem === 'SourceSans3' ? 'Source Sans 3' : stem.replace(/([a-z])([A-Z])/g, '$1 $2');
}

class DocxWriter {
  constructor(
    private readonly style: TemplateStyle,
    private readonly textWidth: number,
  ) {}

  private text(text: string, options: { bold?: boolean; color?: Rgb; size?: number } = {}): TextRun {
    return new TextRun({
      text,
      bold: options.bold ?? false,
      color: hex(options.color ?? this.style.text),
      ...(options.size ? { size: halfPoints(options.size) } : {}),
    });
  }

  /**
   * Prose that may carry bold, italic and links (shared-schemas' inline-markup): Word runs with
   * those properties and real hyperlinks; plain text stays one run, as it always was.
   */
  private rich(text: string): (TextRun | ExternalHyperlink)[] {
    const runs = parseInline(text);
    if (runs.length <= 1 && !runs[0]?.bold && !runs[0]?.italic && !runs[0]?.link) return [this.text(runs[0]?.text ?? '')];
    return runs.map((run) => {
      const piece = new TextRun({
        text: run.text,
        bold: run.bold ?? false,
        italics: run.italic ?? false,
        color: hex(this.style.text),
        ...(run.link ? { underline: {} } : {}),
      });
      return run.link ? new ExternalHyperlink({ link: run.link, children: [piece] }) : piece;
    });
  }

  header(layout: ResumeLayout, withContact = true): Paragraph[] {
    const s = this.style;
    const alignment = s.headerAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
    const out = [
      new Paragraph({ alignment, spacing: { after: twips(2) }, children: [this.text(layout.name, { bold: true, color: s.accent, size: s.nameSize })] }),
    ];
    if (layout.headline) out.push(new Paragraph({ alignment, children: [this.text(layout.headline, { color: s.muted, size: s.bodySize + 1.5 })] }));
    if (withContact && layout.contact.length) out.push(new Paragraph({ alignment, children: [this.text(layout.contact.join('  |  '))] }));
    return out;
  }

  /** A Word "Heading 1": the heading words an ATS looks for, as a real heading. */
  private heading(section: LayoutSection): Paragraph {
    const s = this.style;
    return new Paragraph({
      heading: HeadingLevel.HEADING_1,
      keepNext: true,
      children: [this.text(s.headingCase === 'upper' ? section.heading.toUpperCase() : section.heading, { bold: true, color: s.accent, size: s.headingSize })],
    });
  }

  /** Bold first line and a flush-right date on a right tab stop; the second line and its location likewise. */
  private entry(entry: EntryBlock, first: boolean): Paragraph[] {
    const s = this.style;
    const titleFirst = s.entryOrder === 'title-first';
    const lead = titleFirst ? entry.title : entry.organization;
    const second = titleFirst ? entry.organization : entry.title;
    const tabStops = [{ type: TabStopType.RIGHT, position: twips(this.textWidth) }];
    const line = (text: string, bold: boolean, right: string, spaceBefore: number) =>
      new Paragraph({
        tabStops,
        keepNext: true,
        spacing: { before: twips(spaceBefore) },
        children: [this.text(text, { bold }), ...(right ? [this.text(`\t${right}`, { color: s.muted })] : [])],
      });
    const out: Paragraph[] = [];
    const gap = first ? 0 : s.entryGap;
    // Dates on the entry's first line, as in the PDF (see render-pdf.ts).
    if (lead || !second) out.push(line(lead, true, entry.dates, gap));
    if (second) out.push(line(second, !lead, lead ? entry.location : entry.dates, lead ? 0 : gap));
    else if (entry.location) out.push(line('', false, entry.location, 0));
    for (const paragraph of entry.paragraphs) out.push(new Paragraph({ children: this.rich(paragraph) }));
    for (const bullet of entry.bullets) out.push(new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: this.rich(bullet) }));
    return out;
  }

  private rows(block: RowsBlock): Paragraph[] {
    return block.rows.map(
      (row) => new Paragraph({ children: row.label ? [this.text(`${row.label}: `, { bold: true }), this.text(row.text)] : [this.text(row.text)] }),
    );
  }

  section(section: LayoutSection): Paragraph[] {
    const out = [this.heading(section)];
    let entries = 0;
    for (const block of section.blocks) {
      if (block.kind === 'entry') out.push(...this.entry(block, entries++ === 0));
      else if (block.kind === 'text') out.push(new Paragraph({ children: this.rich(block.text) }));
      else out.push(...this.rows(block));
    }
    return out;
  }
}

type Sidebar = NonNullable<TemplateStyle['sidebar']>;

/** A continuous section of two Word columns, the sidebar's width then the main column's. */
function sidebarSection(pageProps: ISectionOptions['properties'], sidebar: Sidebar, mainWidth: number, side: Paragraph[], main: Paragraph[]): ISectionOptions {
  return {
    properties: {
      ...pageProps,
      type: SectionType.CONTINUOUS,
      column: {
        count: 2,
        equalWidth: false,
        space: twips(sidebar.gutter),
        children: [new Column({ width: twips(sidebar.width), space: twips(sidebar.gutter) }), new Column({ width: twips(mainWidth) })],
      },
    },
    children: [...side, new Paragraph({ children: [new ColumnBreak()] }), ...main],
  };
}

/**
 * Contact first in the sidebar, one paragraph joined by " | " as in the one-column header and
 * without a heading (see render-pdf.ts); Word wraps it in the column.
 */
const sidebarContact = (layout: ResumeLayout) => (layout.contact.length ? [new Paragraph({ children: [new TextRun(layout.contact.join('  |  '))] })] : []);

/**
 * Draws the layout model with a template into a DOCX: Word headings for sections, a real bullet
 * list, tab stops (not tables) for dates. The two-column template uses Word section columns, so
 * the file's reading order is still sidebar, then main.
 */
export async function writeDocx(layout: ResumeLayout, template: ResumeTemplate, options: DocxRenderOptions = {}): Promise<Uint8Array> {
  const s = template.style;
  const page = PAGE_TWIPS[options.pageSize ?? 'letter'];
  const marginX = twips(s.margin.horizontal);
  const marginY = twips(s.margin.vertical);
  const textWidth = (page.width - 2 * marginX) / 20;
  const font = familyName(s.fonts.regular);
  const pageProps = { page: { size: page, margin: { top: marginY, bottom: marginY, left: marginX, right: marginX } } };
  const sections: ISectionOptions[] = [];
  const header = new DocxWriter(s, textWidth).header(layout, !s.sidebar);
  if (s.sidebar) {
    const sidebar = s.sidebar;
    const sideWriter = new DocxWriter(s, sidebar.width);
    const mainWidth = textWidth - sidebar.width - sidebar.gutter;
    const mainWriter = new DocxWriter(s, mainWidth);
    const side = [...sidebarContact(layout), ...layout.sections.filter((x) => sidebar.sections.includes(x.id)).flatMap((x) => sideWriter.section(x))];
    const main = layout.sections.filter((x) => !sidebar.sections.includes(x.id)).flatMap((x) => mainWriter.section(x));
    sections.push({ properties: pageProps, children: header });
    sections.push(sidebarSection(pageProps, sidebar, mainWidth, side, main));
  } else {
    const writer = new DocxWriter(s, textWidth);
    sections.push({ properties: pageProps, children: [...header, ...layout.sections.flatMap((x) => writer.section(x))] });
  }
  const embedded = options.embedFonts
    ? await Promise.all([options.embedFonts(s.fonts.regular), options.embedFonts(s.fonts.bold)]).then(([regular, bold]) => [
        {
          name: font,
          // docx types the faces as Node Buffers; it only reads their bytes, so a Uint8Array serves in a browser too.
          data: toBytes(regular) as Buffer,
          bold: toBytes(bold) as Buffer,
        },
      ])
    : undefined;
  const doc = new Document({
    ...(embedded ? { fonts: embedded } : {}),
    creator: 'HireGen resume-templates',
    title: `${layout.name} — Resume`,
    description: `Resume (${template.name} template)`,
    styles: {
      default: {
        document: { run: { font, size: halfPoints(s.bodySize), color: hex(s.text) }, paragraph: { spacing: { line: Math.round(240 * s.leading * 0.92) } } },
        heading1: {
          run: { font, bold: true, size: halfPoints(s.headingSize), color: hex(s.accent) },
          paragraph: {
            spacing: { before: twips(s.sectionGap), after: twips(4) },
            ...(s.headingRule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: hex(s.accent), space: 1 } } } : {}),
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: twips(14), hanging: twips(10) } } },
            },
          ],
        },
      ],
    },
    sections,
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}

/**
 * A cover letter in the resume's template: the same header (name in the accent colour, headline,
 * contact), font family, size and colours, then date, recipient, greeting, paragraphs, closing and
 * the signed name as plain Word paragraphs. A sidebar template keeps its side column with the
 * contact details, as its PDF and its resume DOCX do; the letter fills the main column.
 */
export async function writeLetterDocx(
  sender: ResumeLayout,
  letter: LetterLayout,
  template: ResumeTemplate,
  options: DocxRenderOptions & { title: string },
): Promise<Uint8Array> {
  const s = template.style;
  const page = PAGE_TWIPS[options.pageSize ?? 'letter'];
  const marginX = twips(s.margin.horizontal);
  const marginY = twips(s.margin.vertical);
  const font = familyName(s.fonts.regular);
  const textWidth = (page.width - 2 * marginX) / 20;
  const pageProps = { page: { size: page, margin: { top: marginY, bottom: marginY, left: marginX, right: marginX } } };
  const writer = new DocxWriter(s, textWidth);
  const header = writer.header(sender, !s.sidebar);
  const gapAfter = twips(s.bodySize * s.leading);
  const para = (text: string, options: { after?: number; bold?: boolean; color?: Rgb } = {}) =>
    new Paragraph({
      spacing: { after: options.after ?? 0 },
      children: [new TextRun({ text, bold: options.bold ?? false, color: hex(options.color ?? s.text) })],
    });
  // The one-column header ends where the letter starts (a rule in templates that rule headings);
  // beside a sidebar the letter starts at the column's top, as in the PDF.
  const body: Paragraph[] = s.sidebar
    ? []
    : [
        new Paragraph({
          spacing: { after: twips(s.sectionGap) },
          ...(s.headingRule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: hex(s.accent), space: 1 } } } : {}),
          children: [],
        }),
      ];
  if (letter.date) body.push(para(letter.date, { after: gapAfter, color: s.muted }));
  letter.recipient.forEach((line, i) => body.push(para(line, { after: i === letter.recipient.length - 1 ? gapAfter : 0 })));
  if (letter.greeting) body.push(para(letter.greeting, { after: twips(6) }));
  for (const text of letter.paragraphs) body.push(para(text, { after: twips(6) }));
  if (letter.closing)
    body.push(new Paragraph({ keepNext: true, spacing: { before: twips(6) }, children: [new TextRun({ text: letter.closing, color: hex(s.text) })] }));
  if (letter.signature) body.push(para(letter.signature, { bold: true, color: s.accent }));
  const doc = new Document({
    creator: 'HireGen resume-templates',
    title: `${sender.name} — ${options.title}`,
    description: `Cover letter (${template.name} template)`,
    styles: {
      default: {
        document: { run: { font, size: halfPoints(s.bodySize), color: hex(s.text) }, paragraph: { spacing: { line: Math.round(240 * s.leading * 0.92) } } },
      },
    },
    sections: s.sidebar
      ? [
          { properties: pageProps, children: header },
          sidebarSection(pageProps, s.sidebar, textWidth - s.sidebar.width - s.sidebar.gutter, sidebarContact(sender), body),
        ]
      : [{ properties: pageProps, children: [...header, ...body] }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
