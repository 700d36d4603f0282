// The DOCX reader leaves out what nobody sees in Word (hidden runs, white on white, text under
// 2 pt) and keeps paragraph boundaries inside table cells. Each document is written with `docx`.
import { HeadingLevel, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { checkAts } from '../src/ats/check-ats';
import { readDocxLines } from '../src/docx/docx-lines';
import { contrastRatio, removeHiddenRuns } from '../src/docx/hidden-runs';
import { readResumeDocument } from '../src/document/parse-resume-document';
import { makeDocx } from './document-fixtures';

const MB = 1024 * 1024;
const STUFFING = 'Kubernetes Terraform Golang Kafka Snowflake';

type Child = Paragraph | Table;

/** A short resume with `extra` paragraphs at the end of its skills section. */
function resume(extra: Child[]): Child[] {
  return [
    new Paragraph({ children: [new TextRun({ text: 'Maria Lopez', bold: true, size: 36 })] }),
    new Paragraph('maria.lopez@example.com | +1 312 555 0147 | Chicago, IL'),
    new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ children: [new TextRun({ text: 'Registered Nurse, Mercy Hospital', bold: true })] }),
    new Paragraph('Jan 2019 - Present'),
    new Paragraph({ text: 'Cared for 20 patients per shift on a surgical ward', bullet: { level: 0 } }),
    new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
    new Paragraph('Wound care, Triage, IV therapy'),
    ...extra,
  ];
}

async function textOf(bytes: Uint8Array): Promise<{ text: string; hiddenChars: number }> {
  const read = await readDocxLines(bytes, 60 * MB);
  return { text: read.lines.map((l) => l.text).join('\n'), hiddenChars: read.hiddenChars };
}

describe('DOCX hidden text', () => {
  it('drops a run marked hidden (w:vanish) and keeps the visible runs of its paragraph', async () => {
    const bytes = await makeDocx(
      resume([new Paragraph({ children: [new TextRun('Patient education'), new TextRun({ text: ` ${STUFFING}`, vanish: true })] })]),
    );
    const { text, hiddenChars } = await textOf(bytes);
    expect(text).toContain('Patient education');
    expect(text).not.toContain('Kubernetes');
    expect(hiddenChars).toBe(STUFFING.length + 1);
  });

  it('drops white text on a page with no shading, and the parsed skills do not hold it', async () => {
    const bytes = await makeDocx(resume([new Paragraph({ children: [new TextRun({ text: STUFFING, color: 'FFFFFF' })] })]));
    const document = await readResumeDocument(bytes, 'white.docx');
    const { parsed } = document;
    expect(parsed.text).not.toContain('Kubernetes');
    expect(parsed.resume.skills.flatMap((s) => s.keywords)).toEqual(['Wound care', 'Triage', 'IV therapy']);
    // The ATS check says so, as it does for a PDF.
    const finding = checkAts(document).findings.find((f) => f.id === 'hidden-text');
    expect(finding).toMatchObject({ severity: 'critical', title: 'Hidden text' });
    expect(finding!.detail).toMatch(/^\d+ characters are invisible to a reader/);
    // Near-white (FAFAFA on white) is as invisible as white.
    expect((await textOf(await makeDocx(resume([new Paragraph({ children: [new TextRun({ text: STUFFING, color: 'FAFAFA' })] })])))).text).not.toContain(
      'Kubernetes',
    );
  });

  it('keeps white text on a dark shaded paragraph or cell (a banner), and light grey text on white', async () => {
    const banner = new Paragraph({
      shading: { type: ShadingType.CLEAR, fill: '1F2937', color: 'auto' },
      children: [new TextRun({ text: 'Clinical Lead', color: 'FFFFFF' })],
    });
    const cell = new Table({
      rows: [
        new TableRow({
          children: [
            new TableCell({
              shading: { type: ShadingType.CLEAR, fill: '0B3D91', color: 'auto' },
              children: [new Paragraph({ children: [new TextRun({ text: 'Night shift coordinator', color: 'FFFFFF' })] })],
            }),
          ],
        }),
      ],
    });
    const grey = new Paragraph({ children: [new TextRun({ text: 'Quality improvement', color: 'AAAAAA' })] });
    const { text, hiddenChars } = await textOf(await makeDocx(resume([banner, cell, grey])));
    expect(text).toContain('Clinical Lead');
    expect(text).toContain('Night shift coordinator');
    expect(text).toContain('Quality improvement');
    expect(hiddenChars).toBe(0);
  });

  it('drops text under 2 pt (w:sz below 4 half-points) and keeps 2 pt and larger', async () => {
    const tiny = new Paragraph({ children: [new TextRun({ text: STUFFING, size: 2 })] });
    const small = new Paragraph({ children: [new TextRun({ text: 'Phlebotomy', size: 4 })] });
    const { text } = await textOf(await makeDocx(resume([tiny, small])));
    expect(text).not.toContain('Kubernetes');
    expect(text).toContain('Phlebotomy');
  });

  it('drops text hidden through a character style (the run itself carries no colour)', async () => {
    const styles = { characterStyles: [{ id: 'Invisible', name: 'Invisible', run: { color: 'FFFFFF', size: 2 } }] };
    const bytes = await makeDocx(resume([new Paragraph({ children: [new TextRun({ text: STUFFING, style: 'Invisible' })] })]), styles);
    expect((await textOf(bytes)).text).not.toContain('Kubernetes');
  });

  it('measures contrast as WCAG does (white on white 1, black on white 21)', () => {
    expect(contrastRatio('FFFFFF', 'FFFFFF')).toBe(1);
    expect(contrastRatio('000000', 'FFFFFF')).toBeCloseTo(21, 5);
  });

  it('keeps white text where the XML cannot tell what is behind it: a text box, a table style that shades cells', () => {
    const white = '<w:r><w:rPr><w:color w:val="FFFFFF"/></w:rPr><w:t>Profile</w:t></w:r>';
    const textBox = `<w:body><w:p><w:r><w:drawing><wps:txbx><w:txbxContent><w:p>${white}</w:p></w:txbxContent></wps:txbx></w:drawing></w:r></w:p></w:body>`;
    expect(removeHiddenRuns(textBox, null).runs).toBe(0);
    const styles =
      '<w:styles><w:style w:type="table" w:styleId="Banded"><w:tblStylePr w:type="firstRow"><w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/></w:tcPr></w:tblStylePr></w:style></w:styles>';
    const table = `<w:body><w:tbl><w:tblPr><w:tblStyle w:val="Banded"/></w:tblPr><w:tr><w:tc><w:p>${white}</w:p></w:tc></w:tr></w:tbl></w:body>`;
    expect(removeHiddenRuns(table, styles).runs).toBe(0);
    // The same table without that style: white on white.
    expect(removeHiddenRuns(table.replace('<w:tblStyle w:val="Banded"/>', ''), styles).runs).toBe(1);
    const shadedStyle = '<w:styles><w:style w:type="paragraph" w:styleId="Banner"><w:pPr><w:shd w:val="clear" w:fill="000000"/></w:pPr></w:style></w:styles>';
    expect(removeHiddenRuns(`<w:body><w:p><w:pPr><w:pStyle w:val="Banner"/></w:pPr>${white}</w:p></w:body>`, shadedStyle).runs).toBe(0);
  });

  it('cuts only whole runs, leaving the XML around them as it was', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>Seen</w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>Unseen</w:t></w:r><w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>Shown</w:t></w:r></w:p></w:body>';
    expect(removeHiddenRuns(xml, null)).toEqual({
      xml: '<w:body><w:p><w:r><w:t>Seen</w:t></w:r><w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>Shown</w:t></w:r></w:p></w:body>',
      paragraphs: [],
      runs: 1,
      chars: 6,
    });
  });
});

describe('DOCX typography', () => {
  it("gives each line its paragraph's type size and spacing, so a heading in unusual words is still a section", async () => {
    const heading = (text: string) => new Paragraph({ spacing: { before: 240, after: 80 }, children: [new TextRun({ text, bold: true, size: 24 })] });
    const body = (text: string, extra: Record<string, unknown> = {}) =>
      new Paragraph({ spacing: { after: 60 }, children: [new TextRun({ text, size: 20 })], ...extra });
    const bytes = await makeDocx([
      new Paragraph({ children: [new TextRun({ text: 'Maria Lopez', bold: true, size: 36 })] }),
      body('maria.lopez@example.com | +1 312 555 0147 | Chicago, IL'),
      heading('SUMMARY'),
      body('Registered nurse with 6 years on surgical wards, calm under pressure and trusted by patients.'),
      heading('WHERE I HAVE WORKED'),
      new Paragraph({
        children: [new TextRun({ text: 'Mercy Hospital | Registered Nurse', bold: true, size: 20 }), new TextRun({ text: '\tJan 2019 - Present', size: 20 })],
      }),
      body('Cared for 20 patients per shift on a surgical ward', { bullet: { level: 0 } }),
      heading('SKILLS'),
      body('Wound care, Triage, IV therapy'),
    ]);
    const read = await readDocxLines(bytes, 60 * MB);
    const worked = read.lines.find((l) => l.text === 'WHERE I HAVE WORKED')!;
    expect(worked).toMatchObject({ fontSize: 12, bold: true });
    // 1.2 × 12 pt + 12 pt before it + 3 pt after the paragraph above.
    expect(worked.gapAbove).toBeCloseTo(29.4, 5);
    expect(read.lines.find((l) => l.text.startsWith('Cared for'))!.fontSize).toBe(10);

    const { resume: parsed } = (await readResumeDocument(bytes, 'typography.docx')).parsed;
    expect(parsed.work).toHaveLength(1);
    expect(parsed.work[0]).toMatchObject({
      name: 'Mercy Hospital',
      position: 'Registered Nurse',
      highlights: ['Cared for 20 patients per shift on a surgical ward'],
    });
  });
});

describe('DOCX tables', () => {
  const cell = (paragraphs: Paragraph[], width: number) => new TableCell({ children: paragraphs, width: { size: width, type: WidthType.PERCENTAGE } });

  it('reads each paragraph of a cell as its own line, cells in order, a dates cell on the role line', async () => {
    const bytes = await makeDocx([
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              cell([new Paragraph({ children: [new TextRun({ text: 'Marcus Brooks', bold: true, size: 36 })] })], 50),
              cell([new Paragraph('marcus.brooks@example.com'), new Paragraph('267-696-6432'), new Paragraph('Columbus, OH')], 50),
            ],
          }),
        ],
      }),
      new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              cell([new Paragraph('July 2024 - Present')], 25),
              cell(
                [
                  new Paragraph({ children: [new TextRun({ text: 'Senior Marketing Manager', bold: true })] }),
                  new Paragraph('Nimbus Travel'),
                  new Paragraph({ text: 'Led a team of 5 marketers', bullet: { level: 0 } }),
                ],
                75,
              ),
            ],
          }),
        ],
      }),
    ]);
    const read = await readDocxLines(bytes, 60 * MB);
    expect(read.lines.map((l) => l.segments)).toEqual([
      ['Marcus Brooks'],
      ['marcus.brooks@example.com'],
      ['267-696-6432'],
      ['Columbus, OH'],
      ['Experience'],
      ['Senior Marketing Manager', 'July 2024 - Present'],
      ['Nimbus Travel'],
      ['Led a team of 5 marketers'],
    ]);
    expect(read.lines[7]!.bulleted).toBe(true);
    expect(read.tables).toBe(2);

    const { resume: parsed } = (await readResumeDocument(bytes, 'table.docx')).parsed;
    expect(parsed.basics).toMatchObject({ name: 'Marcus Brooks', email: 'marcus.brooks@example.com', phone: '267-696-6432' });
    expect(parsed.work[0]).toMatchObject({
      position: 'Senior Marketing Manager',
      name: 'Nimbus Travel',
      startDate: '2024-07',
      current: true,
      highlights: ['Led a team of 5 marketers'],
    });
  });

  it('keeps a row of one-paragraph cells as one line with the cells as segments', async () => {
    // An empty cell of two blank paragraphs does not make the row a stacked one.
    const bytes = await makeDocx([
      new Table({
        rows: [
          new TableRow({
            children: [cell([new Paragraph('SQL')], 40), cell([new Paragraph(''), new Paragraph('')], 20), cell([new Paragraph('Advanced')], 40)],
          }),
        ],
      }),
    ]);
    expect((await readDocxLines(bytes, 60 * MB)).lines.map((l) => l.segments)).toEqual([['SQL', 'Advanced']]);
  });
});

describe('page headers and footers', () => {
  it('reads the contact details a Word template prints in the page header, and a footer line, once', async () => {
    const { Document, Header, Footer, Packer, PageNumber } = await import('docx');
    const body = [
      new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ children: [new TextRun({ text: 'Registered Nurse, Mercy Hospital', bold: true })] }),
      new Paragraph('Jan 2019 - Present'),
      new Paragraph({ text: 'Cared for 20 patients per shift on a surgical ward', bullet: { level: 0 } }),
    ];
    const header = new Header({
      children: [
        new Paragraph({ children: [new TextRun({ text: 'Maria Lopez', bold: true, size: 36 })] }),
        new Paragraph('maria.lopez@example.com | +1 312 555 0147 | Chicago, IL'),
      ],
    });
    const footer = new Footer({
      children: [new Paragraph({ children: [new TextRun('Page '), new TextRun({ children: [PageNumber.CURRENT] })] }), new Paragraph('References on request')],
    });
    const doc = new Document({ sections: [{ headers: { default: header, first: header }, footers: { default: footer }, children: body }] });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const { resume } = (await readResumeDocument(bytes, 'header.docx')).parsed;
    expect([resume.basics.name, resume.basics.email, resume.basics.location.raw]).toEqual(['Maria Lopez', 'maria.lopez@example.com', 'Chicago, IL']);
    const lines = (await readDocxLines(bytes, 10 * MB)).lines.map((l) => l.text);
    expect(lines.filter((l) => l === 'Maria Lopez')).toHaveLength(1);
    expect(lines[lines.length - 1]).toBe('References on request');
    expect(lines.some((l) => /^Page\b/.test(l))).toBe(false);
  });
});
