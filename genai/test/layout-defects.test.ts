// Layout defects seen on real resumes printed through third-party designs (issue 29), each pinned
// on positioned text made here: the geometry of a design, never its words or a person's.
import type { TextItem } from '../src/pdf/clean-text-items';
import { dropRunningLines, pageLines } from '../src/pdf/group-lines';
import { extractSkills } from '../src/resume/extract-skills';
import { detailHighlights } from '../src/resume/extract-work';
import { splitMarginHeadings } from '../src/resume/margin-headings';
import { parseResumeLines } from '../src/resume/parse-resume';
import type { ResumeLine } from '../src/resume/resume-line';
import { resumeLine } from './line-fixtures';

const W = 612;
const H = 792;

const resumeLineAt = (text: string, y: number): ResumeLine => resumeLine(text, { x: 50, y, gapAbove: 12 });

function item(text: string, x: number, y: number, size = 9, bold = false): TextItem {
  return { text, x, y, width: text.length * size * 0.5, fontSize: size, bold, font: bold ? 'Helvetica-Bold' : 'Helvetica' };
}

/** Text set with letter spacing, one item a glyph (as a browser prints `letter-spacing`). */
function spaced(text: string, x: number, y: number, size = 7.6): TextItem[] {
  const out: TextItem[] = [];
  let at = x;
  for (const ch of text) {
    if (ch === ' ') {
      at += 0.4 * size;
      continue;
    }
    out.push({ text: ch, x: at, y, width: 0.5 * size, fontSize: size, bold: true, font: 'Helvetica-Bold' });
    at += 0.55 * size;
  }
  return out;
}

/** A right-hand column of roles from x = 212, each `pitch` apart, with two description lines. */
function roles(top: number, n: number, pitch = 60): TextItem[] {
  const out: TextItem[] = [];
  for (let r = 0; r < n; r++) {
    const y = top + r * pitch;
    out.push(
      item(`Engineer ${r + 1} at Company ${r + 1}`, 212, y),
      item('Built the service that the whole team relied on for its work', 212, y + 12),
      item('and kept it running through two migrations.', 212, y + 24),
    );
  }
  return out;
}

describe('a left label column set with letter spacing', () => {
  it('is read row by row: each date stays with the role on its baseline', () => {
    const dates = [0, 1, 2, 3].flatMap((r) => spaced(`201${r}-01 TO 201${r + 1}-02`, 61, 200 + r * 60 + 1));
    const headings = spaced('EXPERIENCE', 61, 150, 12.7);
    const texts = pageLines([...headings, ...dates, item('Pat Quill', 212, 150, 14), ...roles(200, 4)], 1, W, H).map((l) => l.text);
    const at = texts.findIndex((t) => t.startsWith('Engineer 2 at Company 2'));
    expect(texts[at]).toContain('2011-01 TO 2012-02');
    expect(texts.filter((t) => /TO 201/.test(t))).toHaveLength(4);
  });
});

describe('a margin heading on the row of its first entry', () => {
  it("leaves the entry its own type size, not the heading's", () => {
    const items = [item('EDUCATION', 61, 198, 12.7), item('Eastmoor University', 212, 198, 9.1), item('BSc Physics', 236, 210, 9.1), ...roles(240, 3)];
    const lines = splitMarginHeadings(pageLines(items, 1, W, H));
    expect(lines.slice(0, 2).map((l) => [l.text, l.fontSize, !!l.heading])).toEqual([
      ['EDUCATION', 12.7, true],
      ['Eastmoor University', 9.1, false],
    ]);
  });
});

describe('skills printed as tags or with a level beside the group', () => {
  /** Runs of text left to right, `gapEm` font sizes apart. */
  function row(texts: string[], y: number, gapEm: number, size = 12): TextItem[] {
    let x = 50;
    return texts.map((t) => {
      const it = item(t, x, y, size);
      x += it.width + gapEm * size;
      return it;
    });
  }

  it('reads each tag as a skill and drops the level beside a group name', () => {
    const lines = pageLines(
      [...row(['Frontend', 'Expert'], 100, 1.2, 13), ...row(['JavaScript', 'HTML', 'CSS'], 120, 1.0), ...row(['Web Components', 'Design Systems'], 136, 1.0)],
      1,
      W,
      H,
    );
    expect(extractSkills(lines, 'Skills')).toEqual([{ name: 'Frontend', keywords: ['JavaScript', 'HTML', 'CSS', 'Web Components', 'Design Systems'] }]);
  });

  it('reads a long row of pills, every gap wider than an em, as one skill a pill', () => {
    const lines = pageLines(row(['Spreadsheets Pro', 'Figma', 'Typesetting', 'Notes', 'Kanban', 'Git'], 100, 1.4), 1, W, H);
    expect(extractSkills(lines, 'Skills')).toEqual([{ name: 'Skills', keywords: ['Spreadsheets Pro', 'Figma', 'Typesetting', 'Notes', 'Kanban', 'Git'] }]);
  });

  it('keeps a justified line whole: its word spaces widen alike', () => {
    const lines = pageLines(row(['Built', 'the', 'billing', 'service', 'that', 'the', 'whole', 'team', 'used'], 100, 0.8), 1, W, H);
    expect(lines[0]!.cells).toBeUndefined();
  });
});

describe('a group name inside a skills section that is also a section name', () => {
  it('stays a group of the skills, in a smaller type than the section heading', () => {
    const L = (text: string, fontSize: number, bold = false, gapAbove = 14): ResumeLine => ({
      text,
      segments: text.split('  '),
      page: 1,
      x: 49,
      y: 0,
      fontSize,
      bold,
      gapAbove,
      bulleted: false,
    });
    const parsed = parseResumeLines(
      [
        L('Pat Quill', 22),
        L('pat.quill@mail.example', 12),
        L('Experience', 16.5),
        L('Developer, Nimbus Freight  2019 - 2021', 12, true),
        L('Built the routing service for the whole fleet of trucks', 12),
        L('Skills', 16.5),
        L('Programming Languages', 12, true, 37),
        L('JavaScript, HTML, CSS', 12, true, 26),
        L('Web Development', 12, true, 42),
        L('Angular, Web Components', 12, true, 24),
        L('Languages', 16.5, false, 40),
        L('English, Native speaker', 12),
      ],
      'pdf',
    );
    expect(parsed.resume.skills.flatMap((s) => s.keywords)).toEqual(expect.arrayContaining(['JavaScript', 'HTML', 'CSS', 'Angular']));
    expect(parsed.sections?.map((s) => s.kind)).toEqual(['experience', 'skills', 'languages']);
  });
});

describe('a "Languages" heading over programming languages', () => {
  const L = (text: string, fontSize: number, gapAbove = 14): ResumeLine => ({
    text,
    segments: [text],
    page: 1,
    x: 49,
    y: 0,
    fontSize,
    bold: false,
    gapAbove,
    bulleted: false,
  });
  const kinds = (rows: string[]) =>
    parseResumeLines(
      [
        L('Pat Quill', 22),
        L('pat.quill@mail.example', 9),
        L('LANGUAGES', 10.5, 30),
        ...rows.map((r) => L(r, 9)),
        L('EXPERIENCE', 10.5, 30),
        L('Developer, Nimbus Freight  2019 - 2021', 9),
      ],
      'pdf',
    );
  it('is a group of skills', () => {
    const parsed = kinds(['Python, C/C++', 'JavaScript (React), Go']);
    expect(parsed.sections?.[0]?.kind).toBe('skills');
    expect(parsed.resume.languages).toBeUndefined();
  });
  it('stays spoken languages over "Dutch (Native speaker)"', () => {
    expect(kinds(['Dutch (Native speaker), English (Fluent)']).resume.languages?.map((l) => l.language)).toEqual(['Dutch', 'English']);
  });
});

describe('an employer whose name holds a section word', () => {
  it('stays an entry of the Work section when it is set smaller than the heading', () => {
    const L = (text: string, fontSize: number, gapAbove = 20, bulleted = false): ResumeLine => ({
      text,
      segments: [text],
      page: 1,
      x: bulleted ? 64 : 34,
      y: 0,
      fontSize,
      bold: false,
      gapAbove,
      bulleted,
    });
    const role = (employer: string, title: string, dates: string, bullet: string) => [
      L(employer, 14, 31),
      L(title, 12),
      L(dates, 13.2),
      L(bullet, 12, 28, true),
    ];
    const parsed = parseResumeLines(
      [
        L('Pat Quill', 24),
        L('pat.quill@mail.example', 12),
        L('WORK EXPERIENCE', 24, 80),
        ...role('Nimbus Freight', 'Web Engineer', '2020-01-01 - 2022-01-01', 'Built the invoicing service'),
        ...role('Harbour Technologies - Maps', 'Web Engineer', '2018-01-01 - 2019-12-01', 'Built the mapping service'),
      ],
      'pdf',
    );
    expect(parsed.sections?.map((s) => s.kind)).toEqual(['experience']);
    expect(parsed.resume.work.map((w) => [w.position, w.startDate, w.highlights])).toEqual([
      ['Web Engineer', '2020-01', ['Built the invoicing service']],
      ['Web Engineer', '2018-01', ['Built the mapping service']],
    ]);
  });
});

describe('a list whose marker is printed inside the text box (list-style-position: inside)', () => {
  // The marker is drawn as a shape at the block's edge (x 100); an item's first word starts right of
  // it (x 114) and its wrapped lines start back under the marker. Items are 18 pt apart, wrapped
  // lines 15 pt, at 10.5 pt type; the widest line reaches x 100 + 80 glyphs.
  const size = 10.5;
  const wide = (text: string, x: number, y: number) => ({ ...item(text, x, y, size), width: text.length * size * 0.45 });
  const disc = (y: number): [number, number, number, number] => [102, H - y + 2.5, 106, H - y + 6.5];
  const items = [
    wide('Moved the invoicing service from a nightly batch to an event queue, so that', 114, 100),
    wide('customers saw their invoices within a minute of each order being placed.', 100, 115),
    wide('Kept the deploy pipeline green for two years and wrote the on-call playbook:', 114, 133),
    wide('alerts, rollbacks and dashboards.', 100, 148),
    wide('Ran the hiring loop for the platform team.', 114, 166),
  ];
  const lines = pageLines(items, 1, W, H, null, [disc(100), disc(133), disc(166)]);

  it('keeps each item whole: its wrapped lines under the marker join it', () => {
    expect(lines.map((l) => [l.bulleted, l.text])).toEqual([
      [
        true,
        'Moved the invoicing service from a nightly batch to an event queue, so that customers saw their invoices within a minute of each order being placed.',
      ],
      [true, 'Kept the deploy pipeline green for two years and wrote the on-call playbook: alerts, rollbacks and dashboards.'],
      [true, 'Ran the hiring loop for the platform team.'],
    ]);
  });
});

describe('a section heading in a larger type beside its first entry, at the body edge', () => {
  it('is a heading line of its own, and the entry keeps its own type size', () => {
    const items = [
      item('Pat Quill', 80, 60, 22),
      item('Experience', 80, 200, 13),
      item('Northwind Labs', 193, 200, 10.8),
      item('Mar 2019 – Present', 330, 200, 7.6),
      item('Platform Engineer', 193, 220, 9.7),
      item('Contoso Retail', 80, 270, 10.8),
      item('Jan 2016 – Feb 2019', 330, 270, 7.6),
      item('Data Analyst', 80, 290, 9.7),
      item('Kept the weekly reports running through two migrations.', 80, 310, 8.6),
    ];
    const lines = splitMarginHeadings(pageLines(items, 1, W, H));
    const at = lines.findIndex((l) => l.text === 'Experience');
    expect(lines[at]!.heading).toBe(true);
    expect([lines[at + 1]!.segments, lines[at + 1]!.fontSize]).toEqual([['Northwind Labs', 'Mar 2019 – Present'], 10.8]);
  });
});

describe('a section whose later page sits at another left edge', () => {
  it('reads the roles of each page against that page’s own edge', () => {
    // Page 1 prints the roles right of a margin column (x 193); page 2 across the full width (x 80).
    const role = (company: string, dates: string, title: string, x: number, y: number) => [
      item(company, x, y, 10.8),
      item(dates, 420, y, 7.6),
      item(title, x, y + 20, 9.7),
      item('Kept the weekly reports running through two migrations and a move.', x, y + 40, 8.6),
    ];
    const page1 = pageLines(
      [
        item('Pat Quill', 80, 60, 22),
        item('Experience', 80, 200, 13, true),
        ...role('Northwind Labs', 'Mar 2019 – Present', 'Platform Engineer', 193, 240),
        ...role('Contoso Retail', 'Jan 2016 – Feb 2019', 'Data Analyst', 193, 320),
      ],
      1,
      W,
      H,
    );
    const page2 = pageLines(role('Fabrikam Foods', 'Jun 2012 – Dec 2015', 'Store Manager', 80, 60), 2, W, H);
    const work = parseResumeLines([...page1, ...page2], 'pdf', 2).resume.work.map((w) => [w.position, w.name, w.startDate]);
    expect(work).toEqual([
      ['Platform Engineer', 'Northwind Labs', '2019-03'],
      ['Data Analyst', 'Contoso Retail', '2016-01'],
      ['Store Manager', 'Fabrikam Foods', '2012-06'],
    ]);
  });
});

describe('a role’s one-line description between its header and its bullets', () => {
  it('stays with the role, set further apart than the bullets', () => {
    // Employer and dates at 10.5 pt, the title at 9 pt, then a description and bullets at 8.2 pt;
    // the description sits 13.5 pt under the title, the bullets 9.7 pt apart.
    const role = (company: string, dates: string, title: string, description: string, y: number) => [
      item(company, 189, y, 10.5),
      item(dates, 470, y, 8.2),
      item(title, 189, y + 11, 9),
      item(description, 189, y + 24.5, 8.2),
      item('• Moved the nightly reports onto the event queue.', 205, y + 41, 8.2),
      item('• Wrote the on-call playbook for the team.', 205, y + 50.7, 8.2),
    ];
    const lines = pageLines(
      [
        item('Pat Quill', 189, 60, 22),
        item('Experience', 189, 120, 10.5),
        ...role('Northwind Labs', '03/2019 - 04/2021', 'Platform Engineer', 'Technologies: Go, Kafka, PostgreSQL', 140),
        ...role('Contoso Retail', '01/2016 - 02/2019', 'Data Analyst', 'Payments platform for small shops', 210),
      ],
      1,
      W,
      H,
    );
    const work = parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.highlights.length]);
    expect(work).toEqual([
      ['Platform Engineer', 'Northwind Labs', '2019-03', 3],
      ['Data Analyst', 'Contoso Retail', '2016-01', 3],
    ]);
  });
});

describe('a label over a role’s list ("Responsibilities:")', () => {
  it('keeps the list with the role and is no item of it', () => {
    const role = (company: string, dates: string, title: string, y: number) => [
      item(company, 193, y, 10.8),
      item(dates, 470, y, 10.8),
      item(title, 193, y + 19.5, 9.7),
      item('Ran the research on routing for the lab’s two main projects.', 193, y + 39.7, 8.6),
      item('Responsibilities:', 193, y + 58, 9.7, true),
      item('• Network optimisation', 223, y + 78, 8.7),
      item('• Queue scheduling', 223, y + 89, 8.7),
    ];
    const lines = pageLines(
      [
        item('Pat Quill', 193, 60, 22),
        item('Experience', 193, 110, 13),
        ...role('Northwind Labs', '03/2019 - 04/2021', 'Research Assistant', 140),
        ...role('Contoso Retail', '01/2016 - 02/2019', 'Data Analyst', 280),
      ],
      1,
      W,
      H,
    );
    const work = parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.highlights.slice(1)]);
    expect(work).toEqual([
      ['Research Assistant', 'Northwind Labs', ['Network optimisation', 'Queue scheduling']],
      ['Data Analyst', 'Contoso Retail', ['Network optimisation', 'Queue scheduling']],
    ]);
  });
});

describe('a main column carried onto the next page beside a sidebar', () => {
  it('keeps its roles in the section it was in, though the sidebar’s headings were read first', () => {
    // Reading order per page: the sidebar (x 58), then the main column (x 184, columnStart).
    const line = (text: string, page: number, x: number, y: number, size = 10.5, more: Partial<ResumeLine> = {}): ResumeLine => ({
      text,
      segments: [text],
      page,
      x,
      y,
      fontSize: size,
      bold: false,
      gapAbove: 18,
      bulleted: false,
      ...more,
    });
    const role = (company: string, dates: string, title: string, page: number, y: number, first = false): ResumeLine[] => [
      line(company, page, 184, y, 12, { segments: [company, dates], text: `${company} ${dates}`, columnStart: first }),
      line(title, page, 184, y + 16, 10.5, { bold: true }),
      line('Kept the weekly reports running through two migrations.', page, 198, y + 36, 10.5, { bulleted: true }),
    ];
    const lines = [
      line('Pat Quill', 1, 58, 80, 30),
      line('Skills', 1, 58, 140, 18),
      line('Python', 1, 61, 170),
      line('Work', 1, 184, 140, 18, { columnStart: true }),
      ...role('Northwind Labs', '03/2019 - 04/2021', 'Platform Engineer', 1, 170),
      line('Languages', 2, 58, 46, 18),
      line('English', 2, 58, 78, 10.5, { bold: true }),
      line('Native', 2, 61, 100),
      ...role('Contoso Retail', '01/2016 - 02/2019', 'Data Analyst', 2, 40, true),
      ...role('Fabrikam Foods', '06/2012 - 12/2015', 'Store Manager', 2, 120),
    ];
    const work = parseResumeLines(lines, 'pdf', 2).resume.work.map((w) => [w.position, w.name, w.startDate]);
    expect(work).toEqual([
      ['Platform Engineer', 'Northwind Labs', '2019-03'],
      ['Data Analyst', 'Contoso Retail', '2016-01'],
      ['Store Manager', 'Fabrikam Foods', '2012-06'],
    ]);
  });
});

describe('a label column of skill groups under a heading printed on its own line', () => {
  it('keeps a group named like a section ("Languages") a row of the skills', () => {
    const L = (text: string, segments: string[], bounds: [number, number][], x: number, size: number, bold = false): ResumeLine => ({
      text,
      segments,
      segmentBounds: bounds,
      page: 1,
      x,
      y: 0,
      fontSize: size,
      bold,
      gapAbove: 15,
      bulleted: false,
    });
    const entry = (text: string) => L(text, [text], [[128, 400]], 128, 9.2);
    const lines = [
      L('Education', ['Education'], [[57, 110]], 57, 11, true),
      entry('Northwind College 2012 – 2016'),
      entry('BSc Physics'),
      entry('Grade: 3.5'),
      L('Skills', ['Skills'], [[57, 90]], 57, 11, true),
      L(
        'Languages  Python, SQL, Bash',
        ['Languages', 'Python, SQL, Bash'],
        [
          [57, 100],
          [128, 230],
        ],
        57,
        9.2,
      ),
      L(
        'Tooling  Docker, Terraform',
        ['Tooling', 'Docker, Terraform'],
        [
          [57, 95],
          [128, 220],
        ],
        57,
        9.2,
      ),
      entry('Kept the weekly reports running.'),
      entry('Moved the reports to a queue.'),
    ];
    expect(splitMarginHeadings(lines).map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });
});

describe('a list whose wrapped lines start under the item’s first word (a marker drawn apart)', () => {
  it('joins each wrapped line to its item: closer to it than the items are to each other', () => {
    const L = (text: string, gapAbove: number, bulleted: boolean): ResumeLine => ({
      text,
      segments: [text],
      page: 1,
      x: 239,
      y: 0,
      fontSize: 9.5,
      bold: false,
      gapAbove,
      bulleted,
    });
    const details = [
      { ...L('Ran the analytics platform for the studio, with alerting and reports for every product team that used it.', 14.3, false), x: 228 },
      L('Handed the first build over to the team that runs it', 16.1, true),
      L('and wrote down how it is deployed.', 12.5, false),
      L('Chose which parts of the first build to keep', 14.9, true),
      L('for the largest return.', 12.5, false),
    ];
    expect(detailHighlights(details)).toEqual([
      'Ran the analytics platform for the studio, with alerting and reports for every product team that used it.',
      'Handed the first build over to the team that runs it and wrote down how it is deployed.',
      'Chose which parts of the first build to keep for the largest return.',
    ]);
  });
});

describe('an entry printed as short notes beside a paragraph (two cells side by side)', () => {
  // Title across the page; under it a narrow column of notes (employer, dates) at x = 64 and the
  // role's description wrapped in a wider column at x = 217, the rows of both on shared baselines.
  const entry = (top: number, title: string, employer: string, dates: string, prose: string[]): TextItem[] => [
    item(title, 34, top, 12, true),
    item(employer, 64, top + 36, 10),
    ...prose.map((text, i) => item(text, 217, top + 36 + i * 12, 10)),
    item(dates, 64, top + 48, 10),
  ];
  const page = [
    item('Experience', 34, 180, 15, true),
    ...entry(210, 'Platform Engineer', 'Tidewell Freight', 'Jan 2019 – Mar 2021', [
      'Tidewell moves parcels for the coastal towns and', // 9 words a row: prose
      'runs its own small fleet of vans and barges.',
    ]),
    ...entry(300, 'Data Analyst', 'Birch Ledger', 'Feb 2016 – Dec 2018', ['wrote the reports the board read every month and kept them on time']),
  ];

  it('reads the notes first, then the paragraph: no note lands inside the sentences', () => {
    const texts = pageLines(page, 1, W, H).map((l) => l.text);
    expect(texts).toContain('Tidewell Freight');
    expect(texts).toContain('Jan 2019 – Mar 2021');
    expect(texts.indexOf('Jan 2019 – Mar 2021')).toBe(texts.indexOf('Tidewell Freight') + 1);
    expect(texts.some((t) => t.startsWith('Tidewell moves parcels'))).toBe(true);
    expect(texts.indexOf('Feb 2016 – Dec 2018')).toBe(texts.indexOf('Birch Ledger') + 1);
  });

  it('leaves a wrapped title beside a name alone (capitalised words are no paragraph)', () => {
    const card = [
      item('Northgate Institute', 64, 200, 10),
      item('Introduction to Field Survey Methods Teaching', 217, 200, 10),
      item('Assistant', 217, 212, 10),
    ];
    const texts = pageLines(card, 1, W, H).map((l) => l.text);
    expect(texts[0]).toMatch(/^Northgate Institute .*Teaching$/);
  });
});

describe('an entry whose employer and dates are list items under its title', () => {
  it('reads them as the role’s employer and dates, not as points of it', () => {
    const line = (text: string, y: number, o: Partial<ResumeLine> = {}): ResumeLine => ({
      text,
      segments: [text],
      page: 1,
      x: 64,
      y,
      fontSize: 10,
      bold: false,
      gapAbove: 12,
      bulleted: true,
      ...o,
    });
    const lines: ResumeLine[] = [
      line('Ines Varga', 40, { x: 34, fontSize: 20, bold: true, bulleted: false, gapAbove: 0 }),
      line('Experience', 100, { x: 34, fontSize: 15, bold: true, bulleted: false, gapAbove: 40 }),
      line('Platform Engineer', 130, { x: 34, fontSize: 12, bold: true, bulleted: false, gapAbove: 28 }),
      line('Tidewell Freight', 166, { gapAbove: 36 }),
      line('Jan 2019 – Mar 2021', 178),
      line('Tidewell moves parcels for the coastal towns and runs its own small fleet.', 190, { x: 217, bulleted: false, gapAbove: 18 }),
      line('Data Analyst', 230, { x: 34, fontSize: 12, bold: true, bulleted: false, gapAbove: 40 }),
      line('Birch Ledger Accounting', 266, { gapAbove: 36 }),
      // The employer's name wrapped in its narrow cell: the tail under it carries no marker.
      line('Services', 278, { bulleted: false }),
      line('Feb 2016 – Dec 2018', 290),
    ];
    const work = parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate]);
    expect(work).toEqual([
      ['Platform Engineer', 'Tidewell Freight', '2019-01', '2021-03'],
      ['Data Analyst', 'Birch Ledger Accounting Services', '2016-02', '2018-12'],
    ]);
  });
});

describe('a section heading in a left margin on the row of its first entry, an em apart', () => {
  it('is a segment of its own, so the section is read and its first entry keeps its name', () => {
    const page = [
      item('Ines Varga', 196, 80, 32),
      item('Experience', 73, 140, 20.5),
      item('Tidewell Freight', 196, 141, 16.4, true),
      item('Platform Engineer', 196, 160, 13),
      item('Jan 2019 – Mar 2021', 196, 176, 10.5),
      item('Education', 73, 240, 20.5),
      // The heading's width as printed: its last letter ends an em of the entry's type before it.
      item('Northgate Institute', 196, 241, 16.4, true),
      item('Field Ecology', 196, 258, 10.5),
      item('Sep 2012 – Jun 2016', 196, 274, 10.5),
      item('Bachelor of Science', 196, 290, 10.5),
    ].map((it) => (it.text === 'Experience' || it.text === 'Education' ? { ...it, width: 102 } : it));
    const lines = pageLines(page, 1, W, H);
    expect(lines.find((l) => l.text.startsWith('Education'))?.segments).toEqual(['Education', 'Northgate Institute']);
    const resume = parseResumeLines(lines, 'pdf').resume;
    expect(resume.education.map((e) => e.institution)).toEqual(['Northgate Institute']);
    expect(resume.work.map((w) => w.name)).toEqual(['Tidewell Freight']);
  });
});

describe('a school over its field on a page with little else (the school is the widest line)', () => {
  const page = (school: string) => [
    item('Education', 52, 145, 21, true),
    item('2010 - 2013', 52, 201, 12, true),
    item(school, 52, 218, 12),
    item('Graphic Design', 52, 235, 12),
    item('BA', 52, 252, 12),
  ];
  it('keeps the field on its own line: the school’s end is no wrap width', () => {
    const texts = pageLines(page('Westmoor School of Design (Eastfield Campus)'), 1, W, H).map((l) => l.text);
    expect(texts).toContain('Westmoor School of Design (Eastfield Campus)');
    expect(texts).toContain('Graphic Design');
  });
  it('still carries a line left unfinished (a comma) onto the next', () => {
    const texts = pageLines(page('Tools: Figma, Sketch, Illustrator, InDesign, Photoshop,'), 1, W, H).map((l) => l.text);
    expect(texts).toContain('Tools: Figma, Sketch, Illustrator, InDesign, Photoshop, Graphic Design');
  });
});

describe('two columns of skill groups, each row of a column holding pills', () => {
  it('reads every pill of both columns as a piece of the row', () => {
    const size = 10.5;
    const pill = (text: string, x: number) => ({ ...item(text, x, 300, size), width: text.length * size * 0.55 });
    // Pills 1.6 em apart (the row's segment gap), the second column far to the right.
    const row = [
      pill('Python', 202),
      pill('Bash', 202 + 6 * size * 0.55 + 1.59 * size),
      pill('Terraform', 391),
      pill('Ansible', 391 + 9 * size * 0.55 + 1.59 * size),
    ];
    const [line] = pageLines(row, 1, W, H);
    expect(line?.segments).toEqual(['Python Bash', 'Terraform Ansible']);
    expect(line?.cells).toEqual(['Python', 'Bash', 'Terraform', 'Ansible']);
  });
});

describe('a timeline: a dot drawn before each role’s title, set larger than the body', () => {
  it('marks no list item there; the dots before body-size lines still do', () => {
    const dot = (x: number, y: number, size: number): [number, number, number, number] => [x - 8, H - y + 0.25 * size, x - 4, H - y + 0.6 * size];
    const items = [
      item('Tidewell Freight', 196, 100, 16.4, true),
      item('Platform Engineer', 196, 128, 13.1),
      item('May 2019 – Oct 2021', 196, 145, 10.5),
      item('Tidewell moves parcels for the coastal towns and runs its own small fleet of vans.', 196, 166, 10.5),
      item('Ran the routing service every depot used for its rounds.', 206, 189, 10.5),
      item('Cut the cost of each delivery by a fifth in two years.', 206, 209, 10.5),
    ];
    const lines = pageLines(items, 1, W, H, null, [dot(196, 128, 13.1), dot(206, 189, 10.5), dot(206, 209, 10.5)]);
    expect(lines.map((l) => [l.text.slice(0, 17), l.bulleted])).toEqual([
      ['Tidewell Freight', false],
      ['Platform Engineer', false],
      ['May 2019 – Oct 20', false],
      ['Tidewell moves pa', false],
      ['Ran the routing s', true],
      ['Cut the cost of e', true],
    ]);
  });
});

describe('the same text in the top band of two pages', () => {
  const at = (text: string, y: number) => resumeLineAt(text, y);
  it('is a running header when it stands at the same height; a role title opening two pages at different heights stays', () => {
    const pages = [
      { height: 842, lines: [at('Ines Varga — Resume', 30), at('Platform Engineer', 300)] },
      { height: 842, lines: [at('Ines Varga — Resume', 30), at('Senior Developer', 57), at('Built the routing service', 81)] },
      { height: 842, lines: [at('Ines Varga — Resume', 31), at('Senior Developer', 44), at('Ran the audits', 70)] },
    ];
    const texts = dropRunningLines(pages).map((l) => l.text);
    expect(texts.filter((t) => t === 'Senior Developer')).toHaveLength(2);
    expect(texts.filter((t) => t.startsWith('Ines Varga'))).toHaveLength(1);
  });
});
