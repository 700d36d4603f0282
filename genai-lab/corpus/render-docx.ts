/**
 * Word layouts of a corpus resume written with `docx`: heading styles with tab-stopped dates,
 * a table-built resume, and a compact one without heading styles. Read as DOCX directly and,
 * where LibreOffice is installed, converted to PDF by it (a second generator).
 */
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TabStopType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { Rng } from './random';
import { cityOf } from './parser-hazards';
import { formatDate, formatRange, printedSkills, type CorpusTruth, type TruthRole } from './truth';

export const DOCX_LAYOUTS = ['docx-headings', 'docx-table', 'docx-compact'] as const;
export type DocxLayout = (typeof DOCX_LAYOUTS)[number];

const FONT = 'DejaVu Sans';
const run = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, font: FONT, size: opts.size ?? 20, ...opts });
const para = (children: TextRun[], extra: Record<string, unknown> = {}) => new Paragraph({ children, spacing: { after: 60 }, ...extra });
const bullet = (text: string) => new Paragraph({ children: [run(text)], bullet: { level: 0 } });
const tabbed = (left: TextRun[], right: string) =>
  new Paragraph({ children: [...left, run(`\t${right}`)], tabStops: [{ type: TabStopType.RIGHT, position: 9000 }] });

function heading(text: string, styled: boolean): Paragraph {
  return styled
    ? new Paragraph({ text, heading: HeadingLevel.HEADING_2 })
    : para([run(text.toUpperCase(), { bold: true, size: 22 })], {
        spacing: { before: 200, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '888888', space: 1 } },
      });
}

function roleParagraphs(role: TruthRole, truth: CorpusTruth, layout: DocxLayout): Paragraph[] {
  const dates = formatRange(role, truth);
  const place = truth.hazards.includes('firm-city') ? cityOf(role.location) : role.location;
  const first = role === truth.roles[0];
  // A title holding a section word on a bold paragraph of its own, the employer and dates below.
  if (first && truth.hazards.includes('section-word-title'))
    return [para([run(role.title, { bold: true })]), tabbed([run(`${role.company}, ${place}`)], dates), ...role.bullets.map(bullet)];
  if (first && truth.hazards.includes('long-title-line'))
    return [para([run(`${role.title}, ${role.company}`, { bold: true })]), para([run(`${dates} | ${role.location}`)]), ...role.bullets.map(bullet)];
  const head =
    layout === 'docx-compact'
      ? [tabbed([run(`${role.company} | ${role.title}`, { bold: true })], dates)]
      : [tabbed([run(role.title, { bold: true })], dates), para([run(`${role.company}, ${place}`, { italics: true })])];
  return [...head, ...role.bullets.map(bullet)];
}

function cell(children: Paragraph[], width: number): TableCell {
  return new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE } });
}

export async function renderDocx(truth: CorpusTruth, layout: DocxLayout, rng: Rng): Promise<Uint8Array> {
  const h = truth.style.headings;
  const styled = layout === 'docx-headings';
  const children: (Paragraph | Table)[] = [];
  const contactParts = [truth.email, truth.phone, truth.location, ...(truth.url ? [truth.url] : [])];
  const contact = contactParts.join(' | ');
  if (layout === 'docx-table') {
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              cell([para([run(truth.name, { bold: true, size: 36 })])], 50),
              cell([para([run(truth.email)]), para([run(truth.phone)]), para([run(truth.location)]), ...(truth.url ? [para([run(truth.url)])] : [])], 50),
            ],
          }),
        ],
      }),
    );
  } else {
    children.push(para([run(truth.name, { bold: true, size: 36 })], { alignment: rng.chance(0.5) ? AlignmentType.CENTER : AlignmentType.LEFT }));
    if (truth.hazards.includes('contact-lines'))
      for (const part of [truth.location, ...contactParts.filter((p) => p !== truth.location)]) children.push(para([run(part)]));
    else children.push(para([run(contact)]));
  }
  children.push(heading(h.summary, styled), para([run(truth.summary)]));
  children.push(heading(h.experience, styled));
  if (layout === 'docx-table') {
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: truth.roles.map(
          (role) =>
            new TableRow({
              children: [
                cell([para([run(formatRange(role, truth))])], 25),
                cell(
                  [
                    para([run(role.title, { bold: true })]),
                    para([run(`${role.company}, ${truth.hazards.includes('firm-city') ? cityOf(role.location) : role.location}`)]),
                    ...role.bullets.map(bullet),
                  ],
                  75,
                ),
              ],
            }),
        ),
      }),
    );
  } else for (const role of truth.roles) children.push(...roleParagraphs(role, truth, layout));
  children.push(heading(h.education, styled));
  for (const e of truth.education) {
    children.push(tabbed([run(e.degree, { bold: true })], formatDate(e.end, truth.style.dateStyle)), para([run(e.institution)]));
    if (e.gpa) children.push(para([run(e.gpa.written)]));
  }
  children.push(heading(h.skills, styled));
  if (rng.chance(0.5)) children.push(para([run(printedSkills(truth).join(', '))]));
  else for (const s of printedSkills(truth)) children.push(bullet(s));
  if (truth.hiddenText) {
    // Word's hidden text: white and 1 pt (a common trick in Word templates).
    children.push(para([new TextRun({ text: truth.hiddenText, font: FONT, size: 2, color: 'FFFFFF' })]));
  }
  const doc = new Document({ styles: { default: { document: { run: { font: FONT, size: 20 } } } }, sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
