/**
 * Word designs: a JSON Resume written as the shapes people build in Word — heading styles, bold
 * paragraphs without styles, label/date tables, a sidebar table, contact details in the page
 * header, text boxes and frames, tab-stopped dates, roles grouped under an employer — with the
 * `docx` package. Each is read as DOCX and, converted by LibreOffice, as PDF (a second generator).
 * These shapes are new; the product's own generated corpus (corpus/render-docx.ts) has others.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TabStopType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  Textbox,
  TextRun,
  VerticalAlign,
  WidthType,
  type IParagraphOptions,
  type IRunOptions,
  type ISectionOptions,
} from 'docx';
import type { JsonResume } from 'genai';
import type { Design, PageSize, RenderOptions } from '../design';
import {
  degreeLine,
  formatRange,
  groupByEmployer,
  printable,
  type PrintableResume,
  type PrintedItem,
  type PrintedRole,
  type RangeStyle,
} from './printable-resume';
import { convertToPdf } from './libreoffice';

type CellBlock = Paragraph | Table;
type Block = CellBlock | Textbox;

interface WordLayout {
  /** The body, in reading order. */
  children: Block[];
  header?: Paragraph[];
  footer?: Paragraph[];
  /** Default font and size (half-points) for the document. */
  font: string;
  size: number;
}

type Builder = (p: PrintableResume, page: { width: number; margin: number }) => WordLayout;

/** Page sizes in twips (1/1440 inch). */
const PAGE: Record<PageSize, { width: number; height: number }> = { letter: { width: 12240, height: 15840 }, a4: { width: 11906, height: 16838 } };

/** XML 1.0 cannot hold most control characters; the JSON occasionally does. */
// eslint-disable-next-line no-control-regex
const clean = (s: string): string => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const run = (text: string, options: Omit<IRunOptions, 'text'> = {}) => new TextRun({ ...options, text: clean(text) });
const para = (children: TextRun[], options: Omit<IParagraphOptions, 'children'> = {}) => new Paragraph({ spacing: { after: 40 }, ...options, children });
const plain = (text: string, options: Omit<IRunOptions, 'text'> = {}) => para([run(text, options)]);
const contactList = (p: PrintableResume): string[] => [p.email, p.phone, p.location, p.url, ...p.profiles].filter(Boolean);
const range = (r: { startDate: string; endDate: string; current?: boolean }, style: RangeStyle) =>
  formatRange(r.startDate, r.endDate, r.current ?? false, style);
const join = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);
const skillText = (s: { name: string; keywords: string[] }) =>
  s.name && s.keywords.length ? `${s.name}: ${s.keywords.join(', ')}` : s.name || s.keywords.join(', ');
const languageText = (p: PrintableResume) => p.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)).join(', ');
const itemHead = (i: PrintedItem, style: RangeStyle) =>
  `${join([i.title, i.by], ', ')}${i.date ? ` (${range({ startDate: i.date, endDate: i.date }, style)})` : ''}`;

function extras(p: PrintableResume): { title: string; items: PrintedItem[] }[] {
  return [
    { title: 'Projects', items: p.projects },
    { title: 'Volunteering', items: p.volunteer },
    { title: 'Awards', items: p.awards },
    { title: 'Certifications', items: p.certificates },
    { title: 'Publications', items: p.publications },
  ].filter((s) => s.items.length);
}

/** Word's own bullet list (numbering definition "dots"), as a list made with the toolbar is. */
const listBullet = (text: string) => para([run(text)], { numbering: { reference: 'dots', level: 0 }, spacing: { after: 0 } });
/** A bullet typed by hand: "•" and a tab with a hanging indent, as many Word resumes have. */
const typedBullet = (text: string, mark = '•') =>
  para([run(`${mark}\t${text}`)], { indent: { left: 360, hanging: 360 }, tabStops: [{ type: TabStopType.LEFT, position: 360 }], spacing: { after: 0 } });

/** Single column with Word's Title and Heading styles: the shape a Word template starts from. */
const headingStyles: Builder = (p) => {
  const style: RangeStyle = { date: 'month-yyyy', separator: ' – ', present: 'Present' };
  const out: Block[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: [run(p.name)] })];
  if (p.label) out.push(plain(p.label, { italics: true }));
  out.push(plain(join(contactList(p), ' | ')));
  const h1 = (t: string) => out.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(t)] }));
  if (p.summary) {
    h1('Summary');
    out.push(plain(p.summary));
  }
  if (p.work.length) h1('Experience');
  for (const r of p.work) {
    out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(r.position)] }));
    out.push(plain(join([r.company, r.location, range(r, style)], ' | ')));
    if (r.summary) out.push(plain(r.summary));
    out.push(...r.highlights.map(listBullet));
  }
  if (p.education.length) h1('Education');
  for (const e of p.education) {
    out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(e.institution)] }));
    out.push(plain(join([degreeLine(e), range(e, style), e.score ? `GPA ${e.score}` : ''], ' | ')));
  }
  if (p.skills.length) {
    h1('Skills');
    out.push(...p.skills.map((s) => listBullet(skillText(s))));
  }
  for (const s of extras(p)) {
    h1(s.title);
    for (const i of s.items) {
      out.push(plain(itemHead(i, style), { bold: true }));
      if (i.summary) out.push(plain(i.summary));
      out.push(...i.highlights.map(listBullet));
    }
  }
  if (p.languages.length) {
    h1('Languages');
    out.push(plain(languageText(p)));
  }
  return { children: out, font: 'Calibri', size: 22 };
};

/** No styles at all: bold capitals with a rule for headings, "Company — Title" lines, typed bullets. */
const boldParagraphs: Builder = (p) => {
  const style: RangeStyle = { date: 'mon-yyyy', separator: ' - ', present: 'Present' };
  const out: Block[] = [plain(p.name.toUpperCase(), { bold: true, size: 32 }), plain(join(contactList(p), ' • '), { size: 20 })];
  const h = (t: string) =>
    out.push(
      para([run(t.toUpperCase(), { bold: true })], {
        spacing: { before: 200, after: 60 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000', space: 1 } },
      }),
    );
  if (p.summary) {
    h('Profile');
    out.push(plain(p.summary));
  }
  if (p.work.length) h('Professional Experience');
  for (const r of p.work) {
    out.push(
      para([run(`${join([r.company, r.location], ', ')} — `, { bold: true }), run(r.position, { bold: true, italics: true })], {
        spacing: { before: 120, after: 0 },
      }),
    );
    out.push(plain(range(r, style), { italics: true }));
    if (r.summary) out.push(plain(r.summary));
    out.push(...r.highlights.map((t) => typedBullet(t)));
  }
  if (p.education.length) h('Education');
  for (const e of p.education)
    out.push(para([run(e.institution, { bold: true }), run(`, ${join([degreeLine(e), e.score], ', ')}`)]), plain(range(e, style), { italics: true }));
  if (p.skills.length) {
    h('Skills');
    out.push(...p.skills.map((s) => para([run(`${s.name}${s.name ? ': ' : ''}`, { bold: true }), run(s.keywords.join(', '))])));
  }
  if (p.languages.length) {
    h('Languages');
    out.push(plain(languageText(p)));
  }
  for (const s of extras(p)) {
    h(s.title);
    for (const i of s.items) out.push(plain(join([itemHead(i, style), i.summary], '. ')));
  }
  return { children: out, font: 'Times New Roman', size: 22 };
};

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};
const cell = (children: CellBlock[], width: number, extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {}) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 40, bottom: 40, left: 100, right: 100 },
    ...extra,
    children: children.length ? children : [new Paragraph({})],
  });

/** A borderless two-column table: dates or labels on the left, the entry on the right. */
const twoColumnTable: Builder = (p, page) => {
  const style: RangeStyle = { date: 'mm/yyyy', separator: ' – ', present: 'today' };
  const text = page.width - 2 * page.margin;
  const left = Math.round(text * 0.24);
  const rows: TableRow[] = [];
  const row = (label: CellBlock[], body: CellBlock[]) => rows.push(new TableRow({ cantSplit: true, children: [cell(label, left), cell(body, text - left)] }));
  const section = (t: string) =>
    rows.push(
      new TableRow({
        children: [
          cell([plain(t, { bold: true, size: 24, color: '2E5E8C' })], text, {
            columnSpan: 2,
            borders: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '2E5E8C' } },
          }),
        ],
      }),
    );
  if (p.summary) {
    section('Profile');
    row([], [plain(p.summary)]);
  }
  if (p.work.length) section('Work experience');
  for (const r of p.work)
    row(
      [plain(range(r, style))],
      [
        plain(r.position, { bold: true }),
        plain(join([r.company, r.location], ', '), { italics: true }),
        ...(r.summary ? [plain(r.summary)] : []),
        ...r.highlights.map((t) => typedBullet(t, '–')),
      ],
    );
  if (p.education.length) section('Education');
  for (const e of p.education)
    row(
      [plain(range(e, style))],
      [
        plain(degreeLine(e) || e.institution, { bold: true }),
        ...(degreeLine(e) ? [plain(e.institution)] : []),
        ...(e.score ? [plain(`Grade: ${e.score}`)] : []),
      ],
    );
  if (p.skills.length) section('Skills');
  for (const s of p.skills) row([plain(s.name, { bold: true })], [plain(s.keywords.join(', '))]);
  if (p.languages.length) section('Languages');
  for (const l of p.languages) row([plain(l.language, { bold: true })], [plain(l.fluency)]);
  for (const s of extras(p)) {
    section(s.title);
    for (const i of s.items)
      row(
        [plain(i.date ? range({ startDate: i.date, endDate: '' }, style) : '')],
        [plain(join([i.title, i.by], ', '), { bold: true }), ...(i.summary ? [plain(i.summary)] : [])],
      );
  }
  return {
    children: [
      plain(p.name, { bold: true, size: 36 }),
      ...(p.label ? [plain(p.label, { size: 24 })] : []),
      plain(join(contactList(p), '  ·  ')),
      new Table({ width: { size: text, type: WidthType.DXA }, columnWidths: [left, text - left], layout: TableLayoutType.FIXED, borders: NO_BORDERS, rows }),
    ],
    font: 'Arial',
    size: 20,
  };
};

/** One two-cell table filling the page: a shaded sidebar (contact, skills, education) and the main column. */
const sidebarTable: Builder = (p, page) => {
  const style: RangeStyle = { date: 'yyyy', separator: '–', present: 'Present' };
  const text = page.width - 2 * page.margin;
  const side = Math.round(text * 0.32);
  const sideHead = (t: string) => plain(t.toUpperCase(), { bold: true, color: '1B5E20', size: 20 });
  const mainHead = (t: string) => para([run(t, { bold: true, size: 28, color: '1B5E20' })], { spacing: { before: 160, after: 60 } });
  const sidebar: CellBlock[] = [sideHead('Contact'), ...contactList(p).map((c) => plain(c, { size: 18 }))];
  if (p.skills.length) sidebar.push(sideHead('Skills'), ...p.skills.map((s) => plain(skillText(s), { size: 18 })));
  if (p.languages.length) sidebar.push(sideHead('Languages'), ...p.languages.map((l) => plain(join([l.language, l.fluency], ' — '), { size: 18 })));
  if (p.education.length)
    sidebar.push(
      sideHead('Education'),
      ...p.education.flatMap((e) => [
        plain(degreeLine(e) || e.institution, { bold: true, size: 18 }),
        ...(degreeLine(e) ? [plain(e.institution, { size: 18 })] : []),
        plain(join([range(e, style), e.score], ', '), { size: 18 }),
      ]),
    );
  if (p.certificates.length) sidebar.push(sideHead('Certificates'), ...p.certificates.map((c) => plain(itemHead(c, style), { size: 18 })));
  const main: CellBlock[] = [plain(p.name, { bold: true, size: 40 }), ...(p.label ? [plain(p.label, { size: 26, color: '555555' })] : [])];
  if (p.summary) main.push(mainHead('About'), plain(p.summary));
  if (p.work.length) main.push(mainHead('Experience'));
  for (const r of p.work)
    main.push(
      plain(r.position, { bold: true }),
      plain(`${join([r.company, r.location], ', ')} | ${range(r, style)}`, { color: '555555' }),
      ...(r.summary ? [plain(r.summary)] : []),
      ...r.highlights.map(listBullet),
    );
  for (const s of extras(p).filter((x) => x.title !== 'Certifications')) {
    main.push(mainHead(s.title));
    for (const i of s.items) main.push(plain(itemHead(i, style), { bold: true }), ...(i.summary ? [plain(i.summary)] : []));
  }
  return {
    children: [
      new Table({
        width: { size: text, type: WidthType.DXA },
        columnWidths: [side, text - side],
        layout: TableLayoutType.FIXED,
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              cell(sidebar, side, {
                shading: { type: ShadingType.CLEAR, fill: 'E8F1E8', color: 'auto' },
                margins: { top: 200, bottom: 200, left: 200, right: 200 },
              }),
              cell(main, text - side, { margins: { top: 100, bottom: 100, left: 300, right: 100 }, verticalAlign: VerticalAlign.TOP }),
            ],
          }),
        ],
      }),
    ],
    font: 'Georgia',
    size: 20,
  };
};

/** Name and contact details in the page header (repeated on every page), one-line role headers in the body. */
const headerContact: Builder = (p, page) => {
  const style: RangeStyle = { date: 'mon-yyyy', separator: ' – ', present: 'Current' };
  const right = page.width - 2 * page.margin;
  const out: Block[] = [];
  const h = (t: string) => out.push(para([run(t, { bold: true, smallCaps: true, size: 26 })], { spacing: { before: 180, after: 60 } }));
  if (p.summary) {
    h('Summary');
    out.push(plain(p.summary));
  }
  if (p.work.length) h('Experience');
  for (const r of p.work) {
    out.push(
      para([run(`${r.position}, ${r.company}`, { bold: true }), run(`\t${range(r, style)}`)], {
        tabStops: [{ type: TabStopType.RIGHT, position: right }],
        spacing: { before: 100, after: 20 },
      }),
    );
    if (r.location) out.push(plain(r.location, { italics: true }));
    if (r.summary) out.push(plain(r.summary));
    out.push(...r.highlights.map(listBullet));
  }
  if (p.education.length) h('Education');
  for (const e of p.education)
    out.push(
      para([run(join([degreeLine(e), e.institution], ', '), { bold: true }), run(`\t${range(e, style)}`)], {
        tabStops: [{ type: TabStopType.RIGHT, position: right }],
      }),
      ...(e.score ? [plain(`GPA: ${e.score}`)] : []),
    );
  if (p.skills.length) {
    h('Skills');
    out.push(...p.skills.map((s) => plain(skillText(s))));
  }
  for (const s of extras(p)) {
    h(s.title);
    out.push(...s.items.map((i) => plain(join([itemHead(i, style), i.summary], ' — '))));
  }
  if (p.languages.length) {
    h('Languages');
    out.push(plain(languageText(p)));
  }
  return {
    header: [
      para([run(p.name, { bold: true, size: 32 })], { alignment: AlignmentType.CENTER }),
      para([run(join([p.label, ...contactList(p)], ' | '), { size: 18 })], {
        alignment: AlignmentType.CENTER,
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '999999', space: 4 } },
      }),
    ],
    footer: [para([run(`${p.name} — Résumé`, { size: 16, color: '888888' })], { alignment: AlignmentType.RIGHT })],
    children: out,
    font: 'Garamond',
    size: 22,
  };
};

/** Text boxes and frames: the contact block in a frame at the top right, the profile in a text box. */
const textBoxes: Builder = (p, page) => {
  const style: RangeStyle = { date: 'mm/yyyy', separator: ' - ', present: 'now' };
  const text = page.width - 2 * page.margin;
  const frameWidth = Math.round(text * 0.38);
  const frame = {
    type: 'absolute' as const,
    position: { x: text - frameWidth, y: 0 },
    width: frameWidth,
    anchor: { horizontal: 'margin' as const, vertical: 'margin' as const },
  };
  const out: Block[] = contactList(p).map((c) => para([run(c, { size: 18 })], { frame, alignment: AlignmentType.RIGHT, spacing: { after: 0 } }));
  out.push(plain(p.name, { bold: true, size: 40, color: '7B2D26' }));
  if (p.label) out.push(plain(p.label, { size: 24 }));
  out.push(para([], { spacing: { after: 600 } }));
  if (p.summary)
    out.push(
      new Textbox({
        style: { width: `${Math.round(text / 20)}pt`, height: '80pt' },
        children: [plain('Profile', { bold: true }), plain(p.summary, { size: 19 })],
      }),
    );
  const h = (t: string) =>
    out.push(
      para([run(t, { bold: true, size: 26, color: '7B2D26' })], {
        spacing: { before: 200, after: 60 },
        border: { left: { style: BorderStyle.SINGLE, size: 24, color: '7B2D26', space: 6 } },
      }),
    );
  if (p.work.length) h('Career');
  for (const r of p.work) {
    out.push(para([run(r.position, { bold: true }), run(` at ${r.company}`)], { spacing: { before: 100, after: 0 } }));
    out.push(plain(join([range(r, style), r.location], ' · '), { italics: true, size: 19 }));
    if (r.summary) out.push(plain(r.summary));
    out.push(...r.highlights.map((t) => typedBullet(t, '▪')));
  }
  if (p.education.length) h('Education');
  for (const e of p.education) out.push(plain(join([degreeLine(e), e.institution, range(e, style), e.score], ', ')));
  if (p.skills.length) {
    h('Skills');
    out.push(...p.skills.map((s) => plain(skillText(s))));
  }
  if (p.languages.length) {
    h('Languages');
    out.push(plain(languageText(p)));
  }
  for (const s of extras(p)) {
    h(s.title);
    out.push(...s.items.map((i) => plain(itemHead(i, style))));
  }
  return { children: out, font: 'Trebuchet MS', size: 20 };
};

/** Tab stops: the title with its dates right-aligned on one line, employer and place below, dotted leaders in education. */
const tabStopDates: Builder = (p, page) => {
  const style: RangeStyle = { date: 'month-yyyy', separator: ' – ', present: 'Present' };
  const right = page.width - 2 * page.margin;
  const tabs = [{ type: TabStopType.RIGHT, position: right }];
  const out: Block[] = [
    para([run(p.name, { size: 34 })], { alignment: AlignmentType.CENTER }),
    para([run(join(contactList(p), ' ◦ '), { size: 19 })], { alignment: AlignmentType.CENTER }),
  ];
  const h = (t: string) =>
    out.push(
      para([run(t, { bold: true, color: '404040' })], {
        spacing: { before: 220, after: 80 },
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: '404040', space: 2 } },
      }),
    );
  if (p.summary) {
    h('SUMMARY');
    out.push(plain(p.summary));
  }
  if (p.work.length) h('EXPERIENCE');
  for (const r of p.work) {
    out.push(para([run(r.position, { bold: true }), run(`\t${range(r, style)}`)], { tabStops: tabs, spacing: { before: 120, after: 0 } }));
    out.push(para([run(r.company, { italics: true }), run(`\t${r.location}`, { italics: true })], { tabStops: tabs }));
    if (r.summary) out.push(plain(r.summary));
    out.push(...r.highlights.map(listBullet));
  }
  if (p.education.length) h('EDUCATION');
  for (const e of p.education)
    out.push(
      para([run(e.institution, { bold: true }), run(`\t${range(e, style)}`)], { tabStops: [{ type: TabStopType.RIGHT, position: right, leader: 'dot' }] }),
      plain(join([degreeLine(e), e.score ? `GPA ${e.score}` : ''], '; ')),
    );
  if (p.skills.length) {
    h('SKILLS');
    out.push(plain(p.skills.map(skillText).join(' • ')));
  }
  for (const s of extras(p)) {
    h(s.title.toUpperCase());
    for (const i of s.items)
      out.push(
        para([run(join([i.title, i.by], ', '), { bold: true }), run(i.date ? `\t${range({ startDate: i.date, endDate: '' }, style)}` : '')], {
          tabStops: tabs,
        }),
        ...(i.summary ? [plain(i.summary)] : []),
      );
  }
  if (p.languages.length) {
    h('LANGUAGES');
    out.push(plain(languageText(p)));
  }
  return { children: out, font: 'Cambria', size: 21 };
};

/** Each employer once, in bold with its place, and every role held there beneath it with its own dates. */
const groupedEmployer: Builder = (p, page) => {
  const style: RangeStyle = { date: 'mm/yyyy', separator: ' – ', present: 'Present' };
  const right = page.width - 2 * page.margin;
  const tabs = [{ type: TabStopType.RIGHT, position: right }];
  const out: Block[] = [
    plain(p.name, { bold: true, size: 30, font: 'Verdana' }),
    ...(p.label ? [plain(p.label)] : []),
    ...contactList(p).map((c) => plain(c, { size: 17 })),
  ];
  const h = (t: string) => out.push(new Paragraph({ heading: HeadingLevel.HEADING_3, spacing: { before: 200, after: 60 }, children: [run(t.toUpperCase())] }));
  if (p.summary) {
    h('Profile');
    out.push(plain(p.summary));
  }
  if (p.work.length) h('Work History');
  for (const g of groupByEmployer(p.work)) {
    const roles: PrintedRole[] = g.roles;
    const first = roles[roles.length - 1];
    const last = roles[0];
    const span = first && last ? range({ startDate: first.startDate, endDate: last.endDate, current: last.current }, style) : '';
    out.push(
      para([run(g.company, { bold: true, size: 21 }), run(`\t${join([g.location, roles.length > 1 ? span : ''], ' | ')}`)], {
        tabStops: tabs,
        spacing: { before: 140, after: 20 },
      }),
    );
    for (const r of roles) {
      out.push(
        para([run(r.position, { italics: true, bold: true }), run(`\t${range(r, style)}`, { italics: true })], {
          tabStops: tabs,
          indent: { left: 240 },
          spacing: { before: 40, after: 0 },
        }),
      );
      if (r.summary) out.push(para([run(r.summary)], { indent: { left: 240 } }));
      out.push(...r.highlights.map((t) => para([run(t)], { numbering: { reference: 'dots', level: 1 }, spacing: { after: 0 } })));
    }
  }
  if (p.education.length) h('Education');
  for (const e of p.education)
    out.push(para([run(e.institution, { bold: true }), run(`\t${range(e, style)}`)], { tabStops: tabs }), plain(join([degreeLine(e), e.score], ', ')));
  if (p.skills.length) {
    h('Skills');
    out.push(...p.skills.map((s) => listBullet(skillText(s))));
  }
  if (p.languages.length) {
    h('Languages');
    out.push(...p.languages.map((l) => listBullet(join([l.language, l.fluency], ': '))));
  }
  for (const s of extras(p)) {
    h(s.title);
    out.push(...s.items.map((i) => listBullet(join([itemHead(i, style), i.summary], ': '))));
  }
  return { children: out, font: 'Verdana', size: 18 };
};

/** Newspaper columns: a one-column head, then the body in two text columns (a Word "Columns" section). */
const newspaperColumns: Builder = (p) => {
  const style: RangeStyle = { date: 'yyyy-mm', separator: ' → ', present: 'present' };
  const out: Block[] = [];
  const h = (t: string) => out.push(para([run(t, { bold: true, size: 24, color: '00607A' })], { spacing: { before: 160, after: 40 } }));
  if (p.work.length) h('Experience');
  for (const r of p.work) {
    out.push(plain(r.position, { bold: true }), plain(r.company), plain(join([range(r, style), r.location], ', '), { size: 17, color: '666666' }));
    if (r.summary) out.push(plain(r.summary));
    out.push(...r.highlights.map((t) => typedBullet(t, '·')));
  }
  if (p.education.length) h('Education');
  for (const e of p.education)
    out.push(plain(e.institution, { bold: true }), plain(degreeLine(e)), plain(join([range(e, style), e.score], ', '), { size: 17, color: '666666' }));
  if (p.skills.length) {
    h('Skills');
    out.push(...p.skills.map((s) => plain(skillText(s))));
  }
  if (p.languages.length) {
    h('Languages');
    out.push(...p.languages.map((l) => plain(join([l.language, l.fluency], ' – '))));
  }
  for (const s of extras(p)) {
    h(s.title);
    out.push(...s.items.map((i) => plain(join([itemHead(i, style), i.summary], ' – '))));
  }
  return { children: out, font: 'Helvetica', size: 19 };
};

/** The head of the newspaper-columns design, in a one-column section of its own. */
const newspaperHead = (p: PrintableResume): Block[] => [
  plain(p.name, { bold: true, size: 44, color: '00607A' }),
  ...(p.label ? [plain(p.label, { size: 24 })] : []),
  plain(join(contactList(p), ' | '), { size: 18 }),
  ...(p.summary ? [para([run(p.summary, { italics: true })], { spacing: { before: 120, after: 120 } })] : []),
];

const NUMBERING = {
  config: [
    {
      reference: 'dots',
      levels: [
        { level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } },
        { level: 1, format: LevelFormat.BULLET, text: '–', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 260 } } } },
      ],
    },
  ],
};

async function writeDocx(name: string, build: Builder, margin: number, p: PrintableResume, pageSize: PageSize): Promise<Buffer> {
  const size = PAGE[pageSize];
  const layout = build(p, { width: size.width, margin });
  const page = {
    size: { width: size.width, height: size.height },
    margin: { top: margin, bottom: margin, left: margin, right: margin, header: 500, footer: 500 },
  };
  const sections: ISectionOptions[] =
    name === 'newspaper-columns'
      ? [
          { properties: { page }, children: newspaperHead(p) },
          { properties: { page, type: 'continuous' as const, column: { count: 2, space: 560, equalWidth: true } }, children: layout.children },
        ]
      : [
          {
            properties: { page },
            ...(layout.header ? { headers: { default: new Header({ children: layout.header }) } } : {}),
            ...(layout.footer ? { footers: { default: new Footer({ children: layout.footer }) } } : {}),
            children: layout.children,
          },
        ];
  const doc = new Document({
    creator: 'HireGen eval',
    title: 'Resume',
    numbering: NUMBERING,
    styles: { default: { document: { run: { font: layout.font, size: layout.size } } } },
    sections,
  });
  return Packer.toBuffer(doc);
}

/** margin: the page margins in twips, the same on every side. */
function wordDesign(name: string, source: string, margin: number, build: Builder): Design {
  const id = `word:${name}`;
  return {
    id,
    family: 'word',
    formats: ['docx', 'pdf'],
    source,
    async render(resume: JsonResume, options: RenderOptions): Promise<Buffer> {
      const docx = await writeDocx(name, build, margin, printable(resume), options.pageSize);
      return options.format === 'docx' ? docx : convertToPdf(id, docx, options.workDir);
    },
  };
}

export const wordDesigns: Design[] = [
  wordDesign('heading-styles', 'docx npm: Title/Heading 1/Heading 2 styles, Word bullet list (Calibri)', 1080, headingStyles),
  wordDesign('bold-paragraphs', 'docx npm: no styles, bold ruled headings, typed bullets (Times New Roman)', 1440, boldParagraphs),
  wordDesign('two-column-table', 'docx npm: borderless table, dates and labels in the left column (Arial)', 1000, twoColumnTable),
  wordDesign('sidebar-table', 'docx npm: one two-cell table, shaded sidebar (Georgia)', 720, sidebarTable),
  wordDesign('header-contact', 'docx npm: name and contact in the page header, one-line role headers (Garamond)', 1080, headerContact),
  wordDesign('text-boxes', 'docx npm: contact in a frame, profile in a text box (Trebuchet MS)', 1000, textBoxes),
  wordDesign('tab-stop-dates', 'docx npm: right tab stops for dates, dotted leaders (Cambria)', 1200, tabStopDates),
  wordDesign('grouped-employer', 'docx npm: roles grouped under each employer, Heading 3 sections (Verdana)', 900, groupedEmployer),
  wordDesign('newspaper-columns', 'docx npm: one-column head, body in two newspaper columns (Helvetica)', 900, newspaperColumns),
];
