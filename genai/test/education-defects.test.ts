// Education defects seen on the real corpus's tune designs (issue 29), each pinned on text made
// here: the people, schools and fields are made up; every step is general (separators, the order
// of an entry's lines, the degree vocabulary), none names a resume.
import { extractEducation, splitDegree } from '../src/resume/extract-education';
import { pairHalfEntries } from '../src/resume/pair-education';
import { parseResumeLines, parseResumeText } from '../src/resume/parse-resume';
import type { ResumeLine } from '../src/resume/resume-line';
import { splitRunOnDateLabel } from '../src/resume/resume-dates';
import { textToLines } from '../src/resume/text-lines';
import { joinWrappedLines } from '../src/resume/wrapped-lines';
import { splitSections } from '../src/resume/split-sections';
import { entriesLeftEdge } from '../src/resume/split-entries';

/** A PDF line at x 40 in a column about 150 pt wide: 5 pt a character. */
function pdfLine(text: string, bold = false, gapAbove = 11): ResumeLine {
  return { text, segments: [text], page: 1, x: 40, y: 0, right: 40 + 5 * text.length, fontSize: 9, bold, gapAbove, bulleted: false };
}

const HEAD = 'Pat Quill\npat.quill@mail.example | +1 303 555 0142\n';
const schools = (body: string) =>
  parseResumeText(`${HEAD}EDUCATION\n${body}\nSKILLS\nPython, Go\n`).resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate]);

describe('a degree line split into type and field', () => {
  it('splits at a spaced dash, the type on either side', () => {
    expect(splitDegree('BS - Library Science')).toEqual({ studyType: 'BS', area: 'Library Science' });
    expect(splitDegree('Bachelor of Engineering - Communications Engineering')).toEqual({
      studyType: 'Bachelor of Engineering',
      area: 'Communications Engineering',
    });
    expect(splitDegree('Marine Biology Honours – Bachelor')).toEqual({ studyType: 'Bachelor', area: 'Marine Biology Honours' });
    // A hyphen inside a word is no separator.
    expect(splitDegree('MSc Socio-Economics')).toEqual({ studyType: 'MSc', area: 'Socio-Economics' });
  });
});

describe('one degree printed as two half entries', () => {
  it('pairs "Field, Degree" / dates with the school read as an entry of its own under them', () => {
    // The pairing step alone: layouts that set the school line apart make it an entry of its own.
    const halves = [
      ...extractEducation(textToLines('Marine Biology, Bachelors\n4 years   2011 — 2015')),
      ...extractEducation(textToLines('Northwind College')),
    ];
    expect(halves).toHaveLength(2);
    expect(pairHalfEntries(halves).map(({ education: e }) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual([
      ['Northwind College', 'Bachelors', 'Marine Biology', '2011', '2015'],
    ]);
    // Two schools, or two degrees, are two entries.
    const schoolsOnly = [...extractEducation(textToLines('Northwind College')), ...extractEducation(textToLines('Eastmoor University'))];
    expect(pairHalfEntries(schoolsOnly)).toHaveLength(2);
  });

  it('pairs a school beside its start date with the degree beside its end date', () => {
    expect(
      schools(
        'Eastmoor University   09/2012 -\nBachelor of Science in Geology   06/2016\nNorthwind College   09/2016 -\nMaster of Science in Hydrology   06/2018',
      ),
    ).toEqual([
      ['Eastmoor University', 'Bachelor of Science', 'Geology', '2012-09', '2016-06'],
      ['Northwind College', 'Master of Science', 'Hydrology', '2016-09', '2018-06'],
    ]);
  });

  it('keeps two dated schools apart', () => {
    expect(schools('Eastmoor University   2010 - 2012\nNorthwind College   2012 - 2014').map((e) => e[0])).toEqual([
      'Eastmoor University',
      'Northwind College',
    ]);
  });
});

describe('the school line', () => {
  it('is the line under "Type, Field" when that line names no school word', () => {
    expect(schools('Northwind Society of Arts and Letters\nBachelor, Coastal Ecology   2008 - 2011')[0]).toEqual([
      'Northwind Society of Arts and Letters',
      'Bachelor',
      'Coastal Ecology',
      '2008',
      '2011',
    ]);
    // With no other line, the last comma part is the school ("PhD in Geology, Caltech").
    expect(schools('PhD in Geology, Caltech   2008 - 2011')[0]!.slice(0, 3)).toEqual(['Caltech', 'PhD', 'Geology']);
  });

  it('reads "Field" / "Type" under the school as field and type when the type names no discipline', () => {
    expect(schools('Eastmoor University\nMarine Sciences\nLicenciate\n2014 - 2018')[0]).toEqual([
      'Eastmoor University',
      'Licenciate',
      'Marine Sciences',
      '2014',
      '2018',
    ]);
    // "Bootcamp" / "Web Development": no discipline above a type, so the first line stays the type.
    expect(schools('Northwind Academy\nBootcamp\nWeb Development\n2016 - 2016')[0]!.slice(0, 2)).toEqual(['Northwind Academy', 'Bootcamp']);
  });

  it('knows "Specialist degree" and "Engineer\'s degree"', () => {
    expect(schools('Specialist degree, Applied Geology, Eastmoor State University   2006 - 2012')[0]!.slice(0, 3)).toEqual([
      'Eastmoor State University',
      'Specialist degree',
      'Applied Geology',
    ]);
  });

  it('keeps the place written after the school with a comma', () => {
    expect(schools('Eastmoor University, Calgary, Canada   2014 - 2016\nMSc in Software Engineering')[0]).toEqual([
      'Eastmoor University, Calgary, Canada',
      'MSc',
      'Software Engineering',
      '2014',
      '2016',
    ]);
  });
});

describe('lines a narrow column wrapped', () => {
  const joined = (lines: ResumeLine[]) => joinWrappedLines(lines).map((l) => l.text);

  it('joins a school or degree the column wrapped, at an open end or where the next word would not fit', () => {
    // The column's edge is its widest line's right edge (190): "Cartography" would not fit after "Ecology,".
    expect(
      joined([
        pdfLine('Bachelor of Science, Marine', true),
        pdfLine('Biology and Ecology, Coastal', true),
        pdfLine('Cartography', true),
        pdfLine('Northwind Institute of'),
        pdfLine('Technology'),
      ]),
    ).toEqual(['Bachelor of Science, Marine Biology and Ecology, Coastal Cartography', 'Northwind Institute of Technology']);
  });

  it('leaves apart lines that name something alone: a school, a place, a grade, a date, "at School"', () => {
    expect(joined([pdfLine('Bachelor of Science in Marine Biology'), pdfLine('Eastmoor University')])).toHaveLength(2);
    expect(joined([pdfLine('Northwind College of Arts and Design'), pdfLine('Calgary, Alberta')])).toHaveLength(2);
    expect(joined([pdfLine('Northwind College of Arts and Design'), pdfLine('Final grade 1.3')])).toHaveLength(2);
    expect(joined([pdfLine('Bachelor of Science in Marine'), pdfLine('at Eastmoor University')])).toHaveLength(2);
    // Another style, or a paragraph's gap, is another line.
    expect(joined([pdfLine('Bachelor of Science in Marine Biology', true), pdfLine('Honours Programme')])).toHaveLength(2);
    expect(joined([pdfLine('Northwind Institute of'), pdfLine('Technology', false, 30)])).toHaveLength(2);
  });

  it('reads "Degree in Field" / "at School" / dates as one entry', () => {
    expect(
      schools(
        'Doctorate in Marine Biology\nat Northwind Institute of Technology\nAug 2013 - Aug 2017\n\nBachelors in Geology\nat Eastmoor University\nSep 2009 - Aug 2013',
      ),
    ).toEqual([
      ['Northwind Institute of Technology', 'Doctorate', 'Marine Biology', '2013-08', '2017-08'],
      ['Eastmoor University', 'Bachelors', 'Geology', '2009-09', '2013-08'],
    ]);
  });
});

describe('a degree printed as "• Field" over its type', () => {
  /** An education section as a PDF gives it: a heading, then rows at the body size. */
  const pdfSchools = (rows: string[]) => {
    let y = 100;
    const lines: ResumeLine[] = [
      { ...pdfLine('Pat Quill', true), fontSize: 20, y: 40, gapAbove: 0 },
      { ...pdfLine('pat.quill@mail.example | +1 303 555 0142'), y: 60 },
      { ...pdfLine('EDUCATION', true), fontSize: 14, y: 90, gapAbove: 20 },
      ...rows.map((row) => {
        // "• " a list item, ">" a line indented under it (the degree's type, as the design sets it).
        const bulleted = row.startsWith('• ');
        const indented = row.startsWith('> ');
        const text = row.replace(/^(?:• |> )/, '');
        const segments = text.split(/\s{3,}/);
        return { ...pdfLine(segments.join('  ')), segments, bulleted, x: bulleted || indented ? 55 : 40, y: (y += 14), gapAbove: 5 };
      }),
    ];
    return parseResumeLines(lines, 'pdf').resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate]);
  };

  it('reads a field with its honours or major, and a long degree name, as field and type', () => {
    expect(
      pdfSchools([
        'Eastmoor University   2009 - 2014',
        '• Marine Biology Honours',
        '> Bachelor',
        'Northwind College   2014 - 2016',
        '• Major in Applied Geology',
        '> Masters of Science',
      ]),
    ).toEqual([
      ['Eastmoor University', 'Bachelor', 'Marine Biology Honours', '2009', '2014'],
      ['Northwind College', 'Masters of Science', 'Major in Applied Geology', '2014', '2016'],
    ]);
    expect(pdfSchools(['Eastmoor University   2019 - 2023', '• Coastal Ecology Specialisation', '> Bachelor of Advanced Marine Studies (Honours)'])[0]).toEqual(
      ['Eastmoor University', 'Bachelor of Advanced Marine Studies (Honours)', 'Coastal Ecology Specialisation', '2019', '2023'],
    );
  });
});

describe('"Courses" under each degree', () => {
  it('is a sub-heading of the education section when another school follows it', () => {
    const text = `${HEAD}Education\nEastmoor University   2001 - 2005\nBachelor of Science in Geology\nCourses\n• Field Mapping\n• Mineralogy\nNorthwind College   2005 - 2008\nMaster of Science in Hydrology\nCourses\n• Groundwater Models\nSkills\nPython, Go\n`;
    const parsed = parseResumeText(text).resume.education;
    expect(parsed.map((e) => [e.institution, e.studyType, e.area, e.courses ?? []])).toEqual([
      ['Eastmoor University', 'Bachelor of Science', 'Geology', ['Field Mapping', 'Mineralogy']],
      ['Northwind College', 'Master of Science', 'Hydrology', ['Groundwater Models']],
    ]);
    // A "Courses" section of its own (no school in it) stays a section.
    const own = splitSections(textToLines(`${HEAD}Education\nEastmoor University   2001 - 2005\nCourses\nMachine Learning, online   2019\n`));
    expect(own.map((sec) => sec.kind)).toContain('certificates');
  });
});

describe('a role printed with one date', () => {
  const roles = (body: string) =>
    parseResumeText(`${HEAD}EXPERIENCE\n${body}\nSKILLS\nPython, Go\n`).resume.work.map((w) => [w.position, w.startDate, w.endDate, !!w.current]);

  it('began and ended in that year or month; a season or "since" keeps no end', () => {
    expect(
      roles(
        'Field Technician, Northwind Surveys   2016\n• Mapped the river basin\n\nLab Assistant, Eastmoor Labs   Jun 2015\n• Ran the assays\n\nIntern, Coastal Trust   Summer 2014\n• Counted birds\n\nVolunteer, Harbour Watch   since 2013\n• Cleaned beaches',
      ),
    ).toEqual([
      ['Field Technician', '2016', '2016', false],
      ['Lab Assistant', '2015-06', '2015-06', false],
      ['Intern', '2014-06', '', false],
      ['Volunteer', '2013', 'Present', true],
    ]);
  });
});

describe("a section's left edge", () => {
  it('is not set by one or two stray lines far left of the rest (a sidebar row read into the column)', () => {
    const at = (x: number, text: string): ResumeLine => ({ ...pdfLine(text), x });
    const column = Array.from({ length: 10 }, (_, i) => at(228, `Line ${i}`));
    expect(entriesLeftEdge([...column, at(48, 'trade fields.  System was used on the floor')])).toBe(228);
    // Many lines at the far edge are the section's own edge.
    expect(entriesLeftEdge([...column, ...Array.from({ length: 4 }, (_, i) => at(48, `Left ${i}`))])).toBe(48);
  });
});

describe('a date label run into the degree ("Bachelor of ScienceCompleted in May 2004")', () => {
  it('splits at the label: the degree and its field stay clean, the date is read', () => {
    const lines: ResumeLine[] = [
      {
        text: 'Physics & Philosophy – Bachelor of ScienceCompleted in May 2004',
        segments: ['Physics & Philosophy – Bachelor of ScienceCompleted in May 2004'],
        page: 1,
        x: 73,
        y: 181,
        fontSize: 11.2,
        bold: false,
        gapAbove: 30,
        bulleted: false,
      },
    ];
    expect(splitRunOnDateLabel('Bachelor of ScienceCompleted in May 2004')).toEqual(['Bachelor of Science', 'Completed in May 2004']);
    expect(splitRunOnDateLabel('Completed the Graduated Program')).toEqual(['Completed the Graduated Program']);
    const [entry] = extractEducation(lines).map((e) => e.education);
    expect([entry?.studyType, entry?.area, entry?.endDate]).toEqual(['Bachelor of Science', 'Physics & Philosophy', '2004-05']);
  });
});
