// Layout analysis on positioned text (what the PDF reader hands to the layout step): columns,
// reading order and cells that wrapped in a narrow column. Items are placed as a PDF producer
// would place them, so each case is one geometry, not one template's coordinates.
import type { TextItem } from '../src/pdf/clean-text-items';
import { findGutter, pageLines } from '../src/pdf/group-lines';

const W = 612;
const H = 792;

/** A run of text at (x, baseline y) in a font of `size` points (~0.5 em a glyph). */
function item(text: string, x: number, y: number, size = 10, bold = false): TextItem {
  return { text, x, y, width: text.length * size * 0.5, fontSize: size, bold, font: bold ? 'Helvetica-Bold' : 'Helvetica' };
}

/** Text flush right at `right`. */
function rightAligned(text: string, right: number, y: number, size = 10, bold = false): TextItem {
  return item(text, right - text.length * size * 0.5, y, size, bold);
}

/** Each line's segments (text pieces set apart by a wide gap) as the layout step reads the page. */
function segmentsOf(items: TextItem[]): string[][] {
  return pageLines(items, 1, W, H).map((l) => l.segments);
}

/** A main column of roles from x = 230 (10 pt on a 13 pt pitch), rows starting at `top`. */
function mainColumn(top: number, roles = 3): TextItem[] {
  const out: TextItem[] = [item('EXPERIENCE', 230, top, 11.5, true)];
  let y = top + 15;
  for (let r = 0; r < roles; r++) {
    out.push(item(`Company ${r + 1}`, 230, y, 10, true), rightAligned(`Jan 20${10 + r} – Dec 20${11 + r}`, 578, y));
    y += 13;
    out.push(item(`Engineer ${r + 1}`, 230, y));
    y += 13;
    for (let b = 0; b < 3; b++) {
      out.push(item(`• Delivered result number ${b + 1} for the team with measurable impact`, 236, y));
      y += 13;
    }
    y += 8;
  }
  return out;
}

describe('two columns', () => {
  it('reads a sidebar holding little text as its own column when it keeps its own line rhythm', () => {
    // Sidebar at 9.4 pt on a 12.2 pt pitch: its baselines fall between the main column's.
    const sidebar = [
      item('ana@example.com', 34, 110.4, 9.4),
      item('+1 555 0100', 34, 122.6, 9.4),
      item('SKILLS', 34, 148.2, 10.9, true),
      item('Python, SQL', 34, 163.0, 9.4),
      item('Go, Rust', 34, 175.2, 9.4),
    ];
    const items = [item('Ana Lopez', 34, 64.9, 22, true), ...sidebar, ...mainColumn(109.4)];
    const sidebarChars = sidebar.reduce((n, i) => n + i.text.length, 0);
    expect(sidebarChars / items.reduce((n, i) => n + i.text.length, 0)).toBeLessThan(0.12);
    expect(findGutter(items, W, H)).not.toBeNull();
    const texts = pageLines(items, 1, W, H).map((l) => l.text);
    // The sidebar is read whole, then the main column: no sidebar text inside a main-column line.
    expect(texts.slice(0, 6)).toEqual(['Ana Lopez', 'ana@example.com', '+1 555 0100', 'SKILLS', 'Python, SQL', 'Go, Rust']);
    expect(texts[6]).toBe('EXPERIENCE');
    expect(texts).toContain('Company 1  Jan 2010 – Dec 2011');
  });

  it('finds the gutter when the name above a sidebar ends inside it', () => {
    // Ends at x = 226, 4 pt before the main column: the strip empty from the top is too narrow.
    const name = item('Maximiliane Oberhauser-Lindqvist', 34, 64.9, 12, true);
    expect(230 - (name.x + name.width)).toBe(4);
    const sidebar = [
      'ana@example.com',
      '+1 555 0100',
      'Berlin, DE',
      'SKILLS',
      'Python',
      'SQL',
      'Kubernetes',
      'Terraform',
      'EDUCATION',
      'TU Berlin',
      'MSc Informatics',
      '2016',
    ].map((t, i) => item(t, 34, 110 + i * 12.2, 9.4));
    const items = [name, ...sidebar, ...mainColumn(100)];
    const gutter = findGutter(items, W, H);
    expect(gutter).not.toBeNull();
    expect(gutter!.x).toBeGreaterThan(34 + 'MSc Informatics'.length * 4.7);
    expect(gutter!.x).toBeLessThan(230);
    const lines = pageLines(items, 1, W, H);
    expect(lines.filter((l) => l.segments.some((s) => s === 'Kubernetes'))).toHaveLength(1);
    expect(lines.find((l) => l.text.startsWith('Kubernetes'))!.segments).toEqual(['Kubernetes']);
  });

  it('does not read a strip of dates and places beside the text as a column', () => {
    const items: TextItem[] = [item('Ana Lopez', 50, 60, 20, true)];
    let y = 100;
    for (let r = 0; r < 6; r++) {
      items.push(item(`Marketing Manager ${r}`, 50, y, 10, true), rightAligned(`Mar 20${10 + r} – May 20${11 + r}`, 560, y));
      items.push(item('Grew the newsletter to 40,000 readers', 50, y + 13), rightAligned('Madrid, Spain', 560, y + 13));
      y += 40;
    }
    expect(findGutter(items, W, H)).toBeNull();
    expect(pageLines(items, 1, W, H)[1]!.segments).toEqual(['Marketing Manager 0', 'Mar 2010 – May 2011']);
  });
});

describe('cells that wrapped in a narrow column', () => {
  it('sets a date flush right in a narrow cell apart from the text before it', () => {
    // 12 pt (1.3 em) between the text's end (x = 133.5) and the date: less than a tab-stop gap.
    expect(segmentsOf([item('BSc (Hons) Structural', 39, 297, 9, true), item('2014', 145.5, 297, 9)])[0]).toEqual(['BSc (Hons) Structural', '2014']);
  });

  it('joins a wrapped degree cell in its own style, and not the school under it', () => {
    const rows = segmentsOf([
      item('BSc (Hons) Structural', 39, 297, 9, true),
      item('2014', 163.2, 297, 9),
      item('Engineering', 39, 309, 9, true),
      item('University of Manchester', 39, 320.2, 9),
      item('Bachelor of Marketing', 39, 360.5, 9, true),
      item('2017', 167.9, 360.5, 9),
      item('University of Calgary', 39, 372.5, 9),
    ]);
    expect(rows).toEqual([
      ['BSc (Hons) Structural Engineering', '2014'],
      ['University of Manchester'],
      ['Bachelor of Marketing', '2017'],
      ['University of Calgary'],
    ]);
  });

  it('puts back a row whose text and date both wrapped ("Master of Science in | May" / "Psychology | 2020")', () => {
    const rows = segmentsOf([
      item('Master of Science in', 410, 323.2, 9, true),
      item('May', 528.4, 323.2, 9),
      item('Psychology', 410, 335.2, 9, true),
      item('2020', 528.4, 335.2, 9),
      item('University of Adelaide', 410, 347.2, 9),
    ]);
    expect(rows).toEqual([['Master of Science in Psychology', 'May 2020'], ['University of Adelaide']]);
  });

  it('puts back a role header whose title and date range both wrapped ("… Atlas | Mar 2020 — Feb" / "Logistics | 2024")', () => {
    const rows = segmentsOf([
      item('Talent Acquisition Partner, Atlas', 33, 301.5, 10, true),
      item('Mar 2020 — Feb', 277.1, 301.5),
      item('Logistics', 33, 314.2, 10, true),
      item('2024', 277.1, 314.2),
      item('● Resolved employee relations cases', 47, 329.2),
    ]);
    expect(rows).toEqual([['Talent Acquisition Partner, Atlas Logistics', 'Mar 2020 — Feb 2024'], ['Resolved employee relations cases']]);
  });

  it('joins a bold degree wrapped over several lines of a narrow sidebar, and stops at the regular school', () => {
    // Each next word would not have fitted before the date column (x = 505, less a tab-stop gap).
    const cell: [string, number][] = [
      ['BA (Hons) Human', 75],
      ['Resource', 40],
      ['Management with', 78],
      ['Industrial Placement', 85],
      ['and International', 75],
      ['Study', 25],
    ];
    const rows = segmentsOf(
      cell
        .map(([t, width], i) => ({ ...item(t, 410.2, 324 + i * 11.7, 9, true), width }))
        .concat([item('2015', 505, 324, 9), item('University of Manchester', 410.2, 324 + 6 * 11.7, 9)]),
    );
    expect(rows).toEqual([['BA (Hons) Human Resource Management with Industrial Placement and International Study', '2015'], ['University of Manchester']]);
  });

  it('keeps two rows apart when the second row has its own complete date', () => {
    const rows = segmentsOf([item('AWS Solutions Architect', 39, 300, 9), item('2021', 163, 300, 9), item('PMP', 39, 312, 9), item('2019', 163, 312, 9)]);
    expect(rows).toEqual([
      ['AWS Solutions Architect', '2021'],
      ['PMP', '2019'],
    ]);
  });
});

describe('dates in a left-hand cell', () => {
  it('puts a date range back together when its cell wrapped it ("May 2018 to Jan" / "2022")', () => {
    const rows = segmentsOf([
      item('May 2018 to Jan', 77.8, 330.2),
      item('2022', 77.8, 341.8),
      item('Inside Sales Representative', 190.6, 330.2, 10, true),
      item('Summit Telecom, Hyderabad', 190.6, 344.8),
      item('● Negotiated multi-year contracts with 25 enterprise customers', 208.6, 359.5),
    ]);
    expect(rows).toEqual([
      ['Inside Sales Representative', 'May 2018 to Jan 2022'],
      ['Summit Telecom, Hyderabad'],
      ['Negotiated multi-year contracts with 25 enterprise customers'],
    ]);
  });

  it('sets an unfinished range apart from the title beside it even when the gap is narrow', () => {
    // "June 2022–February" ends 12.7 pt before the title: narrower than a tab-stop gap.
    const rows = segmentsOf([
      { ...item('June 2022–February', 77.8, 207.2), width: 100.1 },
      item('2025', 77.8, 218.8),
      item('Senior HR Business Partner', 190.6, 207.2, 10, true),
      item('Peoplefirst Consulting, Adelaide, SA', 190.6, 221.8),
    ]);
    expect(rows).toEqual([['Senior HR Business Partner', 'June 2022–February 2025'], ['Peoplefirst Consulting, Adelaide, SA']]);
  });
});

describe('wrapped lines', () => {
  it('joins a wrapped line whose first word is made of wide glyphs ("… grievances by" / "26%")', () => {
    const text = 'Resolved employee relations cases and reduced grievances by';
    const lines = pageLines(
      [
        { ...item('Built a pipeline of qualified opportunities through outbound prospecting', 224.1, 160), width: 336.8 }, // the block's right edge, x = 560.9
        { ...item(text, 224.1, 174), width: 314.6 },
        { ...item('26%', 224.1, 186.7), width: 22.2 }, // digits and "%" run ~0.74 em here, not 0.5
        item('Hired 60 people a year across engineering, sales and operations', 224.1, 201.7),
      ],
      1,
      W,
      H,
    );
    expect(lines.map((l) => l.text)).toContain(`${text} 26%`);
  });

  it('joins a wrapped tail at a roomy line height (11 pt type on a 17.2 pt pitch)', () => {
    const lines = pageLines(
      [
        { ...item('Monitored critically ill patients and escalated deteriorating vital signs to the rapid response', 50, 270, 11), width: 502.4 },
        { ...item('team', 50, 287.2, 11), width: 28.5 },
        { ...item('Provided direct care for up to 25 patients per shift on a 14-bed medical-surgical unit', 50, 306.7, 11), width: 463.4 },
      ],
      1,
      W,
      H,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Monitored critically ill patients and escalated deteriorating vital signs to the rapid response team',
      'Provided direct care for up to 25 patients per shift on a 14-bed medical-surgical unit',
    ]);
  });

  it('keeps "Label: items" rows apart even when the first fills its line', () => {
    const lines = pageLines(
      [
        { ...item('Sales: Solution Selling, MEDDIC, Negotiation, Pipeline Management, Forecasting', 50, 300, 10), width: 510 },
        { ...item('Tools: Salesforce, Outreach, Gong', 50, 316, 10), width: 160 },
      ],
      1,
      W,
      H,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Sales: Solution Selling, MEDDIC, Negotiation, Pipeline Management, Forecasting',
      'Tools: Salesforce, Outreach, Gong',
    ]);
  });
});
