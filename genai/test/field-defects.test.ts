// Field-level defects seen on real people's resumes (issue 29, part 6), each pinned on a document
// made here: text lines, or HTML printed by Chromium the way browser resume designs reach an ATS.
// The people, employers and addresses are made up; every rule is general (separators, layout,
// the gazetteer), none names a test resume.
import { parseResumeDocument } from '../src/document/parse-resume-document';
import { pdfPagesToLines } from '../src/pdf/pdf-lines';
import type { RawPdfItem } from '../src/pdf/pdf-types';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';
import { endsNotYet, mergeDatelessHeaders } from '../src/resume/extract-work';
import { parseResumeLines, parseResumeText } from '../src/resume/parse-resume';
import type { ResumeLine } from '../src/resume/resume-line';
import { resumeLine } from './line-fixtures';
import { parsePostalAddress } from '../src/resume/postal-address';
import { extractSkills } from '../src/resume/extract-skills';
import { closeChromium, hasChromium, printHtml } from './chromium-fixtures';

afterAll(async () => {
  await closeChromium();
  await closePdfWorker();
});

/** A text item as the PDF reader gets it, in Helvetica at the given size. */
const rawItem = (str: string, x: number, y: number, width: number, fontSize = 10): RawPdfItem => ({
  str,
  x,
  y,
  width,
  height: fontSize,
  fontSize,
  font: 'Helvetica',
  hidden: false,
  rotated: false,
});

const HEAD = 'Pat Quill\npat.quill@mail.example | +1 303 555 0142\n';
const work = (body: string) => parseResumeText(`${HEAD}EXPERIENCE\n${body}\n`).resume.work;
const school = (body: string) => parseResumeText(`${HEAD}EDUCATION\n${body}\nSKILLS\nPython, Go\n`).resume.education;

describe('work entries', () => {
  it('1. splits an end date run into the title ("2017 - CurrentSenior Developer at …")', () => {
    expect(
      work(
        'Jan 2017 - CurrentSenior Developer at Hollow Pine Software\n• Built the billing service\n2013 - 2016Data Analyst at Brightwave Labs\n• Wrote the weekly report',
      ).map((w) => [w.position, w.name, w.startDate, w.endDate, !!w.current]),
    ).toEqual([
      ['Senior Developer', 'Hollow Pine Software', '2017-01', 'Present', true],
      ['Data Analyst', 'Brightwave Labs', '2013', '2016', false],
    ]);
  });

  it('2. keeps a title\'s qualifier before "at" and the employer after a dash', () => {
    expect(
      work(
        'Lead Product Manager - Design at Tallgrass Media\nMar 2014 - Dec 2016\n• Ran the design system roadmap\nDevOps Engineer - Copperleaf Labs, Berlin    2012 - 2014\n• Kept the build farm green',
      ).map((w) => [w.position, w.name, w.location ?? '']),
    ).toEqual([
      ['Lead Product Manager - Design', 'Tallgrass Media', ''],
      ['DevOps Engineer', 'Copperleaf Labs', 'Berlin'],
    ]);
  });

  it('9. joins a date range whose end is on the next line ("Jan 2019" / "– Present", "Mar 2016 –" / "Dec 2018")', () => {
    expect(
      work(
        'Senior Developer, Nimbus Freight Ltd\nJan 2019\n– Present\n• Ran the routing team\nDeveloper, Harbour Analytics    Mar 2016 –\nDec 2018\n• Built dashboards',
      ).map((w) => [w.position, w.startDate, w.endDate, !!w.current, w.highlights]),
    ).toEqual([
      ['Senior Developer', '2019-01', 'Present', true, ['Ran the routing team']],
      ['Developer', '2016-03', '2018-12', false, ['Built dashboards']],
    ]);
    // A dash starting a sentence under a dated line is a bullet, not a date's end (the lone year
    // is the year the role was in).
    expect(work('Senior Developer, Nimbus Freight Ltd    2019\n- Operated the fleet')[0]).toMatchObject({
      startDate: '2019',
      endDate: '2019',
      highlights: ['Operated the fleet'],
    });
    expect(work('Senior Developer, Nimbus Freight Ltd    2019\n- Operated the fleet')[0]!.current).toBeUndefined();
  });

  it('5. reads a current role\'s end as "Present" and keeps current: true', () => {
    const [role] = work('Senior Nurse, Westbrook Clinic    Sep 2020 – Present\n• Led the night ward');
    expect(role).toMatchObject({ startDate: '2020-09', endDate: 'Present', current: true });
  });
});

describe('education entries', () => {
  it('3. reads "Field at School" as the field of study and the school', () => {
    expect(school('Computer Science at Eastmoor University    2008 - 2012')[0]).toMatchObject({
      institution: 'Eastmoor University',
      area: 'Computer Science',
      startDate: '2008',
      endDate: '2012',
    });
  });

  it('4. keeps a school name of three words whole, whichever side of the degree it is written', () => {
    const read = (line: string) => school(line).map((e) => [e.institution, e.studyType, e.area]);
    expect(read('M.Sc. in Informatics from University of Northern Colorado, 2016')).toEqual([['University of Northern Colorado', 'M.Sc.', 'Informatics']]);
    expect(read('Technical University Munich, M.Sc. Informatics, 2016')).toEqual([['Technical University Munich', 'M.Sc.', 'Informatics']]);
    // The place the person wrote after the school, with a comma, is part of the name as written.
    expect(read('Technical University Munich, Germany    2014 - 2016')).toEqual([['Technical University Munich, Germany', '', '']]);
  });

  it("10. takes a bare degree's field of study from the line under it", () => {
    expect(school('Greywater Institute of Technology\nMaster of Science\nMechanical Engineering\n2012 - 2014')[0]).toMatchObject({
      institution: 'Greywater Institute of Technology',
      studyType: 'Master of Science',
      area: 'Mechanical Engineering',
    });
    // A grade or a place under the degree is not its field.
    expect(school('Greywater Institute of Technology    2012 - 2014\nMaster of Science\nGPA 3.9')[0]).toMatchObject({ area: '', score: '3.9' });
  });

  it('11. reads "Bachelor of Science, Computer Engineering" as degree and field, not a school', () => {
    expect(school('Bachelor of Science, Computer Engineering    2010 - 2014\nEastmoor University')[0]).toMatchObject({
      institution: 'Eastmoor University',
      studyType: 'Bachelor of Science',
      area: 'Computer Engineering',
    });
    expect(school('Bachelor of Science, Computer Engineering    2010 - 2014')[0]).toMatchObject({
      institution: '',
      studyType: 'Bachelor of Science',
      area: 'Computer Engineering',
    });
  });
});

describe('skills', () => {
  it('6. reads a label on its own row as the group of the rows under it, never as a skill', () => {
    const { skills } = parseResumeText(
      `${HEAD}SKILLS\nSkills\nDatabases\nPostgreSQL, Redis, MongoDB\nTools:\nDocker, Terraform\nCloud: AWS, GCP\nEDUCATION\nBSc Physics, Eastmoor University, 2015\n`,
    ).resume;
    expect(skills).toEqual([
      { name: 'Databases', keywords: ['PostgreSQL', 'Redis', 'MongoDB'] },
      { name: 'Tools', keywords: ['Docker', 'Terraform'] },
      { name: 'Cloud', keywords: ['AWS', 'GCP'] },
    ]);
  });

  it('6. reads a category in its own cell beside its list as the group ("Databases    PostgreSQL, Redis")', () => {
    const { skills } = parseResumeText(
      `${HEAD}SKILLS\nDatabases    PostgreSQL, Redis\nCloud    AWS, GCP\nEDUCATION\nBSc Physics, Eastmoor University, 2015\n`,
    ).resume;
    expect(skills).toEqual([
      { name: 'Databases', keywords: ['PostgreSQL', 'Redis'] },
      { name: 'Cloud', keywords: ['AWS', 'GCP'] },
    ]);
    // A grid of single skills has no categories.
    const grid = parseResumeText(`${HEAD}SKILLS\nPython    Go    Rust\nDocker    Terraform    Kubernetes\nEDUCATION\nBSc Physics, Eastmoor University, 2015\n`)
      .resume.skills;
    expect(grid.flatMap((g) => g.keywords)).toEqual(['Python', 'Go', 'Rust', 'Docker', 'Terraform', 'Kubernetes']);
  });

  it('6. still reads a plain list, one skill a line, as skills', () => {
    const { skills } = parseResumeText(`${HEAD}SKILLS\nPython\nGo\nRust\nEDUCATION\nBSc Physics, Eastmoor University, 2015\n`).resume;
    expect(skills.flatMap((s) => s.keywords)).toEqual(['Python', 'Go', 'Rust']);
  });
});

describe('7. postal addresses', () => {
  it('keeps the street address, city, region, postal code and country', () => {
    const { location } = parseResumeText(
      'Pat Quill\npat.quill@mail.example | +1 303 555 0142 | 1420 Larkspur Lane, Apt 5, Boulder, CO 80302\nEXPERIENCE\nBarista, Blue Kettle Cafe    2019 - 2021\n',
    ).resume.basics;
    expect(location).toMatchObject({
      raw: '1420 Larkspur Lane, Apt 5, Boulder, CO 80302',
      address: '1420 Larkspur Lane, Apt 5',
      city: 'Boulder',
      region: 'CO',
      postalCode: '80302',
      countryCode: 'US',
    });
  });

  it('reads European and British shapes, and leaves a "City, Region" line to the usual reading', () => {
    expect(parsePostalAddress('Hauptstraße 5, 10115 Berlin, Germany')).toEqual({
      address: 'Hauptstraße 5',
      city: 'Berlin',
      postalCode: '10115',
      countryCode: 'DE',
    });
    expect(parsePostalAddress('12 Rose Street, Bristol BS1 4DJ, United Kingdom')).toEqual({
      address: '12 Rose Street',
      city: 'Bristol',
      postalCode: 'BS1 4DJ',
      countryCode: 'GB',
    });
    expect(parsePostalAddress('Boulder, CO')).toBeNull();
    expect(parsePostalAddress('Copperleaf Labs, Berlin')).toBeNull();
    expect(parseResumeText(`Pat Quill\npat.quill@mail.example | Boulder, CO\n`).resume.basics.location).toEqual({
      raw: 'Boulder, CO',
      city: 'Boulder',
      region: 'CO',
    });
  });
});

describe('13. a place written without its usual comma or at the top', () => {
  const place = (text: string) => parseResumeText(text).resume.basics.location;
  const BODY = 'EXPERIENCE\nBarista, Blue Kettle Cafe    2019 - 2021\n';

  it('reads "City CC" joined by a space, between slashes', () => {
    expect(place(`Pat Quill\nCardiff GB / +44 7700 900123 / pat.quill@mail.example\n${BODY}`)).toMatchObject({ city: 'Cardiff', region: 'GB' });
    expect(place(`Pat Quill\nContact\nBoulder CO\npat.quill@mail.example\n${BODY}`)).toMatchObject({ city: 'Boulder', region: 'CO' });
  });

  it('reads a place among comma-joined contact details', () => {
    expect(place(`Pat Quill\npat.quill@mail.example, Boulder, CO, https://quill.example.dev\n${BODY}`)).toMatchObject({ city: 'Boulder', region: 'CO' });
  });

  it('reads a place beside an email in a footer, and leaves words that are no place alone', () => {
    expect(place(`Pat Quill\n${BODY}SKILLS\nPython, Go\nCardiff, Wales    pat.quill@mail.example\n`)).toMatchObject({ city: 'Cardiff', region: 'Wales' });
    expect(place(`Pat Quill\nSenior Engineer US / pat.quill@mail.example\n${BODY}`).raw).toBe('');
  });
});

describe('14. a degree line under the school in words no degree list knows', () => {
  const read = (body: string) => school(body).map((e) => [e.institution, e.studyType, e.area]);

  it('reads "Type in Field", "Type / Field" and "Type, Field" under the school as the degree', () => {
    expect(read('Harbour Coding Academy    Jun 2016 - Aug 2016\nBootcamp in Web Development')).toEqual([
      ['Harbour Coding Academy', 'Bootcamp', 'Web Development'],
    ]);
    expect(read('Eastmoor Institute    2012 - 2015\nOnline / Cloud Security')).toEqual([['Eastmoor Institute', 'Online', 'Cloud Security']]);
    expect(read('Eastmoor University    2008 - 2012\nDistance Learning, Data Science')).toEqual([['Eastmoor University', 'Distance Learning', 'Data Science']]);
  });

  it('leaves a place, an honour or a sentence under the school alone', () => {
    expect(read('Eastmoor University    2008 - 2012\nBoulder, CO')[0]![1]).toBe('');
    expect(read("Eastmoor University    2008 - 2012\nDean's List")[0]![1]).toBe('');
  });
});

describe('15. dates printed as JSON Resume stores them', () => {
  it('reads full ISO dates ("2019-04-01 - 2021-09-30", "… to Present") at month precision', () => {
    expect(
      work(
        'Senior Developer, Nimbus Freight Ltd    2019-04-01 - 2021-09-30\n• Ran the routing team\nDeveloper, Harbour Analytics    2021-10-01 TO Present\n• Built dashboards',
      ).map((w) => [w.name, w.startDate, w.endDate, !!w.current]),
    ).toEqual([
      ['Nimbus Freight Ltd', '2019-04', '2021-09', false],
      ['Harbour Analytics', '2021-10', 'Present', true],
    ]);
  });

  it('reads a range left open ("2019-01-01 —") as a current role, and still joins an end on the next line', () => {
    expect(
      work(
        'Senior Developer, Nimbus Freight Ltd    2016-03 –\n2018-12\n• Ran the routing team\nDeveloper, Harbour Analytics    2019-01-01 —\n• Built dashboards',
      ).map((w) => [w.name, w.startDate, w.endDate, !!w.current]),
    ).toEqual([
      ['Nimbus Freight Ltd', '2016-03', '2018-12', false],
      ['Harbour Analytics', '2019-01', 'Present', true],
    ]);
  });
});

describe("17. an employer's website printed beside its name", () => {
  it('is no part of the employer or the title', () => {
    expect(
      work(
        'Harbour Analytics ∙ https://harbour.example.com    Mar 2016 - Dec 2018\nData Analyst\n• Built dashboards\nData Engineer, Nimbus Freight Ltd (http://nimbus.example.com)    2019 - 2021\n• Ran the routing team',
      ).map((w) => [w.name, w.position]),
    ).toEqual([
      ['Harbour Analytics', 'Data Analyst'],
      ['Nimbus Freight Ltd', 'Data Engineer'],
    ]);
  });
});

describe('18. a list marker that reaches the text layer as NUL', () => {
  it('is a bullet, alone or joined to its text', () => {
    const item = rawItem;
    const page = {
      width: 600,
      height: 800,
      images: 0,
      items: [
        item('Nimbus Freight', 40, 700, 80),
        item('\u0000', 55, 685, 5),
        item('Built the routing service', 65, 685, 120),
        item('\u0000 Kept the build farm green', 55, 670, 130),
      ],
    };
    expect(pdfPagesToLines([page]).lines.map((l) => [l.text, l.bulleted])).toEqual([
      ['Nimbus Freight', false],
      ['Built the routing service', true],
      ['Kept the build farm green', true],
    ]);
  });
});

describe('19. a "Highlights" label over a role\'s bullets', () => {
  it('is no section: the bullets stay with their role', () => {
    const L = (text: string, fontSize: number, bold = false, bulleted = false): ResumeLine => ({
      text,
      segments: text.split('  '),
      page: 1,
      x: bulleted ? 55 : 40,
      y: 0,
      fontSize,
      bold,
      gapAbove: 14,
      bulleted,
    });
    const role = (company: string, title: string, dates: string, bullet: string) => [
      L(`${company}  ${dates}`, 12, true),
      L(title, 12, true),
      L('Highlights', 12, true),
      L(bullet, 11, false, true),
    ];
    const parsed = parseResumeLines(
      [
        L('Pat Quill', 22),
        L('pat.quill@mail.example', 11),
        L('Work', 19, true),
        ...role('Nimbus Freight', 'Senior Developer', 'Jan 2019 - Present', 'Built the routing service'),
        ...role('Harbour Analytics', 'Developer', 'Mar 2016 - Dec 2018', 'Built the sales dashboards'),
        L('Education', 19, true),
        L('BSc Physics, Eastmoor University  2012 - 2015', 12),
      ],
      'pdf',
    );
    expect(parsed.resume.work.map((w) => [w.name, w.position, w.highlights])).toEqual([
      ['Nimbus Freight', 'Senior Developer', ['Built the routing service']],
      ['Harbour Analytics', 'Developer', ['Built the sales dashboards']],
    ]);
  });
});

describe('16. heading styles learned only from whole section names', () => {
  const line = (text: string, fontSize: number, y: number): ResumeLine => ({
    text,
    segments: [text],
    page: 1,
    x: 40,
    y,
    fontSize,
    bold: false,
    gapAbove: 14,
    bulleted: false,
  });
  it('keeps employer lines in a larger size inside Experience when an Interests list holds a section phrase', () => {
    const texts: [string, number][] = [
      ['Pat Quill', 22],
      ['pat.quill@mail.example', 10],
      ['EXPERIENCE', 18],
      ['Nimbus Freight', 13],
      ['Senior Developer  Jan 2019 - Present', 10],
      ['Built the routing service that forty depots use every day to plan.', 10],
      ['Harbour Analytics', 13],
      ['Developer  Mar 2016 - Dec 2018', 10],
      ['Built the dashboards that the sales team reads every morning.', 10],
      ['INTERESTS', 18],
      ['Open Source Cycling Chess', 13],
    ];
    const parsed = parseResumeLines(
      texts.map(([t, size], i) => line(t, size, 40 + i * 20)),
      'pdf',
    );
    expect(parsed.resume.work.map((w) => [w.name, w.position])).toEqual([
      ['Nimbus Freight', 'Senior Developer'],
      ['Harbour Analytics', 'Developer'],
    ]);
  });
});

describe('12. a summary whose section end was missed', () => {
  const text = `Rosa Lindqvist
rosa@mail.example | +46 70 123 45 67
SUMMARY
Operations lead with nine years in cold-chain logistics, known for calm audits and short lead times.
Built two regional hubs from an empty lot to full service.
Nordic Cold Storage AB    2019 - Present
Operations Lead
• Cut spoilage by 30% across three sites`;

  it('stops at the first entry-like line, and the lines after it are returned as unplaced', () => {
    const parsed = parseResumeText(text);
    expect(parsed.resume.basics.summary).toBe(
      'Operations lead with nine years in cold-chain logistics, known for calm audits and short lead times. Built two regional hubs from an empty lot to full service.',
    );
    expect(parsed.meta.unplaced).toEqual(expect.arrayContaining(['Cut spoilage by 30% across three sites']));
  });

  it('never runs past 1,500 characters', () => {
    const sentence = 'Planned the weekly routes of forty drivers and kept every depot stocked through the winter months. ';
    const parsed = parseResumeText(`Rosa Lindqvist\nrosa@mail.example\nSUMMARY\n${Array.from({ length: 40 }, () => sentence.trim()).join('\n')}\n`);
    expect(parsed.resume.basics.summary!.length).toBeGreaterThan(1000);
    expect(parsed.resume.basics.summary!.length).toBeLessThanOrEqual(1500);
  });
});

describe('confidence per entry field, and unplaced lines', () => {
  const parsed = parseResumeText(`${HEAD}EXPERIENCE
Senior Developer, Hollow Pine Software, Denver, CO    Jan 2019 – Present
• Built the billing service
Acme Hovercraft Rentals
Lifeguard    2015
EDUCATION
Master of Science in Informatics, Eastmoor University    2012 - 2014
A line nobody could place, about fishing trips
`);

  it('gives every field an entry set a confidence in 0..1 under its JSON path, and none to empty fields', () => {
    const c = parsed.confidence;
    for (const key of [
      'work[0].position',
      'work[0].name',
      'work[0].startDate',
      'work[0].endDate',
      'work[0].location',
      'work[0].highlights',
      'education[0].institution',
      'education[0].studyType',
      'education[0].area',
      'education[0].startDate',
      'education[0].endDate',
    ]) {
      expect(c[key]).toBeGreaterThan(0);
      expect(c[key]).toBeLessThanOrEqual(1);
    }
    expect(c['work[0].score']).toBeUndefined();
    expect(c['education[0].score']).toBeUndefined();
    // A single date is a less certain end than a written range.
    const lone = parsed.resume.work.findIndex((w) => w.startDate === '2015');
    expect(lone).toBeGreaterThan(0);
    expect(c[`work[${lone}].startDate`]).toBeLessThan(c['work[0].startDate']!);
  });

  it('returns the lines it could not place, and not the ones it did', () => {
    expect(parsed.meta.unplaced).toContain('A line nobody could place, about fishing trips');
    expect(parsed.meta.unplaced).not.toContain('Built the billing service');
  });
});

// Browser-printed documents: Chromium draws a list's disc, circle and square as shapes, not text.
(hasChromium ? describe : describe.skip)('Chromium-printed resumes', () => {
  const bullets = [
    'Designed the routing service that forty depots use every day to plan',
    'Cut delivery planning time from two hours to ten minutes for each depot',
    'Mentored four junior engineers through their first production releases',
    'Moved builds to a shared pipeline that reports failures within minutes',
  ];
  const page = (body: string, css = '') =>
    `<html><head><style>body{font-family:sans-serif;font-size:12px;line-height:1.3} ${css}</style></head><body><h1>Mira Kovalenko</h1><p>mira@mail.example | +44 7700 900456</p><h2>Experience</h2>${body}<h2>Education</h2><p>BSc Computer Science, Eastmoor University, 2015</p></body></html>`;

  it.each([
    ['disc', 'ul{margin:0;padding-left:18px}'],
    ['square', 'ul{list-style:square;margin:0;padding-left:16px}'],
    ['circle', 'ul{list-style:circle;margin:0;padding-left:20px}'],
    ['coloured marker', 'li::marker{color:#2a6;font-size:1.3em}'],
    ['text marker', 'ul{list-style-type:"▸ "}'],
  ])('8. reads each item of a %s list as its own highlight, after a paragraph', async (_, css) => {
    for (const width of [360, 420]) {
      const body = `<div style="width:${width}px"><h3>Senior Developer, Nimbus Freight Ltd</h3><p>Jan 2019 – Present</p><p>Led the platform team of a regional freight firm.</p><ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul></div>`;
      const { resume } = await parseResumeDocument(await printHtml(page(body, css)), 'list.pdf');
      expect(resume.work).toHaveLength(1);
      expect(resume.work[0]!.highlights.slice(-bullets.length)).toEqual(bullets);
    }
  });

  it('4. keeps a school name wrapped in a narrow sidebar whole ("University of" / "Northern" / "Colorado")', async () => {
    const schools = ['University of Northern Colorado', 'Technical University Munich', 'Free University of Amsterdam'];
    for (const width of [90, 140]) {
      const education = schools
        .map((s, i) => `<div style="margin-bottom:8px"><b>${s}</b><div>BSc Physics</div><div>${2010 + i * 3} – ${2013 + i * 3}</div></div>`)
        .join('');
      const html = `<html><body style="font-family:sans-serif;font-size:11px;display:flex;gap:24px"><div style="width:${width}px"><h3>Education</h3>${education}<h3>Skills</h3><div>Python, Go</div></div><div style="flex:1"><h1>Mira Kovalenko</h1><p>mira@mail.example | +44 7700 900456</p><h2>Experience</h2><div><b>Senior Developer, Nimbus Freight Ltd</b> <span>Jan 2019 – Present</span><ul><li>Built the routing service</li></ul></div></div></body></html>`;
      const { resume } = await parseResumeDocument(await printHtml(html), 'sidebar.pdf');
      expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual(schools.map((s) => [s, 'BSc', 'Physics']));
    }
  });

  const roles = [
    ['Jan 2019 – Present', 'Senior Developer', 'Nimbus Freight Ltd'],
    ['March 2016 – December 2018', 'Developer', 'Harbour Analytics'],
    ['2013 – 2016', 'Junior Developer', 'Brightline Systems'],
  ];
  const want = [
    ['Senior Developer', 'Nimbus Freight Ltd', '2019-01', 'Present', true],
    ['Developer', 'Harbour Analytics', '2016-03', '2018-12', false],
    ['Junior Developer', 'Brightline Systems', '2013', '2016', false],
  ];
  it.each([
    [
      'a table',
      (w: number) =>
        `<table style="border-collapse:collapse">${roles.map(([d, t, c]) => `<tr><td style="width:${w}px;vertical-align:top;padding:0 8px 10px 0">${d}</td><td style="vertical-align:top;padding-bottom:10px"><b>${t}</b>, ${c}<ul style="margin:2px 0"><li>Shipped the thing that mattered most</li></ul></td></tr>`).join('')}</table>`,
    ],
    [
      'a grid',
      (w: number) =>
        roles
          .map(
            ([d, t, c]) =>
              `<div style="display:grid;grid-template-columns:${w}px 1fr;gap:10px;margin-bottom:10px"><div style="color:#666">${d}</div><div><div><b>${t}</b></div><div>${c}</div><ul style="margin:2px 0"><li>Shipped the thing that mattered most</li></ul></div></div>`,
          )
          .join(''),
    ],
  ])('9. reads dates wrapped over two or three lines of a narrow left column in %s', async (_, make) => {
    for (const width of [60, 90]) {
      const { resume } = await parseResumeDocument(await printHtml(page(make(width), 'body{font-size:12px}')), 'dates.pdf');
      expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, !!w.current])).toEqual(want);
    }
  });
});

describe('20. section headings printed in the left margin beside the first line of their section', () => {
  // Body text starts at x 160; each heading sits right-aligned in the margin on its section's first line.
  const L = (segments: string[], x: number[], y: number, bulleted = false): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page: 1,
    x: x[0]!,
    y,
    fontSize: 10,
    bold: false,
    gapAbove: 12,
    bulleted,
    ...(segments.length > 1 ? { segmentBounds: segments.map((s, i): [number, number] => [x[i]!, x[i]! + 5 * s.length]) } : {}),
  });
  const lines = [
    L(['Pat Quill'], [50], 40),
    L(['pat.quill@mail.example, Denver, CO'], [50], 55),
    L(['Experience', 'Platform Engineer'], [95, 160], 80),
    L(['Hollow Pine Software, Remote, May 2021 to Present'], [160], 92),
    L(['Built the billing service'], [162], 104, true),
    L(['Developer'], [160], 116),
    L(['Brightwave Labs, Denver, March 2018 to April 2021'], [160], 128),
    L(['Education', 'Bachelor’s Degree, Computer Science'], [98, 160], 150),
    L(['Eastmoor University, September 2014 to July 2018'], [160], 162),
    L(['Skills', 'Go, Python, Terraform'], [120, 160], 184),
  ];
  it("reads the heading as a section and the rest of its line as the section's first line", () => {
    const { resume } = parseResumeLines(lines, 'pdf');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, !!w.current])).toEqual([
      ['Platform Engineer', 'Hollow Pine Software', '2021-05', true],
      ['Developer', 'Brightwave Labs', '2018-03', false],
    ]);
    expect(resume.education[0]).toMatchObject({ institution: 'Eastmoor University', area: 'Computer Science' });
  });
  it('leaves a line alone when its first piece is not a whole section name or starts at the body edge', () => {
    const { resume } = parseResumeLines(
      [
        lines[0]!,
        lines[1]!,
        { ...L(['Experience'], [160], 70), bold: true },
        L(['Training Lead', 'Hollow Pine Software'], [160, 260], 80),
        L(['2019 – 2021'], [160], 92),
      ],
      'pdf',
    );
    expect(resume.work[0]).toMatchObject({ position: 'Training Lead', name: 'Hollow Pine Software' });
  });
});

describe('21. dates in a column left of the roles', () => {
  // The date column starts at x 78, the text column at x 158; the dash between the dates is a
  // glyph the font maps to a control character, as some LaTeX fonts print it.
  const L = (text: string, x: number, y: number, bulleted = false): ResumeLine => ({
    text,
    segments: [text],
    page: 1,
    x,
    y,
    fontSize: 10,
    bold: false,
    gapAbove: 12,
    bulleted,
  });
  const lines = [
    L('Pat Quill', 78, 40),
    L('pat.quill@mail.example', 78, 55),
    { ...L('Professional Experience', 78, 75), bold: true },
    L('2016-11 \u0015 Present Senior Engineer', 78, 90),
    L('Hollow Pine Software', 158, 102),
    L('Built the billing service', 160, 114, true),
    L('2012-03 \u0015 2016-10 Developer', 78, 130),
    L('Brightwave Labs', 158, 142),
    L('Wrote the weekly report', 160, 154, true),
  ];
  it("reads the range across the unmapped dash and the employer under the title as the role's", () => {
    expect(parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, w.highlights])).toEqual([
      ['Senior Engineer', 'Hollow Pine Software', '2016-11', 'Present', ['Built the billing service']],
      ['Developer', 'Brightwave Labs', '2012-03', '2016-10', ['Wrote the weekly report']],
    ]);
  });
  it('still reads lines indented a little under a date-first header as details', () => {
    const indented = [
      lines[0]!,
      lines[1]!,
      lines[2]!,
      L('2019 – 2021  Developer, Brightwave Labs', 78, 90),
      L('Wrote the weekly report and kept the build green', 92, 102),
    ];
    expect(parseResumeLines(indented, 'pdf').resume.work[0]).toMatchObject({
      position: 'Developer',
      name: 'Brightwave Labs',
      highlights: ['Wrote the weekly report and kept the build green'],
    });
  });
});

describe('22. a degree printed as a field and a type on lines of their own', () => {
  const read = (body: string) => school(body).map((e) => [e.institution, e.studyType, e.area, e.courses ?? []]);
  it('reads "• Field" then an indented "Type" under the school as the degree', () => {
    const L = (segments: string[], x: number, y: number, bulleted = false, bold = false): ResumeLine => ({
      text: segments.join('  '),
      segments,
      page: 1,
      x,
      y,
      fontSize: 12,
      bold,
      gapAbove: 14,
      bulleted,
    });
    const lines = [
      L(['Pat Quill'], 50, 40),
      L(['pat.quill@mail.example'], 50, 56),
      L(['Education'], 50, 80, false, true),
      L(['Eastmoor University', '2008-09-01 — 2012-06-01'], 50, 100, false, true),
      L(['Digital Media and Computer Science'], 50, 116, true, true),
      L(['Bachelor'], 69, 132),
      L(['Skills'], 50, 160, false, true),
      L(['Python'], 50, 176),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate])).toEqual([
      ['Eastmoor University', 'Bachelor', 'Digital Media and Computer Science', '2008-09'],
    ]);
  });
  it('reads a discipline printed where the school would be, above the degree, as the field', () => {
    expect(read('Data Science and Complex Systems\nM.S.    2019 - 2021')).toEqual([['', 'M.S.', 'Data Science and Complex Systems', []]]);
    // A name with no discipline word stays the school.
    expect(read('Harbour Coding Academy\nB.S.    2019 - 2021')[0]!.slice(0, 2)).toEqual(['Harbour Coding Academy', 'B.S.']);
  });
});

describe("23. a role's dates indented under its title, with the span beside them", () => {
  const L = (segments: string[], x: number, y: number, bulleted = false): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page: 1,
    x,
    y,
    fontSize: 12,
    bold: false,
    gapAbove: 14,
    bulleted,
  });
  it('reads "3 years  July 2021 — Present" at any indent as the role\'s dates, not a highlight', () => {
    const lines = [
      L(['Pat Quill'], 50, 40),
      L(['pat.quill@mail.example'], 50, 56),
      { ...L(['EXPERIENCE'], 50, 80), fontSize: 16 },
      L(['Platform Engineer, Hollow Pine Software'], 50, 100),
      L(['3 years', 'July 2021 — Present'], 190, 116),
      L(['Built the billing service'], 50, 132, true),
      L(['Developer, Brightwave Labs'], 50, 160),
      L(['a year', 'March 2019 — April 2020'], 170, 176),
      L(['Wrote the weekly report'], 50, 192, true),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, w.highlights])).toEqual([
      ['Platform Engineer', 'Hollow Pine Software', '2021-07', 'Present', ['Built the billing service']],
      ['Developer', 'Brightwave Labs', '2019-03', '2020-04', ['Wrote the weekly report']],
    ]);
  });
});

describe("24. an employer's website on a line of its own under its name", () => {
  const L = (segments: string[], x: number, y: number, bold = false, bulleted = false): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page: 1,
    x,
    y,
    fontSize: 12,
    bold,
    gapAbove: 14,
    bulleted,
  });
  it("keeps the link with the header, so the title under it is the same role's", () => {
    const lines = [
      L(['Pat Quill'], 50, 40),
      L(['pat.quill@mail.example'], 50, 56),
      { ...L(['Work'], 50, 80, true), fontSize: 19 },
      L(['Hollow Pine Software', '01/2020 — 01/2022'], 50, 100, true),
      L(['https://www.hollowpine.example/'], 50, 116),
      L(['Platform Engineer'], 50, 132, true),
      L(['Built the billing service'], 65, 148, false, true),
      L(['Brightwave Labs', '03/2018 — 12/2019'], 50, 170, true),
      L(['https://brightwave.example'], 50, 186),
      L(['Developer'], 50, 202, true),
      L(['Wrote the weekly report'], 65, 218, false, true),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.highlights])).toEqual([
      ['Platform Engineer', 'Hollow Pine Software', '2020-01', ['Built the billing service']],
      ['Developer', 'Brightwave Labs', '2018-03', ['Wrote the weekly report']],
    ]);
  });
});

describe("25. an employer printed in the size of the sidebar's headings, inside a larger section heading", () => {
  const L = (text: string, y: number, fontSize = 10.7, bold = false, bulleted = false): ResumeLine => ({
    text,
    segments: [text],
    page: 1,
    x: bulleted ? 95 : 65,
    y,
    fontSize,
    bold,
    gapAbove: 14,
    bulleted,
  });
  it("reads the employer as the role's, not as a section", () => {
    const lines = [
      L('Pat Quill', 30, 21.5, true),
      L('Contact', 60, 12.6, true),
      L('pat.quill@mail.example', 76),
      L('About', 100, 12.6, true),
      L('I build payment systems that stay up.', 116),
      L('Work', 150, 16.1, true),
      L('Hollow Pine', 170, 12.6, true),
      L('Staff Engineer 2021-09-15 - Present', 186),
      L('Built the billing service', 202, 10.7, false, true),
      L('Hollow Pine', 224, 12.6, true),
      L('Engineer 2018-03-01 - 2021-09-01', 240),
      L('Wrote the weekly report', 256, 10.7, false, true),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.highlights])).toEqual([
      ['Staff Engineer', 'Hollow Pine', '2021-09', ['Built the billing service']],
      ['Engineer', 'Hollow Pine', '2018-03', ['Wrote the weekly report']],
    ]);
  });
});

describe('26. a place in capitals without commas, in a sidebar contact block under a heading', () => {
  const L = (text: string, y: number, fontSize: number, bold = false): ResumeLine => ({
    text,
    segments: [text],
    page: 1,
    x: 76,
    y,
    fontSize,
    bold,
    gapAbove: 10,
    bulleted: false,
  });
  it('finds "CITY ST CC" and "CITY PROVINCE" among the wrapped contact lines', () => {
    const read = (place: string) =>
      parseResumeLines(
        [
          L('PAT QUILL', 30, 28, true),
          L('PLATFORM ENGINEER', 60, 11),
          L('ABOUT', 80, 9.9),
          L(place, 95, 6.4),
          L('PAT.QUILL@MAIL', 105, 6.4),
          L('.EXAMPLE', 115, 6.4),
          L('HOLLOWPINE.EXAMPLE/PORTF', 125, 6.4),
          L('OLIO/', 135, 6.4),
          L('1-303-555-0142', 145, 6.4),
          L('SKILLS', 170, 9.9),
          L('GO, PYTHON', 185, 8),
        ],
        'pdf',
      ).resume.basics.location;
    expect(read('BURLINGTON VT US')).toMatchObject({ raw: 'BURLINGTON, VT, US', city: 'BURLINGTON', region: 'VT' });
    expect(read('TORONTO ON')).toMatchObject({ city: 'TORONTO', region: 'ON' });
  });
});

describe('27. a span of years printed beside the dates, spaced apart from the title ("3 years | 2017 — 2020")', () => {
  // Title line, then the dates indented and set apart by a larger gap, then the role's text.
  const L = (segments: string[], x: number, y: number, gapAbove: number, fontSize = 12, bulleted = false): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page: 1,
    x,
    y,
    fontSize,
    bold: false,
    gapAbove,
    bulleted,
  });
  const head = [L(['Pat Quill'], 49, 40, 0, 20), L(['pat.quill@mail.example'], 49, 60, 20), L(['EXPERIENCE'], 74, 100, 40, 16.5)];
  it("reads the span as no part of the role, and the dates as the role's", () => {
    const lines = [
      ...head,
      L(['Platform Engineer, Hollow Pine Software'], 49, 138, 38),
      L(['8 years', 'January 2019 — Present'], 195, 160, 22.5, 10.2),
      L(['Led the team that runs the billing service for every region and the'], 49, 185, 24.7),
      L(['ledger behind it, and moved both to a new cloud account without'], 49, 202, 17.2),
      L(['a minute of downtime.'], 49, 219, 17.2),
      L(['Built the deploy pipeline'], 49, 238, 18.7, 12, true),
      L(['Wrote the runbooks that the on-call engineers follow at night'], 49, 256, 18.7, 12, true),
      L(['and the checklists for each release.'], 61, 273, 17.2),
      L(['Developer, Brightwave Labs'], 49, 312, 40),
      L(['a year', 'March 2017 — January 2018'], 224, 334, 22.5, 10.2),
      L(['Wrote the weekly report'], 49, 358, 24.7, 12, true),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, w.highlights.length])).toEqual([
      ['Platform Engineer', 'Hollow Pine Software', '2019-01', 'Present', 3],
      ['Developer', 'Brightwave Labs', '2017-03', '2018-01', 1],
    ]);
  });
  it('reads "Field, Degree" / span and dates / "School, Country" as one degree with its school', () => {
    const lines = [
      ...head.slice(0, 2),
      L(['EDUCATION'], 74, 100, 40, 16.5),
      L(['Computer Engineering, PhD'], 49, 138, 38),
      L(['6 years', '2017 — 2023'], 144, 160, 22.5, 10.2),
      L(['Vesterholm TH, Sweden'], 49, 184, 24),
      L(['Computer Engineering, Master of Science'], 49, 230, 46.5),
      L(['a year', '2016 — 2017'], 144, 252, 22.5, 10.2),
      L(['Eastmoor University, Sweden'], 49, 276, 24),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate])).toEqual([
      ['Vesterholm TH, Sweden', 'PhD', 'Computer Engineering', '2017'],
      ['Eastmoor University, Sweden', 'Master of Science', 'Computer Engineering', '2016'],
    ]);
  });
});

describe('28. a skill level printed beside or under a group ("Frontend — expert", "ADVANCED")', () => {
  const L = (segments: string[], y: number): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page: 1,
    x: 50,
    y,
    fontSize: 10,
    bold: false,
    gapAbove: 12,
    bulleted: false,
  });
  it("is neither a skill nor the group's name", () => {
    expect(extractSkills([L(['ADVANCED'], 100), L(['VUE'], 112), L(['REACT'], 124)], 'FRONTEND')).toEqual([{ name: 'FRONTEND', keywords: ['VUE', 'REACT'] }]);
    expect(extractSkills([L(['Go, Python, Terraform'], 100)], 'Platform — expert')).toEqual([{ name: 'Platform', keywords: ['Go', 'Python', 'Terraform'] }]);
    expect(extractSkills([L(['Web Development', 'Master'], 100), L(['Data Analysis', 'Intermediate'], 112)], 'Skills')).toEqual([
      { name: 'Skills', keywords: ['Web Development', 'Data Analysis'] },
    ]);
  });
  it('leaves a skill that only contains a level word alone', () => {
    expect(extractSkills([L(['Advanced Excel, Expert Systems'], 100)], 'Skills')[0]!.keywords).toEqual(['Advanced Excel', 'Expert Systems']);
  });
});

describe('29. section headings in the left margin on the first page only', () => {
  const L = (segments: string[], x: number[], y: number, page = 1, bulleted = false): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page,
    x: x[0]!,
    y,
    fontSize: 10,
    bold: false,
    gapAbove: 12,
    bulleted,
    ...(segments.length > 1 ? { segmentBounds: segments.map((s, i): [number, number] => [x[i]!, x[i]! + 5 * s.length]) } : {}),
  });
  it("reads them when the later pages set their text at the margin's edge", () => {
    const lines = [
      L(['Pat Quill'], [160], 40),
      L(['pat.quill@mail.example'], [160], 55),
      L(['Experience', 'Hollow Pine Software', 'Jan 2019 – Present'], [50, 160, 400], 80),
      L(['Platform Engineer'], [160], 92),
      L(['Built the billing service'], [175], 104, 1, true),
      L(['Education', 'Eastmoor University', '2010 – 2014'], [50, 160, 400], 130),
      L(['Bachelor of Science, Computer Science'], [160], 142),
      { ...L(['Volunteering'], [50], 28, 2), bold: true, fontSize: 13 },
      ...['Wrote the runbooks', 'Kept the build green', 'Moved the ledger', 'Ran the on-call rota', 'Trained new hires', 'Cut cloud costs'].map((t, i) =>
        L([t], [50], 40 + 12 * i, 2),
      ),
    ];
    const { resume } = parseResumeLines(lines, 'pdf', 2);
    expect(resume.work[0]).toMatchObject({ position: 'Platform Engineer', name: 'Hollow Pine Software', startDate: '2019-01' });
    expect(resume.education[0]).toMatchObject({ institution: 'Eastmoor University', area: 'Computer Science' });
  });
});

describe('30. a degree printed "Field / Type" under the school', () => {
  it('reads the side that is a degree type alone as the type, the other as the field', () => {
    const read = (body: string) => school(body).map((e) => [e.institution, e.studyType, e.area]);
    expect(read('Eastmoor University    2004 - 2011\nGeographic Information Systems and Analytical Cartography / Bachelor of Science')).toEqual([
      ['Eastmoor University', 'Bachelor of Science', 'Geographic Information Systems and Analytical Cartography'],
    ]);
    expect(read('Eastmoor University    1985 - 1988\nPhysiology / BSc')).toEqual([['Eastmoor University', 'BSc', 'Physiology']]);
    // Two degree types, or no type at all, are not split this way.
    expect(read('Eastmoor University    2019\nB.S. / M.S.')[0]![1]).toBe('B.S. / M.S.');
  });
});

describe('31. an employer named in camel case ("eVentra", "iLabs") opening a role', () => {
  const L = (segments: string[], y: number, fontSize = 10.5, bold = false): ResumeLine => ({
    text: segments.join('  '),
    segments,
    page: 1,
    x: 184,
    y,
    fontSize,
    bold,
    gapAbove: 20,
    bulleted: false,
  });
  it("is the role's header, not the continuation of the text above", () => {
    const lines = [
      L(['Pat Quill'], 30, 18),
      L(['pat.quill@mail.example'], 50),
      L(['Work'], 80, 18),
      L(['eVentra', '01/2018 - Present'], 110, 12),
      L(['Platform Engineer'], 126, 10.5, true),
      L(['Mostly web front-end work, and the architecture of the billing service.'], 150),
      L(['iLabs Kft.', '10/2014 - 12/2017'], 184, 12),
      L(['Developer'], 200, 10.5, true),
      L(['Built the apps that the field teams use every day.'], 224),
    ];
    expect(parseResumeLines(lines, 'pdf').resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Platform Engineer', 'eVentra', '2018-01'],
      ['Developer', 'iLabs Kft.', '2014-10'],
    ]);
  });
});

describe('32. a place of three to five comma parts ("City, ST 12345, State, US", "Town, County, GB")', () => {
  it('is read whole, not only the region and country at its end', () => {
    const place = (line: string) =>
      parseResumeText(`Pat Quill\npat.quill@mail.example\n${line}\nEXPERIENCE\nDeveloper, Brightwave Labs  2019 - 2021\n`).resume.basics.location.raw;
    expect(place('Fairfield, CA 94534, California, US')).toBe('Fairfield, CA 94534, California, US');
    expect(place('Guildford, Surrey, GB')).toBe('Guildford, Surrey, GB');
    // A title or an employer before the place is no part of it.
    expect(place('Platform Engineer, Hollow Pine, Surrey, GB')).not.toContain('Engineer');
  });
});

describe('33. a bare grade printed after the field ("MSc, Software Engineering, 3.8")', () => {
  it('is the score, not part of the field', () => {
    expect(school('Eastmoor University    2016 - 2020\nMSc, Software Engineering, 3.8')[0]).toMatchObject({
      studyType: 'MSc',
      area: 'Software Engineering',
      score: '3.8',
    });
    // A number inside the field's words stays ("Web 2.0 Design").
    expect(school('Eastmoor University    2016 - 2020\nBA, Web 2.0 Design')[0]).toMatchObject({ area: 'Web 2.0 Design' });
  });
});

describe('34. a name under a theme\'s title ("Résumé of PAT" / "QUILL")', () => {
  const L = (text: string, y: number, fontSize: number, bold = false): ResumeLine => ({
    text,
    segments: [text],
    page: 1,
    x: 170,
    y,
    fontSize,
    bold,
    gapAbove: 20,
    bulleted: false,
  });
  it('is the name without the title, both words of it', () => {
    const name = (lines: ResumeLine[]) =>
      parseResumeLines(
        [
          ...lines,
          L('pat.quill@mail.example', 130, 11),
          { ...L('EMPLOYMENT HISTORY', 170, 12, true), x: 80 },
          { ...L('Developer, Brightwave Labs | 2019 – 2021', 190, 11), x: 80 },
        ],
        'pdf',
      ).resume.basics.name;
    expect(name([L('Résumé of PAT', 57, 22.5), L('QUILL', 88, 22.5, true), L('DENVER, CO', 109, 12)])).toBe('PAT QUILL');
    expect(name([L('Résumé of PAT QUILL', 57, 22.5), L('DENVER, CO', 109, 12)])).toBe('PAT QUILL');
  });
});

describe('35. a title with a comma inside brackets ("Backend Engineer (Freelance, Part-time), Employer")', () => {
  it('keeps the bracket whole in the title; the employer follows the comma outside it', () => {
    expect(
      work('Backend Engineer (Freelance, Part-time), Hollow Pine Software   Jan 2019 - Mar 2021\n• Built the billing service').map((w) => [w.position, w.name]),
    ).toEqual([['Backend Engineer (Freelance, Part-time)', 'Hollow Pine Software']]);
  });
});

describe('36. a title line with a dash or bar in it, the employer on a line of its own', () => {
  it('keeps the whole title as written ("Mechanical Engineer - Intern")', () => {
    expect(
      work(
        'Hollow Pine Software   Jan 2019 - Mar 2021\nMechanical Engineer - Intern\n• Built the test rig\nBrightwave Labs   2016 - 2018\nResearcher | Desktop Software Developer\n• Wrote the viewer',
      ).map((w) => [w.position, w.name]),
    ).toEqual([
      ['Mechanical Engineer - Intern', 'Hollow Pine Software'],
      ['Researcher | Desktop Software Developer', 'Brightwave Labs'],
    ]);
  });
});

describe('37. a current role printed with this month as its end (a theme fills in today)', () => {
  it('is current; a past month and a planned end next year are kept as written', () => {
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    const year = now.getUTCFullYear();
    const roles = work(
      `Hollow Pine Software   Jan 2019 - ${month} ${year}\nPlatform Engineer\n• Built the billing service\nBrightwave Labs   Jan 2016 - Dec 2018\nData Analyst\n• Wrote the weekly report\nNorthwind Trust   Mar 2015 - Jun ${year + 1}\nContract Analyst\n• Audited the ledgers`,
    );
    expect(roles.map((w) => [w.name, !!w.current, w.endDate])).toEqual([
      ['Hollow Pine Software', true, 'Present'],
      ['Brightwave Labs', false, '2018-12'],
      ['Northwind Trust', false, `${year + 1}-06`],
    ]);
    expect(endsNotYet('2026-11', '2026-11')).toBe(true);
    expect(endsNotYet('2026', '2026-11')).toBe(false);
  });
});

(hasChromium ? describe : describe.skip)('38. a location printed as labelled fields or without commas', () => {
  const doc = (contact: string) =>
    `<html><head><style>body{font-family:sans-serif;font-size:12px} td{padding:2px 40px 2px 0}</style></head><body><h1>Ines Varga</h1>${contact}<h2>Experience</h2><p><b>Analyst</b>, Tollgate Freight, 2019 - 2023</p><ul><li>Planned the weekly routes</li></ul></body></html>`;
  const locationOf = async (contact: string) => (await parseResumeDocument(await printHtml(doc(contact)), 'location.pdf')).resume.basics.location;

  it('reads a form-like contact table (label column, value column) into its parts', async () => {
    const table = (rows: [string, string][]) => `<table>${rows.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>`;
    expect(
      await locationOf(
        table([
          ['Email', 'ines@mail.example'],
          ['Address', '14 Quarry Lane'],
          ['Postal Code &amp; City', 'AB T2N 1N4 Calgary'],
          ['Region', 'Alberta'],
          ['Country', 'Canada'],
        ]),
      ),
    ).toMatchObject({ address: '14 Quarry Lane', postalCode: 'T2N 1N4', city: 'Calgary', region: 'Alberta', countryCode: 'CA' });
    expect(
      await locationOf(table([['Location', 'Region'] as [string, string]]).replace('</table>', '<tr><td>Phone</td><td>+36 30 123 4567</td></tr></table>')),
    ).toMatchObject({ raw: '' });
  });

  it('reads "City Region CODE" without commas and a lone city beside the email', async () => {
    expect((await locationOf('<p>Pune Maharashtra IN</p><p>ines@mail.example</p>')).raw).toBe('Pune, Maharashtra, IN');
    expect((await locationOf('<p>Toronto Ontario</p><p>ines@mail.example</p>')).raw).toBe('Toronto, Ontario');
    expect(await locationOf('<table><tr><td>Atlanta</td><td>ines@mail.example</td></tr></table>')).toMatchObject({ raw: 'Atlanta', city: 'Atlanta' });
    // A word that is no place stays out.
    expect((await locationOf('<table><tr><td>Analyst</td><td>ines@mail.example</td></tr></table>')).raw).toBe('');
  });
});

(hasChromium ? describe : describe.skip)('39. schools printed as cards side by side in a two-column grid', () => {
  const card = (school: string, dates: string, degree: string) => `<div><b style="font-size:13px">${school}</b><div>${dates}</div><div>${degree}</div></div>`;
  it('reads each card as its own entry, with "Degree - Field" split', async () => {
    const html = `<html><head><style>body{font-family:sans-serif;font-size:11px;width:560px} .grid{display:grid;grid-template-columns:1fr 1fr;gap:26px 40px}</style></head><body><h1>Ines Varga</h1><p>ines@mail.example</p><h2>Education</h2><div class="grid">${card(
      'Eastmoor University',
      'Sep 2014 - Jun 2018',
      "Bachelor's Degree - Computer Science",
    )}${card('Northgate Institute of Technology', 'Sep 2018 - Jun 2020', 'MSc - Data Engineering GPA: 3.9')}${card(
      'Westbrook College',
      'Sep 2020 - Jun 2024',
      'PhD - Applied Mathematics',
    )}</div><h2>Skills</h2><p>Python, SQL</p></body></html>`;
    const { resume } = await parseResumeDocument(await printHtml(html), 'grid.pdf');
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual([
      ['Eastmoor University', "Bachelor's Degree", 'Computer Science', '2014-09', '2018-06'],
      ['Northgate Institute of Technology', 'MSc', 'Data Engineering', '2018-09', '2020-06'],
      ['Westbrook College', 'PhD', 'Applied Mathematics', '2020-09', '2024-06'],
    ]);
  });
});

describe('40. degree first, then "School, dates", entries set apart by a little more space', () => {
  const L = (text: string, y: number, gapAbove: number, fontSize = 10) => resumeLine(text, { x: 72, y, fontSize, gapAbove });
  it("the degree line nearer the dated school line under it opens that school's entry", () => {
    const lines = [
      L('Ines Varga', 40, 0, 16),
      L('ines@mail.example', 60, 20),
      L('Education', 90, 30, 12),
      L('MS, Computer Engineering', 105, 15),
      L('Eastmoor University, August 2018 to December 2021', 117, 12),
      L('3.88', 129, 12),
      L('BSc, Electrical Engineering', 144, 15),
      L('Westbrook College, February 2010 to May 2014', 156, 12),
      L('3.83', 168, 12),
    ];
    const { resume } = parseResumeLines(lines, 'pdf');
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area, e.endDate])).toEqual([
      ['Eastmoor University', 'MS', 'Computer Engineering', '2021-12'],
      ['Westbrook College', 'BSc', 'Electrical Engineering', '2014-05'],
    ]);
  });
});

describe('41. a labelled list under the role ("Technologies: PHP, Ruby, MySQL")', () => {
  const L = (segments: string[], x: number, y: number, gapAbove: number, bulleted = false) =>
    resumeLine(segments, { x, y, fontSize: 10.5, gapAbove, bulleted });
  it('is a detail of the role, never its employer', () => {
    const lines = [
      L(['Ines Varga'], 60, 40, 0),
      L(['ines@mail.example'], 60, 55, 15),
      L(['Experience'], 60, 80, 25),
      L(['Founder & Consultant', 'October 2010 – November 2013'], 60, 98, 18),
      L(['Lantern Row'], 60, 110, 12),
      L(['Technologies: PHP, Ruby, jQuery, HTML5, Sass & LESS, MySQL, WordPress, AWS'], 60, 124, 14),
      L(['Founded a digital agency while at university'], 65, 138, 14, true),
      L(['Web Developer', 'January 2009 – September 2010'], 60, 156, 18),
      L(['Harbour Analytics'], 60, 168, 12),
      L(['Built the sales dashboards'], 65, 182, 14, true),
    ];
    const roles = parseResumeLines(lines, 'pdf').resume.work;
    expect(roles.map((w) => [w.position, w.name])).toEqual([
      ['Founder & Consultant', 'Lantern Row'],
      ['Web Developer', 'Harbour Analytics'],
    ]);
  });
});

describe('42. a grade in words ("Grade: cum laude") and a field printed above a bare degree', () => {
  it('reads the grade as the score, never the school', () => {
    const [entry] = school('Eastmoor University   2016 - 2018\nMSc - Applied Mathematics\nGrade: cum laude');
    expect([entry!.institution, entry!.studyType, entry!.area, entry!.score]).toEqual(['Eastmoor University', 'MSc', 'Applied Mathematics', 'cum laude']);
  });
  it('takes a discipline above a bare degree, with no school printed, for the field', () => {
    const [entry] = school('Liberal Arts\nB.A.   2008 - 2012');
    expect([entry!.institution, entry!.studyType, entry!.area]).toEqual(['', 'B.A.', 'Liberal Arts']);
  });
});

(hasChromium ? describe : describe.skip)('43. section headings in a margin column, each centred on its block', () => {
  it('reads every heading with the block beside it, not all of them first', async () => {
    const row = (heading: string, body: string) => `<tr><td class="m">${heading}</td><td>${body}</td></tr><tr><td></td><td style="height:22px"></td></tr>`;
    const lines = (items: string[]) => items.map((i) => `<div>${i}</div>`).join('');
    const html = `<html><head><style>body{font-family:sans-serif;font-size:11px;width:560px} td{vertical-align:middle;padding:0} td.m{width:150px;font-size:15px;letter-spacing:1px} div{line-height:1.5}</style></head><body><table>${row(
      'CONTACT',
      lines(['Ines Varga', 'ines@mail.example', '+36 30 123 4567']),
    )}${row('SKILLS', lines(['Python (Expert):', 'SQL (Advanced):', 'Airflow (Intermediate):', 'Docker (Advanced):', 'Terraform (Beginner):']))}${row(
      'EDUCATION',
      `<b>Eastmoor University</b>${lines(['2014 to 2018', '• BSc: Computer Science (cum laude)'])}`,
    )}</table></body></html>`;
    const { resume } = await parseResumeDocument(await printHtml(html), 'margin.pdf');
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['Python', 'SQL', 'Airflow', 'Docker', 'Terraform']);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area, e.score])).toEqual([
      ['Eastmoor University', 'BSc', 'Computer Science', 'cum laude'],
    ]);
  });
});

describe('44. a school whose name reads as a place, its degree a list item under it', () => {
  it('is the school; "• PhD: Field (cum laude)" is its degree, field and grade', () => {
    const entries = school('KU Tallowmere, Belgium   2013 - 2016\n• MSc: Computer Engineering Technology (cum laude)');
    expect(entries.map((e) => [e.institution, e.studyType, e.area, e.score])).toEqual([
      ['KU Tallowmere, Belgium', 'MSc', 'Computer Engineering Technology', 'cum laude'],
    ]);
  });
  it('skill items lose the level printed beside them', () => {
    const skills = parseResumeText(`${HEAD}SKILLS\nFull Stack Development — Master, React — Expert, Redux (Advanced)\n`).resume.skills;
    expect(skills.flatMap((s) => s.keywords)).toEqual(['Full Stack Development', 'React', 'Redux']);
  });
});

describe('45. an email or link that a narrow sidebar wrapped, and a link with a rare ending', () => {
  const L = (text: string, y: number, x = 40) => resumeLine(text, { x, y, fontSize: 9, gapAbove: 11 });
  const basicsOf = (contact: string[]) =>
    parseResumeLines(
      [
        { ...L('Ines Varga', 30), fontSize: 20, gapAbove: 0 },
        ...contact.map((t, i) => L(t, 60 + 11 * i)),
        { ...L('Experience', 140, 200), fontSize: 14, gapAbove: 20 },
        L('Analyst, Tollgate Freight   2019 - 2023', 160, 200),
      ],
      'pdf',
    ).resume.basics;
  it('joins the pieces again', () => {
    const basics = basicsOf(['ines.varga@mail.co', 'm', 'www.inesvarga.', 'dev']);
    expect([basics.email, basics.url]).toEqual(['ines.varga@mail.com', 'www.inesvarga.dev']);
    expect(basicsOf(['ines-', 'varga.github.io/', '+36 30 123 4567']).url).toBe('ines-varga.github.io/');
  });
  it('keeps a link ending in a slash whole, and reads any ending after a scheme', () => {
    const basics = basicsOf(['https://ines.pub/', 'in/ines-varga']);
    expect(basics.url).toBe('https://ines.pub/');
  });
});

describe('46. degrees written field first, with curly apostrophes, honours first, or a list of fields', () => {
  // An education section as a PDF gives it: each line placed, list items and their lines indented.
  const educationOf = (rows: Array<[string, number?, boolean?]>) =>
    parseResumeLines(
      [
        { ...resumeLine('Ines Varga', { x: 40, y: 30, fontSize: 20 }) },
        { ...resumeLine('Education', { x: 40, y: 70, fontSize: 14, bold: true, gapAbove: 20 }) },
        ...rows.map(([text, x = 40, bulleted = false], i) => resumeLine(text, { x, y: 95 + 16 * i, fontSize: 10, gapAbove: 6, bulleted })),
        { ...resumeLine('Skills', { x: 40, y: 110 + 16 * rows.length, fontSize: 14, bold: true, gapAbove: 20 }) },
        resumeLine('Python, Go', { x: 40, y: 130 + 16 * rows.length, gapAbove: 6 }),
      ],
      'pdf',
    ).resume.education.map((e) => [e.institution, e.studyType, e.area]);
  it('reads "Computer Science, BS" as the field and the degree, not a place with its code', () => {
    expect(school('Computer Science, BS\n2014 — 2019\nEastmoor University')).toMatchObject([
      { institution: 'Eastmoor University', studyType: 'BS', area: 'Computer Science' },
    ]);
    expect(school('Philosophy, MA\n2019 — 2021\nEastmoor University')).toMatchObject([{ studyType: 'MA', area: 'Philosophy' }]);
  });
  it('reads a degree named with a curly apostrophe ("Engineer’s degree")', () => {
    const [entry] = school('Engineer’s degree, Computer Science\nArdent Polytechnic, October 2005 to September 2008');
    expect([entry!.institution, entry!.studyType, entry!.area]).toEqual(['Ardent Polytechnic', 'Engineer’s degree', 'Computer Science']);
  });
  it('takes "• Field & Field, Field" over "Honours Bachelor of Science" under the school for the fields and the degree', () => {
    expect(
      educationOf([
        ['Eastmoor University   2020 - 2024'],
        ['Computer Science & Molecular Biology, Immunology and Disease', 58, true],
        ['Honours Bachelor of Science', 58],
      ]),
    ).toEqual([['Eastmoor University', 'Honours Bachelor of Science', 'Computer Science & Molecular Biology, Immunology and Disease']]);
  });
  it('never takes the school a design printed first, without a school word, for the field', () => {
    expect(educationOf([['Liceul Teoretic Tallowmere'], ['Matematică Informatică Intensiv'], ['Bacalaureat'], ['2008 - 2012']])).toEqual([
      ['Liceul Teoretic Tallowmere', 'Bacalaureat', 'Matematică Informatică Intensiv'],
    ]);
  });
});

describe('47. a summary under the name, with no heading, that names a year', () => {
  it('is the summary: a run of digits in prose is no phone or address', () => {
    const text = `Ines Varga\nines@mail.example | +36 30 123 4567\nBudapest 1051, Hungary\nHas been building payment systems since 2009 and leads a team of eight engineers.\n\nEXPERIENCE\nAnalyst, Tollgate Freight   2019 - 2023\n• Wrote the weekly report\n`;
    const { basics } = parseResumeText(text).resume;
    expect(basics.summary).toBe('Has been building payment systems since 2009 and leads a team of eight engineers.');
  });
});

describe('48. an employer whose name holds a section word, in the type the entries use for their employers', () => {
  it('opens the next role, not a section, even at the top of a page', () => {
    const L = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 40, y, fontSize: 9, gapAbove: 10, ...fields });
    const employer = { fontSize: 11, bold: true, gapAbove: 20 };
    const { work } = parseResumeLines(
      [
        L('Ines Varga', 30, { fontSize: 20, gapAbove: 0 }),
        L('ines@mail.example', 60),
        L('Experience', 90, { fontSize: 11, gapAbove: 20 }),
        L('Northwind Holdings Inc.', 115, employer),
        L('Data Analyst   2019 - 2023', 128),
        L('Wrote the weekly freight report for the board', 140, { x: 50, bulleted: true }),
        L('Tallowmere Technologies FZE', 40, { ...employer, page: 2, gapAbove: 0 }),
        L('Systems Engineer   2015 - 2019', 53, { page: 2 }),
        L('Kept forty Linux servers patched and monitored', 65, { x: 50, bulleted: true, page: 2 }),
        L('Education', 95, { fontSize: 11, gapAbove: 20, page: 2 }),
        L('Eastmoor University   2011 - 2015', 120, { page: 2 }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Northwind Holdings Inc.', 'Data Analyst'],
      ['Tallowmere Technologies FZE', 'Systems Engineer'],
    ]);
  });
});

describe('49. an employer set apart from its role line by more space than the bullets', () => {
  it('is the role line’s employer, not an entry of its own', () => {
    const L = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 40, y, fontSize: 10, gapAbove: 12, ...fields });
    const role = (employer: string, title: string, y: number) => [
      L(employer, y, { bold: true, fontSize: 12, gapAbove: 34 }),
      L(title, y + 26, { gapAbove: 25 }),
      L('Wrote the weekly freight report for the board', y + 38, { x: 60, bulleted: true }),
      L('Moved the reports to a nightly job', y + 50, { x: 60, bulleted: true }),
    ];
    const { work } = parseResumeLines(
      [
        L('Ines Varga', 30, { fontSize: 20, gapAbove: 0 }),
        L('ines@mail.example', 60),
        L('Work', 100, { fontSize: 16, bold: true, gapAbove: 40 }),
        ...role('Northwind Holdings', 'Data Analyst   2021 - Present', 134),
        ...role('Tallowmere Freight', 'Junior Analyst   2018 - 2021', 230),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.name, w.position, w.startDate, w.highlights.length])).toEqual([
      ['Northwind Holdings', 'Data Analyst', '2021', 2],
      ['Tallowmere Freight', 'Junior Analyst', '2018', 2],
    ]);
  });
});

describe('50. an employer and its unit joined by a spaced hyphen, or wrapped onto the next line', () => {
  it('stay one employer; a way of working after the hyphen does not join it', () => {
    const roles = work(
      'Eastmoor Tech - Ocean Robotics Group   2010 - 2017\nGraduate Research Assistant\n• Built the sonar rig\nTollgate Freight - Contract   2018 - 2019\nAnalyst\n• Wrote the weekly report',
    );
    expect(roles.map((w) => [w.name, w.position])).toEqual([
      ['Eastmoor Tech - Ocean Robotics Group', 'Graduate Research Assistant'],
      ['Tollgate Freight', 'Analyst'],
    ]);
  });
  it('an employer wrapped after "and" is one name again', () => {
    const roles = work('Social Ecological Gaming and   08/2022 - 07/2023\nSimulation Lab\nSoftware Developer\n• Built the sonar rig');
    expect(roles.map((w) => [w.name, w.position])).toEqual([['Social Ecological Gaming and Simulation Lab', 'Software Developer']]);
  });
  it('a short form in brackets or a legal form wrapped onto the next line ends the employer’s name', () => {
    const roles = work(
      'Mechanical Engineer at Solar Energy Research Center   2019 - 2020\n(SERC)\n• Built the rig\nResearch Fellow at Tallowmere Automatización,   2020 - 2021\nS.L.\n• Built the drone',
    );
    expect(roles.map((w) => [w.name, w.position])).toEqual([
      ['Solar Energy Research Center (SERC)', 'Mechanical Engineer'],
      ['Tallowmere Automatización S.L.', 'Research Fellow'],
    ]);
  });
});

describe('51. a country printed as its code alone among the contact details', () => {
  it('is the location; two capitals in a headline without contact details are not', () => {
    const basicsOf = (top: string) =>
      parseResumeText(`Ines Varga\n${top}\n\nEXPERIENCE\nAnalyst, Tollgate Freight   2019 - 2023\n• Wrote the weekly report\n`).resume.basics;
    expect(basicsOf('KE | ines@mail.example | https://github.com/ines').location).toMatchObject({ raw: 'KE', countryCode: 'KE' });
    // "IN" is India's code and Indiana's: the place is read, its kind left open.
    expect(basicsOf('IN | ines@mail.example').location).toEqual({ raw: 'IN' });
    expect(basicsOf('Data Engineer | AI | ML\nines@mail.example').location.raw).toBe('');
  });
});

describe('52. a city on a line of its own beside the email', () => {
  it('is the location, printed in capitals with a trailing comma too', () => {
    const basics = parseResumeText(`Ines Varga\nCAEN,\nines@mail.example\n\nEXPERIENCE\nAnalyst, Tollgate Freight   2019 - 2023\n• Wrote the weekly report\n`)
      .resume.basics;
    expect(basics.location).toMatchObject({ raw: 'CAEN', city: 'CAEN' });
  });
});

describe('53. a plain section heading that opens a page, and a grade in brackets after the field', () => {
  it('is a heading though no gap above it can be measured; "(3.9)" is the score', () => {
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 120, y, fontSize: 10, gapAbove: 12, ...fields });
    const heading = (text: string, y: number, fields: Partial<ResumeLine> = {}) => L(text, y, { x: 40, gapAbove: 28, ...fields });
    const { work, education } = parseResumeLines(
      [
        L('Ines Varga', 30, { x: 40, fontSize: 14, gapAbove: 0 }),
        L('ines@mail.example', 45, { x: 40 }),
        heading('Professional Experience', 90),
        L(['Tollgate Freight', '2019 – 2023'], 112, { gapAbove: 22 }),
        L('Analyst', 124),
        L('Wrote the weekly freight report for the board', 136, { x: 130, bulleted: true }),
        heading('Education', 40, { page: 2, gapAbove: 0 }),
        L(['Eastmoor University', '2015 – 2019'], 62, { page: 2, gapAbove: 22 }),
        L('Master of Science, Aerospace Engineering (3.9)', 74, { page: 2 }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => w.name)).toEqual(['Tollgate Freight']);
    expect(education.map((e) => [e.institution, e.studyType, e.area, e.score])).toEqual([
      ['Eastmoor University', 'Master of Science', 'Aerospace Engineering', '3.9'],
    ]);
  });
});

describe('54. an "About" heading over only the address, links and handles', () => {
  it('is the contact block: its place is the location, its link the url, and the summary stays prose', () => {
    const L = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 40, y, fontSize: 8, gapAbove: 12, ...fields });
    const { basics } = parseResumeLines(
      [
        L('INES VARGA', 30, { fontSize: 24, bold: true, gapAbove: 0 }),
        L('DATA ENGINEER', 50, { fontSize: 11 }),
        L('SUMMARY', 80, { fontSize: 10, gapAbove: 24 }),
        L('Data engineer who builds freight pricing pipelines and keeps them running.', 100),
        L('ABOUT', 130, { fontSize: 10, gapAbove: 24 }),
        L('RIGA LATVIA LV', 150, { fontSize: 6.5 }),
        L('VARGA.DEV', 162, { fontSize: 6.5 }),
        L('IN/INES-VARGA-4417', 174, { fontSize: 6.5 }),
        L('EXPERIENCE', 210, { fontSize: 10, gapAbove: 30 }),
        L('Analyst, Tollgate Freight   2019 - 2023', 230),
        L('Wrote the weekly freight report for the board', 242, { bulleted: true }),
      ],
      'pdf',
    ).resume;
    expect(basics.summary).toBe('Data engineer who builds freight pricing pipelines and keeps them running.');
    expect(basics.location).toMatchObject({ city: 'RIGA' });
    expect(basics.url).toBe('VARGA.DEV');
  });

  it('an "About" paragraph stays the summary, and a capitalised product name among lower-case contacts is no link', () => {
    const basics = parseResumeText(
      'Ines Varga\nines@mail.example | varga.example.dev\nASP.NET\n\nABOUT\nData engineer who builds freight pricing pipelines.\nI keep them running at night too.\n\nEXPERIENCE\nAnalyst, Tollgate Freight   2019 - 2023\n• Wrote the weekly report\n',
    ).resume.basics;
    expect(basics.summary).toBe('Data engineer who builds freight pricing pipelines. I keep them running at night too.');
    expect(basics.url).toBe('varga.example.dev');
  });
});

describe('55. a first entry whose school shares the heading’s row, its dates in the margin below its degree', () => {
  it('keeps those dates, and reads "(CGPA: 9.52)" after the field as the score', () => {
    // The margin holds the headings and the dates; the first school is on the heading's row.
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 220, y, fontSize: 9, gapAbove: 8, ...fields });
    const margin = (text: string, y: number, gapAbove: number) => L(text, y, { x: 60, fontSize: 7.5, bold: true, gapAbove });
    const { education } = parseResumeLines(
      [
        L('Ines Varga', 30, { x: 60, fontSize: 20, gapAbove: 0 }),
        L('ines@mail.example', 50, { x: 60 }),
        L('EXPERIENCE', 80, { x: 60, fontSize: 12, gapAbove: 24 }),
        L(['Analyst at Tollgate Freight', '2019 TO 2023'], 100, { gapAbove: 20 }),
        L('Wrote the weekly freight report for the board', 112, { x: 240, bulleted: true }),
        // As the margin heading's row reaches the sections: the heading, then its school with no gap.
        L('EDUCATION', 150, { x: 60, fontSize: 12, gapAbove: 33, heading: true }),
        L('Eastmoor University', 150, { gapAbove: 0 }),
        L('M.Tech: Robotics and Automation (CGPA: 9.52)', 159, { x: 240, bulleted: true, gapAbove: 9 }),
        margin('2019 TO 2021', 167, 8),
        L('Northgate College', 187, { bold: true, gapAbove: 19.5 }),
        margin('2014 TO 2015', 193, 6),
        L('B.Tech: Mechanical Engineering', 200, { x: 240, bulleted: true, gapAbove: 6.7 }),
      ],
      'pdf',
    ).resume;
    expect(education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate, e.score ?? ''])).toEqual([
      ['Eastmoor University', 'M.Tech', 'Robotics and Automation', '2019', '2021', '9.52'],
      ['Northgate College', 'B.Tech', 'Mechanical Engineering', '2014', '2015', ''],
    ]);
  });
});

describe('56. a role header printed as two columns, each wrapped onto a second row', () => {
  it('is one employer beside one title; a short line ending in a full stop under it is its description', () => {
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 234, y, fontSize: 9.8, gapAbove: 14, ...fields });
    // Two cells on a row: the segment bounds say where each column starts and ends.
    const cells = (left: string, right: string, y: number, bounds: [number, number][], gapAbove: number) =>
      L([left, right], y, { segmentBounds: bounds, right: bounds[1]![1], gapAbove });
    const { work } = parseResumeLines(
      [
        L('Ines Varga', 30, { x: 40, fontSize: 20, gapAbove: 0 }),
        L('ines@mail.example', 50, { x: 40 }),
        L('EMPLOYMENT', 90, { fontSize: 11.8, gapAbove: 40 }),
        cells(
          'Northwind Autonomous Mobility India Private',
          'Product',
          110,
          [
            [234, 462],
            [495, 532],
          ],
          16.5,
        ),
        cells(
          'Limited',
          'Owner',
          122,
          [
            [234, 271],
            [495, 527],
          ],
          11.6,
        ),
        L('Aug 2024 - Present', 136, { x: 472, right: 566 }),
        L('Leads sensor degradation work for the perception stack.', 150),
        L('Collaborated with stakeholders to define requirements', 166, { x: 245, bulleted: true }),
        cells(
          'Northwind Autonomous Mobility India',
          'Autonomous Driving',
          187,
          [
            [234, 425],
            [448, 548],
          ],
          20.8,
        ),
        cells(
          'Private Limited',
          'Engineer',
          199,
          [
            [234, 308],
            [448, 492],
          ],
          11.6,
        ),
        L('Mar 2023 - Aug 2024', 212, { x: 463, right: 566 }),
        L('R&D of perception algorithms.', 227),
        L('Developed lane association algorithms for urban driving', 243, { x: 245, bulleted: true }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.endDate, w.highlights.at(-1)])).toEqual([
      ['Product Owner', 'Northwind Autonomous Mobility India Private Limited', '2024-08', 'Present', 'Collaborated with stakeholders to define requirements'],
      [
        'Autonomous Driving Engineer',
        'Northwind Autonomous Mobility India Private Limited',
        '2023-03',
        '2024-08',
        'Developed lane association algorithms for urban driving',
      ],
    ]);
  });

  it('a table of label and value rows stays rows', () => {
    const row = (left: string, right: string, y: number) =>
      resumeLine([left, right], {
        x: 60,
        y,
        fontSize: 9,
        gapAbove: 12,
        segmentBounds: [
          [60, 140],
          [150, 300],
        ],
        right: 300,
      });
    const skills = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 60, y: 30, fontSize: 20 }),
        resumeLine('ines@mail.example', { x: 60, y: 50, fontSize: 9, gapAbove: 12 }),
        resumeLine('SKILLS', { x: 60, y: 90, fontSize: 12, gapAbove: 30 }),
        row('Languages', 'Python, Go', 110),
        row('Databases', 'PostgreSQL', 122),
        row('Cloud', 'AWS', 134),
      ],
      'pdf',
    ).resume.skills;
    expect(skills.flatMap((s) => s.keywords)).toEqual(expect.arrayContaining(['Python', 'Go', 'PostgreSQL', 'AWS']));
    expect(skills.flatMap((s) => s.keywords)).not.toContain('PostgreSQL AWS');
  });
});

describe('57. an employer ended with a full stop, then where it is', () => {
  it('"Tidewell. Remote, 2025 - Present": the employer and its place; an abbreviation keeps its stop', () => {
    expect(
      work(
        'Frontend Engineer - Tidewell. Remote, 2025-05 - Present\n• Shipped the trading screens\nAnalyst - Lantern Foundry., 2014 - 2017\n• Wrote the weekly report\nAnalyst - Acme Inc., 2012 - 2014\n• Kept the books',
      ).map((w) => [w.position, w.name, w.location ?? '']),
    ).toEqual([
      ['Frontend Engineer', 'Tidewell', 'Remote'],
      ['Analyst', 'Lantern Foundry', ''],
      ['Analyst', 'Acme Inc.', ''],
    ]);
  });
});

describe('58. a title set apart under a dated employer and its link, and a tagline that names a year', () => {
  it('the title is that employer’s role; the tagline is the summary, not a role', () => {
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 188, y, fontSize: 8.7, gapAbove: 11, ...fields });
    const role = (employer: string, dates: string, link: string, title: string, y: number) => [
      L([employer, dates], y, { fontSize: 10.8, gapAbove: 46 }),
      L(link, y + 13, { bold: true, gapAbove: 12.7 }),
      L(title, y + 32, { fontSize: 9.7, gapAbove: 19.5 }),
      L(`${employer} builds the software that people use to manage their money and their bills at home.`, y + 52, { fontSize: 8.6, gapAbove: 20.2 }),
      L('Responsibilities:', y + 70, { fontSize: 9.7, bold: true, gapAbove: 18 }),
      L('Led a team of engineers through product reviews, code review and the release of every feature to customers.', y + 90, { x: 218, gapAbove: 20.2 }),
      L('Moved the build to containers and cut its time from an hour to nine minutes for the whole team.', y + 102, { x: 218, gapAbove: 12 }),
    ];
    const { basics, work } = parseResumeLines(
      [
        L('Rory Aldane', 30, { x: 79, fontSize: 26, bold: true, gapAbove: 0 }),
        L('Software Architect', 55, { x: 79, fontSize: 16, bold: true, gapAbove: 25 }),
        L('Ron has been building web products and services professionally since 2000.', 75, { x: 79, fontSize: 10.8, gapAbove: 19.5 }),
        L('ron@mail.example', 90, { x: 79, fontSize: 10.8, gapAbove: 15 }),
        L('Work', 130, { x: 79, fontSize: 13, gapAbove: 40 }),
        ...role('Birch Ledger', '11/2016 - 09/2018', 'https://birch.example.com/', 'Senior Engineer', 130),
        ...role('Nara Works, Inc', '03/2016 - 10/2016', 'https://nara.example.com/', 'Principal Developer', 260),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Senior Engineer', 'Birch Ledger', '2016-11', '2018-09'],
      ['Principal Developer', 'Nara Works, Inc', '2016-03', '2016-10'],
    ]);
    expect(basics.summary).toBe('Ron has been building web products and services professionally since 2000.');
  });
});

describe('59. a dated employer with nothing under it, then a title with no dates and the role’s lines', () => {
  it('is one role; a header that already names a title keeps the next line apart', () => {
    const line = (text: string) => resumeLine(text);
    const merged = mergeDatelessHeaders([
      { header: [line('Birch Ledger  11/2016 - 09/2018'), line('https://birch.example.com/')], details: [] },
      { header: [line('Senior Engineer')], details: [line('Led a team of engineers through product reviews')] },
    ]);
    expect(merged.map((e) => [e.header.map((l) => l.text), e.details.length])).toEqual([
      [['Birch Ledger  11/2016 - 09/2018', 'https://birch.example.com/', 'Senior Engineer'], 1],
    ]);
    const apart = mergeDatelessHeaders([
      { header: [line('https://lab.example.be'), line('01/2017 - 01/2023'), line('PhD Researcher')], details: [] },
      { header: [line('Researcher on aerial object detection')], details: [line('Trained detectors on drone footage')] },
    ]);
    expect(apart).toHaveLength(2);
  });
});

describe('60. a design that prints "Field, Type" above the school', () => {
  it('reads the field and the type, and the name under them as the school, with or without a school word', () => {
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 49, y, fontSize: 12, gapAbove: 24, ...fields });
    const entry = (fieldType: string, dates: string, name: string, y: number) => [
      L(fieldType, y, { gapAbove: 46 }),
      L(['2 months', dates], y + 22, { x: 144, fontSize: 10.2, gapAbove: 22 }),
      L(name, y + 46),
    ];
    const { education } = parseResumeLines(
      [
        L('Ines Varga', 30, { fontSize: 24, gapAbove: 0 }),
        L('ines@mail.example', 50),
        L('EDUCATION', 90, { x: 74, fontSize: 16.5, gapAbove: 40 }),
        ...entry('Blockchain Development, Online', '2018 — 2018', 'Northwind Academy', 120),
        ...entry('Software Development, Bootcamp', '2016 — 2016', 'Hack Harbour', 200),
      ],
      'pdf',
    ).resume;
    expect(education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Northwind Academy', 'Online', 'Blockchain Development'],
      ['Hack Harbour', 'Bootcamp', 'Software Development'],
    ]);
  });
});

describe('61. a place alone in a contact block whose neighbours are links', () => {
  it('a country’s code over a handle and a link, and a city over a web address, are the location', () => {
    const basicsOf = (text: string) =>
      parseResumeText(`${text}\n\nEXPERIENCE\nAnalyst, Tollgate Freight   2019 - 2023\n• Wrote the weekly report\n`).resume.basics;
    expect(basicsOf('Ines Varga\nRobotics Engineer\nCONTACT\nKE\nivarga\nhttps://www.linkedin.com/in/ivarga').location).toMatchObject({
      raw: 'KE',
      countryCode: 'KE',
    });
    expect(basicsOf('Ines Varga\nBANGKOK,\nines.varga[-at-]mail.example · https://ivarga.example.io').location).toMatchObject({ city: 'BANGKOK' });
    // Two capitals far from any contact detail are no place.
    expect(basicsOf('Ines Varga\nAI\nRobotics Engineer\nSpecialist in perception\nines@mail.example').location.raw).toBe('');
  });
});

describe('62. skills each set as large as a heading, a level word under each', () => {
  it('are one skills list, not degrees ("Master") nor sections of their own', () => {
    const L = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 76, y, fontSize: 7, gapAbove: 10, ...fields });
    const skill = (name: string, level: string, y: number) => [
      L(name, y, { fontSize: 9.9, gapAbove: 27 }),
      L(level, y + 20, { fontSize: 8.5, bold: true, gapAbove: 23 }),
    ];
    const { skills, education } = parseResumeLines(
      [
        L('INES VARGA', 30, { fontSize: 28, gapAbove: 0 }),
        L('ines@mail.example', 50),
        L('EDUCATION', 80, { fontSize: 9.9, gapAbove: 30 }),
        L('EASTMOOR UNIVERSITY  2008 - 2012', 100, { gapAbove: 20 }),
        L('BACHELOR OF ARTS, HISTORY', 112),
        ...skill('JAVASCRIPT', 'MASTER', 150),
        ...skill('POSTGRESQL', 'ADVANCED', 200),
        ...skill('REGRESSION ANALYSIS', 'MASTER', 250),
        ...skill('WEBPACK', 'INTERMEDIATE', 300),
      ],
      'pdf',
    ).resume;
    expect(skills.flatMap((s) => s.keywords)).toEqual(['JAVASCRIPT', 'POSTGRESQL', 'REGRESSION ANALYSIS', 'WEBPACK']);
    expect(education.map((e) => e.institution)).toEqual(['EASTMOOR UNIVERSITY']);
  });
});

describe('63. a tagline paragraph under the name with no heading', () => {
  it('keeps its short wrapped last line and leaves a line of profile names out', () => {
    const basics = parseResumeText(
      'Alec Rook\nalec@mail.example https://alec.example.com/\nExperienced frontend leaning software engineer with leadership experience. Dedicated to accessibility, performance, SEO\nand crafted mobile-first user interfaces.\nGitHub AlecRook  Twitter AlecRook  LinkedIn alecrook\n\nEXPERIENCE\nAnalyst, Tollgate Freight   2019 - 2023\n• Wrote the weekly report\n',
    ).resume.basics;
    expect(basics.summary).toBe(
      'Experienced frontend leaning software engineer with leadership experience. Dedicated to accessibility, performance, SEO and crafted mobile-first user interfaces.',
    );
  });
});

describe('64. the first school set beside a heading floated in the margin, the later ones under both', () => {
  it('is an entry of its own; its name wrapped under its dates and a "Field / Type / GPA" line split at a dangling slash are read', () => {
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x: 80, y, fontSize: 10.8, gapAbove: 14, right: 500, ...fields });
    const { education } = parseResumeLines(
      [
        L('Ines Varga', 30, { fontSize: 26, gapAbove: 0 }),
        L('ines@mail.example', 50),
        L('Education', 100, { fontSize: 13, gapAbove: 40, heading: true }),
        L(['Northgate Institute of Science', '01/2022 - 01/2024'], 100, { x: 193, gapAbove: 0 }),
        L('and Technology', 113, { x: 193, bold: true, gapAbove: 13.5 }),
        L('Network Optimization and Routing in Datacenter Networks /', 135, { x: 193, fontSize: 9.7, gapAbove: 21.7 }),
        L('M.Eng. (Information Science and Technology) / GPA: 3.81', 149, { x: 193, gapAbove: 14.2 }),
        L('Thesis Topic: Compact Routing for Datacenter Networks', 174, { x: 223, bulleted: true, gapAbove: 24.7 }),
        L(['Eastmoor University', '01/2013 - 01/2017'], 220, { gapAbove: 46.5 }),
        L('Astrophysics / Bachelor’s degree', 242, { gapAbove: 21.7 }),
        L('Senior Project: Trading with Reinforcement Learning', 266, { x: 110, bulleted: true, gapAbove: 24.7 }),
      ],
      'pdf',
    ).resume;
    expect(education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.score ?? ''])).toEqual([
      [
        'Northgate Institute of Science and Technology',
        'M.Eng. (Information Science and Technology)',
        'Network Optimization and Routing in Datacenter Networks',
        '2022-01',
        '3.81',
      ],
      ['Eastmoor University', 'Bachelor’s degree', 'Astrophysics', '2013-01', ''],
    ]);
  });
});

describe('65. an employer whose name is written in lower case', () => {
  it('between the title and the dates, or on a row with its dates, names the role; a long sentence naming a year under it is its description', () => {
    const roles = work(
      'Founder\nquiet harbor, llc\nFebruary 2004 – Present\nSince 2004 quiet harbor has been designing and building a wide range of web applications, sites and tools for startups.\n• Built a card game on blockchain transactions\nSenior Developer\nNimbus Freight\nMarch 2001 – January 2004\n• Ran the routing team',
    );
    expect(roles.map((w) => [w.position, w.name, w.startDate, w.endDate, w.highlights.at(-1)])).toEqual([
      ['Founder', 'quiet harbor, llc', '2004-02', 'Present', 'Built a card game on blockchain transactions'],
      ['Senior Developer', 'Nimbus Freight', '2001-03', '2004-01', 'Ran the routing team'],
    ]);
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 50, y, fontSize: 12, gapAbove: 18, ...fields });
    const { work: rows } = parseResumeLines(
      [
        L('Rory Aldane', 30, { fontSize: 24, gapAbove: 0 }),
        L('ron@mail.example', 50),
        L('WORK', 90, { fontSize: 14, gapAbove: 30 }),
        L(['quiet harbor, llc', '2004-02-01 —'], 120, { bold: true, gapAbove: 33 }),
        L('https://visual-assault.example.org/', 142, { gapAbove: 22.5 }),
        L('Founder', 156, { bold: true, gapAbove: 14.2 }),
        L('Since 2004 quiet harbor has been designing and building a wide range of web', 178, { gapAbove: 21.7 }),
        L('applications, sites, and tools for open source projects, companies, and startups.', 196),
        L(['Nimbus Freight', '2001-03-01 — 2004-01-31'], 240, { bold: true, gapAbove: 33 }),
        L('Senior Developer', 254, { bold: true, gapAbove: 14.2 }),
        L('Ran the routing team and its on-call rota for four years.', 276, { gapAbove: 21.7 }),
      ],
      'pdf',
    ).resume;
    expect(rows.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Founder', 'quiet harbor, llc', '2004-02', 'Present'],
      ['Senior Developer', 'Nimbus Freight', '2001-03', '2004-01'],
    ]);
  });
});

describe('66. a sidebar that runs on to the next page beside the main column', () => {
  it('carries on its own section there, and the main column its roles', () => {
    const side = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 43, y, fontSize: 9, gapAbove: 11, ...fields });
    const main = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 219, y, fontSize: 9, gapAbove: 11, ...fields });
    const heading = (text: string, y: number, x: number, fields: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x, y, fontSize: 12, bold: true, gapAbove: 20, ...fields });
    const { work, certificates } = parseResumeLines(
      [
        side('Ines Varga', 40, { fontSize: 20, gapAbove: 0 }),
        heading('CONTACT', 80, 43),
        side('ines@mail.example', 95),
        heading('CERTIFICATIONS', 130, 43),
        side('AWS Certified Data Analytics (April 2021)', 145),
        side('Preparing for Google Cloud', 700),
        heading('Experience', 40, 219, { columnStart: true, gapAbove: 0 }),
        main('Data Engineer', 60, { bold: true }),
        main('Parcelry', 71),
        main('August 2022 – October 2024', 82),
        main('Built the pricing pipelines for the grocery catalogue', 93, { x: 229, bulleted: true }),
        main('Back End Developer', 700, { bold: true, gapAbove: 14 }),
        side('Certification: Cloud Data Engineer (November 2021)', 52, { page: 2, gapAbove: 0 }),
        side('dbt Learn – dbt Fundamentals, dbt Labs, Inc. (April 2023)', 63, { page: 2 }),
        main('Voltwise', 52, { page: 2, columnStart: true, gapAbove: 0 }),
        main('February 2017 – January 2018', 63, { page: 2 }),
        main('Oversaw the whole back end of the project', 74, { page: 2, x: 229, bulleted: true }),
        main('Frontend Web Developer', 90, { page: 2, bold: true, gapAbove: 14 }),
        main('Carryon', 101, { page: 2 }),
        main('January 2016 – January 2017', 112, { page: 2 }),
        main('Developed and maintained the marketplace app', 123, { page: 2, x: 229, bulleted: true }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Data Engineer', 'Parcelry', '2022-08'],
      ['Back End Developer', 'Voltwise', '2017-02'],
      ['Frontend Web Developer', 'Carryon', '2016-01'],
    ]);
    expect(certificates.map((c) => c.name)).toEqual(expect.arrayContaining(['Certification: Cloud Data Engineer', 'dbt Learn']));
  });
});

(hasChromium ? describe : describe.skip)('67. a left margin of headings and dates, an award’s title in the dates’ type beside its date', () => {
  it('is a margin, not a sidebar: each heading and date is read with the entry beside it', async () => {
    const row = (left: string, right: string) => `<div class="l">${left}</div><div class="r">${right}</div>`;
    const heading = (text: string) => `<span style="font-size:17px">${text}</span>`;
    const small = (text: string) => `<b style="font-size:10px">${text}</b>`;
    const html = `<html><head><style>body{font-family:sans-serif;font-size:12px;width:600px} .g{display:grid;grid-template-columns:140px 1fr;column-gap:40px;row-gap:14px} .l{text-transform:uppercase} ul{margin:2px 0}</style></head><body><div class="g">${[
      row(heading('Contact'), 'Ines Varga<br>ines@mail.example'),
      row(heading('Work Experience'), ''),
      row(small('2018-08-01 to Present'), '<b>Professor of Physiology</b><br>Eastmoor University<ul><li>Leads the blood pressure research group</li></ul>'),
      row(heading('Education'), ''),
      row(small('1985 to 1988'), '<b>University of London</b><br>PhD: Pharmacology'),
      row(small('1977 to 1983'), '<b>Northgate Medical School</b><br>MB BS: Medicine &amp; Surgery'),
      row(heading('Awards'), ''),
      row(`${small('Hartwell Memorial Prize')}<br>${small('November 28, 2026')}`, 'Physiological Society'),
      row(`${small('International Society of Hypertension Prize')}<br>${small('November 28, 2026')}`, 'For work on arterial stiffness'),
    ].join('')}</div></body></html>`;
    const { resume } = await parseResumeDocument(await printHtml(html), 'margin.pdf');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Professor of Physiology', 'Eastmoor University', '2018-08', 'Present'],
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate])).toEqual([
      ['University of London', 'PhD', 'Pharmacology', '1985'],
      ['Northgate Medical School', 'MB BS', 'Medicine & Surgery', '1977'],
    ]);
  });
});

describe('68. each employer set apart above its title and dates, as wide a gap between them as between roles', () => {
  it('names the role under it: no role of its own, a legal form kept, a unit after a dash and a name going on after "at" kept whole', () => {
    let y = 100;
    const at = (text: string, gapAbove: number, fields: Partial<ResumeLine> = {}) => {
      y += gapAbove;
      return resumeLine(text, { x: 34, y, fontSize: 12, gapAbove, ...fields });
    };
    // As a browser theme prints them: the employer larger, then title, dates, link, a line about
    // the employer, and the bullets indented.
    const role = (employer: string, title: string, dates: string, link: string) => [
      at(employer, 30.7, { fontSize: 14 }),
      at(title, 31.5),
      at(dates, 21.7, { fontSize: 13.2 }),
      at(link, 21),
      at('A maker of accounting software for small shops and their advisers.', 28.5),
      at('Led a team of engineers through design reviews and phased delivery', 29.2, { x: 64, bulleted: true }),
      ...['the reporting jobs', 'the billing jobs', 'the audit jobs', 'the export jobs'].map((jobs) =>
        at(`Moved ${jobs} to a queue and cut their run time by half`, 16.5, { x: 64, bulleted: true }),
      ),
    ];
    const { work } = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 34, y: 40, fontSize: 24 }),
        resumeLine('ines@mail.example', { x: 59, y: 80, gapAbove: 40 }),
        at('WORK EXPERIENCE', 80, { fontSize: 24 }),
        ...role('Birch Ledger, Inc', 'Principal Developer', '2016-03-01 - 2016-10-21', 'https://birch.example.com/'),
        ...role('Tidewell Games - Platform Tools', 'Senior Systems Engineer', '2012-07-01 - 2016-03-01', 'https://tidewell.example.com/'),
        ...role('Westmoor University at Eastfield', 'Research Assistant', '2010-05-01 - 2012-06-01', 'https://westmoor.example.edu/'),
        // A title no word list knows: the role still takes the employer's name.
        ...role('Quiet Harbor Cooperative', 'Rope Splicer', '2008-04-01 - 2010-04-01', 'https://quietharbor.example.org/'),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.highlights.length])).toEqual([
      ['Principal Developer', 'Birch Ledger, Inc', '2016-03', 6],
      ['Senior Systems Engineer', 'Tidewell Games - Platform Tools', '2012-07', 6],
      ['Research Assistant', 'Westmoor University at Eastfield', '2010-05', 6],
      ['Rope Splicer', 'Quiet Harbor Cooperative', '2008-04', 6],
    ]);
  });
});

describe('69. a design that ends each employer’s name with a full stop', () => {
  it('reads the place after it, a country read apart included, and keeps one stop after an abbreviation', () => {
    expect(
      work(
        'Senior Cloud Engineer - Tidewell. Melbourne, Australia, 2018-04-30 - 2020-05-31\n• Moved the billing jobs to the cloud\nTeam Lead - Birch Ledger S.p.A.., 2015-05-01 - 2018-04-01\n• Led four engineers',
      ).map((w) => [w.position, w.name, w.location ?? '', w.startDate]),
    ).toEqual([
      ['Senior Cloud Engineer', 'Tidewell', 'Melbourne, Australia', '2018-04'],
      ['Team Lead', 'Birch Ledger S.p.A.', '', '2015-05'],
    ]);
  });
});

describe('70. a role’s length printed beside its dates as a clock library words it', () => {
  it('"a few seconds" for a role that began and ended in the same month is no part of the header', () => {
    const lines = [
      resumeLine('IT Engineer, Tidewell', { x: 49, y: 100, fontSize: 12 }),
      resumeLine(['a few seconds', 'January 2018 — January 2018'], { x: 224, y: 122, fontSize: 10.2, gapAbove: 22.5 }),
      resumeLine('Analysed the automation of the billing process', { x: 49, y: 147, fontSize: 12, gapAbove: 24.7, bulleted: true }),
      resumeLine('Open Data Analyst, Birch Ledger', { x: 49, y: 187, fontSize: 12, gapAbove: 40.5 }),
      resumeLine(['3 years', 'January 2014 — January 2017'], { x: 224, y: 209, fontSize: 10.2, gapAbove: 21.7 }),
      resumeLine('Built the open data portal', { x: 49, y: 234, fontSize: 12, gapAbove: 24.7, bulleted: true }),
    ];
    const { work } = parseResumeLines(
      [resumeLine('Ines Varga', { x: 49, y: 40, fontSize: 20 }), resumeLine('WORK EXPERIENCE', { x: 49, y: 70, fontSize: 14, gapAbove: 30 }), ...lines],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['IT Engineer', 'Tidewell', '2018-01', '2018-01'],
      ['Open Data Analyst', 'Birch Ledger', '2014-01', '2017-01'],
    ]);
  });
});

describe('71. a role’s header made long by the employer’s link printed beside it', () => {
  it('heads the role, its title in lower case; the paragraph under it is the role’s', () => {
    const at = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 49, y, fontSize: 12, gapAbove: 17, ...fields });
    const { work } = parseResumeLines(
      [
        at('Ines Varga', 40, { fontSize: 20 }),
        at('EXPERIENCE', 90, { fontSize: 16.5, gapAbove: 50 }),
        at('Full stack developer, Tidewell Health Systems Pty Ltd (Tidewell) (https://tidewell.example.com.au)', 128, { gapAbove: 38 }),
        at(['8 years', 'October 2018 — Present'], 150, { x: 197, fontSize: 10.2, gapAbove: 22.5 }),
        at('I work on the scheduling module that lets clinics book their rooms and their', 175, { gapAbove: 24.7 }),
        at('staff for each day of the week.', 192),
        at('Developed a responsive website for the meetings', 217, { bulleted: true, gapAbove: 24.7 }),
        at('Backend developer, Birch Ledger (https://birch.example.com)', 250, { gapAbove: 33 }),
        at(['5 months', 'April 2019 — August 2019'], 272, { x: 206, fontSize: 10.2, gapAbove: 22.5 }),
        at('Built the product catalogue API', 297, { bulleted: true, gapAbove: 24.7 }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.highlights.length])).toEqual([
      ['Full stack developer', 'Tidewell Health Systems Pty Ltd (Tidewell)', '2018-10', 2],
      ['Backend developer', 'Birch Ledger', '2019-04', 1],
    ]);
  });
});

describe('72. a main column that opens the next page with a bullet’s second line, beside a sidebar’s new heading', () => {
  it('carries on the roles it held on the page before, not the sidebar’s section', () => {
    const side = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 48, y, fontSize: 9.5, gapAbove: 14, ...fields });
    const main = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x: 228, y, fontSize: 9.5, gapAbove: 14, ...fields });
    const { work, education } = parseResumeLines(
      [
        side('Ines Varga', 40, { fontSize: 20, gapAbove: 0 }),
        side('ines@mail.example', 70),
        side('SKILLS', 110, { fontSize: 11.4, gapAbove: 40 }),
        side('Kubernetes', 126),
        main('EXPERIENCE', 40, { fontSize: 11.4, columnStart: true, gapAbove: 0 }),
        main(['Tidewell', 'Full Stack Developer'], 60),
        main('Aug 2017 - Mar 2020', 74, { x: 450 }),
        main('Built the chat assistant for the support desk and its test suite.', 88),
        main('Billing project - architecture and design of the invoicing service', 102, { x: 239, bulleted: true }),
        side('Solution Architecture', 56, { page: 2, gapAbove: 0 }),
        side('EDUCATION', 225, { page: 2, fontSize: 11.4, gapAbove: 50 }),
        side("Master's degree in Electronics at Northgate Institute", 242, { page: 2 }),
        side('Jan 2016 - Dec 2018', 256, { page: 2, x: 101 }),
        main('for a retailer, with the finance team - Vue, Node.js', 37, { page: 2, x: 239, columnStart: true, gapAbove: 0 }),
        main(['Birch Ledger', 'Javascript Developer'], 60, { page: 2, gapAbove: 20 }),
        main('Jul 2016 - Aug 2017', 74, { page: 2, x: 457 }),
        main('Internationalised the device management app', 88, { page: 2, x: 239, bulleted: true }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Tidewell', 'Full Stack Developer', '2017-08'],
      ['Birch Ledger', 'Javascript Developer', '2016-07'],
    ]);
    expect(education).toHaveLength(1);
  });
});

describe('73. a postal address with its house number alone, its postal code set apart and a country code after it', () => {
  it('reads the city before the postal code and the code as the country, not a US state; a run of years is no address', () => {
    expect(parsePostalAddress('#42, 5th Cross, 2nd Stage, Eastfield, Westmoor, 411001, IN')).toEqual({
      address: '#42, 5th Cross, 2nd Stage, Eastfield',
      city: 'Westmoor',
      postalCode: '411001',
      countryCode: 'IN',
    });
    expect(parsePostalAddress('No. 5, Lake Road, Pune, 411001, India')).toMatchObject({ city: 'Pune', countryCode: 'IN' });
    expect(parsePostalAddress('1420 Larkspur Lane, Apt 5, Boulder, CO 80302')).toMatchObject({ city: 'Boulder', region: 'CO', countryCode: 'US' });
    expect(parsePostalAddress('2018, 2019, 2020')).toBeNull();
  });
});

describe('74. a role’s story told in dated sentences under its header', () => {
  it('"March 2019: I was made lead …" is a line of the role, not a role of its own', () => {
    let y = 40;
    const at = (text: string | string[], gapAbove: number, fields: Partial<ResumeLine> = {}) => {
      y += gapAbove;
      return resumeLine(text, { x: 50, y, fontSize: 12, gapAbove, ...fields });
    };
    const { work } = parseResumeLines(
      [
        at('Ines Varga', 0, { fontSize: 20 }),
        at('Work', 40.5, { fontSize: 19.5, bold: true }),
        at(['Birch Ledger S.p.A.', '05/2015 — Present'], 27, { bold: true }),
        at('http://birch.example.com', 22.5),
        at('Senior Software Developer Team Lead', 14.2, { bold: true }),
        at('March 2019: I was made lead of the payments team (4 engineers).', 21.7),
        at('June 2016: I joined as a developer on the billing service and moved to the', 18),
        at('platform team a year later.', 18),
        at('Highlights', 25.5, { bold: true }),
        at('knockout.js', 21, { x: 65, bulleted: true }),
        at('team building', 21.7, { x: 65, bulleted: true }),
        at(['Tidewell', '03/2014 — 04/2015'], 31, { bold: true }),
        at('Senior Software Developer', 14.2, { bold: true }),
        at('Built the reporting service for the audit team.', 21.7),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Senior Software Developer Team Lead', 'Birch Ledger S.p.A.', '2015-05'],
      ['Senior Software Developer', 'Tidewell', '2014-03'],
    ]);
  });
});

describe('75. a list’s lead-in set apart from the role’s description above it', () => {
  it('"Responsibilities:" opens no entry: the items under it are the role’s', () => {
    let y = 40;
    const at = (text: string | string[], gapAbove: number, fields: Partial<ResumeLine> = {}) => {
      y += gapAbove;
      return resumeLine(text, { x: 79, y, fontSize: 8.7, gapAbove, ...fields });
    };
    const item = (text: string) => at(text, 11.2, { x: 109, bulleted: true });
    const role = (employer: string, dates: string, title: string) => [
      at([employer, dates], 46.5, { fontSize: 10.8 }),
      at(title, 19.5, { fontSize: 9.7 }),
      at('Technical lead of the payment service operations, with a plan for the platform.', 20.2, { fontSize: 8.6 }),
      at('Responsibilities:', 18.7, { fontSize: 9.7, bold: true }),
      item('Development of automated solutions with Ansible and Kubernetes'),
      item('Migration of workloads from physical servers to the cloud'),
      item('Design of the move of source repositories to a new host'),
      item('Stress tests of the match servers before each launch'),
      item('On-call rota and the runbooks it follows'),
      item('Cost reports for the cloud accounts each month'),
    ];
    const { work } = parseResumeLines(
      [
        at('Ines Varga', 0, { fontSize: 20 }),
        at('WORK', 40, { fontSize: 13, bold: true }),
        ...role('Tidewell Games - Platform', '03/2020 - 01/2024', 'Technical Lead'),
        ...role('Birch Ledger - Operations', '03/2015 - 03/2020', 'Senior Systems Engineer'),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.highlights.length])).toEqual([
      ['Technical Lead', 'Tidewell Games - Platform', 7],
      ['Senior Systems Engineer', 'Birch Ledger - Operations', 7],
    ]);
  });
});

describe('76. a title wrapped in a narrow column beside its dates, its tail in lower case', () => {
  it('is one title; the paragraph set apart under it and the bullets are the role’s', () => {
    let y = 40;
    const at = (text: string | string[], gapAbove: number, fields: Partial<ResumeLine> = {}) => {
      y += gapAbove;
      return resumeLine(text, { x: 65, y, fontSize: 10.8, gapAbove, ...fields });
    };
    const bullets = (n: number) =>
      ['Prepared the architecture of the project', 'Set up the delivery pipeline', 'Built the services', 'Hardened the login flow', 'Wrote the runbooks']
        .slice(0, n)
        .map((text, i) => at(text, i === 0 ? 24.7 : 12, { x: 95, bulleted: true }));
    const { work } = parseResumeLines(
      [
        at('Ines Varga', 0, { fontSize: 20 }),
        at('Experience', 40, { fontSize: 14, bold: true }),
        at('Birch Ledger AG', 33, { fontSize: 12.6, bold: true }),
        at('Senior developer/Solutions  2023-01-01 - 2025-07-01', 25.5),
        at('architect', 12),
        at('Leading a team of five developers on a booking app for small clinics and', 35.2),
        at('their patients; the admin side is written in TypeScript.', 15),
        ...bullets(5),
        at('Tidewell', 33, { fontSize: 12.6, bold: true }),
        at(['JavaScript Developer', '2022-03-01 - 2022-12-31'], 25.5),
        at('Built a web browser for television sets with the platform team.', 35.2),
        ...bullets(4),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.highlights.length])).toEqual([
      ['Senior developer/Solutions architect', 'Birch Ledger AG', '2023-01', 6],
      ['JavaScript Developer', 'Tidewell', '2022-03', 5],
    ]);
  });
});

describe('77. an email written out of reach of address harvesters', () => {
  it('"ines.varga[-at-]mail.example.com" gives no link made of its domain; the real link is read', () => {
    const { basics } = parseResumeText(
      'Ines Varga\nines.varga[-at-]mail.example.com | https://ines.example.io\nEXPERIENCE\nData Engineer, Tidewell    2019 - 2023\n• Built the pipelines\n',
    ).resume;
    expect(basics.url).toBe('https://ines.example.io');
    const { basics: only } = parseResumeText(
      'Ines Varga\nines.varga[-at-]mailbox.com | ines.varga(at)mailbox.com\nEXPERIENCE\nData Engineer, Tidewell    2019 - 2023\n',
    ).resume;
    expect(only.url ?? '').toBe('');
    expect(only.profiles).toEqual([]);
  });
});

describe('78. a name in large type over two lines, the contact details in small type beside and between them', () => {
  it('reads the whole name and the email set beside it on its row', () => {
    const item = rawItem;
    const page = {
      width: 600,
      height: 800,
      images: 0,
      items: [
        item('Ines Maria', 58, 750, 190, 36),
        item('ines@mailbox.org', 262, 750, 95, 10.5),
        item('ines.example.org', 303, 726, 85, 10.5),
        item('Varga', 58, 700, 100, 36),
        item('+1 303 555 0142', 172, 700, 80, 10.5),
        item('Data Engineer', 58, 670, 100, 15),
        item('Experience', 58, 650, 80, 18),
        item('Data Engineer, Tidewell    2019 - 2023', 58, 630, 200, 10.5),
      ],
    };
    const { basics } = parseResumeLines(pdfPagesToLines([page]).lines, 'pdf').resume;
    expect([basics.name, basics.email, basics.phone]).toEqual(['Ines Maria Varga', 'ines@mailbox.org', '+1 303 555 0142']);
  });
});

describe('79. a summary wrapped so that a line holds few words', () => {
  it('keeps a last line that is a heading word in lower case, and a short first line under the name that the next line carries on', () => {
    const at = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 50, y, fontSize: 12, gapAbove: 18, ...fields });
    const about = parseResumeLines(
      [
        at('Ines Varga', 40, { fontSize: 24, bold: true }),
        at('About', 90, { fontSize: 19.5, bold: true, gapAbove: 40 }),
        at('Curious backend developer who enjoys picking up new tools, languages and', 126, { gapAbove: 36 }),
        at('technologies', 144),
        at('Work', 190, { fontSize: 19.5, bold: true, gapAbove: 40 }),
        at('Data Engineer, Tidewell  2019 - 2023', 226, { gapAbove: 36 }),
      ],
      'pdf',
    ).resume.basics;
    expect(about.summary).toBe('Curious backend developer who enjoys picking up new tools, languages and technologies');
    const tagline = parseResumeLines(
      [
        at('Ines Varga', 40, { fontSize: 24 }),
        at('ines@mail.example', 80, { gapAbove: 22 }),
        at('Seasoned platform/DevOps/software engineer who has', 124, { fontSize: 15.6, gapAbove: 44 }),
        at('supported the live services of several studios and led their operations teams.', 146, { fontSize: 15.6, gapAbove: 21.7 }),
        at('WORK EXPERIENCE', 230, { fontSize: 24, gapAbove: 83 }),
        at('Data Engineer, Tidewell  2019 - 2023', 270, { gapAbove: 40 }),
      ],
      'pdf',
    ).resume.basics;
    expect(tagline.summary).toBe(
      'Seasoned platform/DevOps/software engineer who has supported the live services of several studios and led their operations teams.',
    );
  });

  it('keeps the list a tagline sentence opens with a colon', () => {
    const at = (text: string, y: number, fields: Partial<ResumeLine> = {}) => resumeLine(text, { x: 50, y, fontSize: 8.1, gapAbove: 21, ...fields });
    const { basics } = parseResumeLines(
      [
        at('Ines Varga', 40, { fontSize: 16.2, bold: true }),
        at('I have spent six years keeping payment systems running, most of them as an SRE.', 63, { gapAbove: 23 }),
        at('I can help your team most with the following:', 84),
        at('Incident response', 105, { bulleted: true }),
        at('Cost control for cloud accounts', 126, { bulleted: true }),
        at('SKILLS', 170, { fontSize: 12.6, gapAbove: 34 }),
        at('Kubernetes', 196, { bold: true }),
      ],
      'pdf',
    ).resume;
    expect(basics.summary).toBe(
      'I have spent six years keeping payment systems running, most of them as an SRE. I can help your team most with the following: Incident response Cost control for cloud accounts',
    );
  });
});

describe('80. degrees a narrow column wrapped over several lines, each over "at School" and its dates', () => {
  it('joins the degree again (an open bracket, a line opened by "in" or "and", a long wrapped field) and keeps it with its school', () => {
    // A sidebar column 150 points wide: each line ends where its words do, the widest near the edge.
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) => {
      const width = (typeof text === 'string' ? text : text.join('  ')).length * 5.4;
      return resumeLine(text, { x: 49, y, fontSize: 10.5, gapAbove: 12.9, right: 49 + width, ...fields });
    };
    const { education } = parseResumeLines(
      [
        L('Ines Varga', 30, { fontSize: 24, gapAbove: 0 }),
        L('ines@mail.example', 50),
        L('EDUCATION', 90, { fontSize: 14, gapAbove: 40, heading: true }),
        L('M.Eng. (Ocean Science', 110, { gapAbove: 17.2 }),
        L('and Technology) in Coastal', 123),
        L('Sediment Transport', 136),
        L('at Northgate Institute of', 149),
        L('Science and Technology', 162),
        L('Jan 2019 - Jan 2021', 177, { x: 107, gapAbove: 14.7, right: 210 }),
        L('Honours Bachelor of Science in', 200, { gapAbove: 19.6 }),
        L('Marine Biology & Applied', 213),
        L('Statistics, Ecology and', 226),
        L('Conservation', 239),
        L('at Eastmoor University', 252),
        L('Jan 2015 - Jan 2019', 267, { x: 107, gapAbove: 14.7, right: 210 }),
        L('in BASc in Geomatics', 290, { gapAbove: 19.6 }),
        L('at Westbrook University', 303),
        L('Jan 2012 - Jan 2015', 318, { x: 107, gapAbove: 14.7, right: 210 }),
        L('B.Eng. (Civil Engineering)', 341, { gapAbove: 19.6 }),
        L('in Structural Design', 354),
        L('at Harbour Polytechnic', 367),
        L('Jan 2008 - Jan 2012', 382, { x: 107, gapAbove: 14.7, right: 210 }),
      ],
      'pdf',
    ).resume;
    expect(education.map((e) => [e.institution, e.studyType, e.area, e.startDate])).toEqual([
      ['Northgate Institute of Science and Technology', 'M.Eng. (Ocean Science and Technology)', 'Coastal Sediment Transport', '2019-01'],
      ['Eastmoor University', 'Honours Bachelor of Science', 'Marine Biology & Applied Statistics, Ecology and Conservation', '2015-01'],
      ['Westbrook University', 'BASc', 'Geomatics', '2012-01'],
      ['Harbour Polytechnic', 'B.Eng. (Civil Engineering)', 'Structural Design', '2008-01'],
    ]);
  });
});

describe('81. a degree type of two degree words ("Master Diploma") before its field, over a school with no school word', () => {
  it('is the type alone; the field follows the comma and the plain name under it is the school', () => {
    expect(school('Master Diploma, Furniture Design and Prototyping\nBrightline Studio\n2014 – 2015').map((e) => [e.institution, e.studyType, e.area])).toEqual(
      [['Brightline Studio', 'Master Diploma', 'Furniture Design and Prototyping']],
    );
  });
});

describe('82. a field with its honours or major after a bare degree and a dash', () => {
  it('keeps those words in the field ("Bachelor - Marine Biology Honours", "Masters of Science - Major in Geology")', () => {
    const read = (body: string) => school(body).map((e) => [e.institution, e.studyType, e.area]);
    expect(read('Eastmoor University\nSep 2009 - Apr 2014\nBachelor - Marine Biology Honours')).toEqual([
      ['Eastmoor University', 'Bachelor', 'Marine Biology Honours'],
    ]);
    expect(read('Northgate Institute of Technology\n2014 - 2016\nMasters of Science - Major in Geology')).toEqual([
      ['Northgate Institute of Technology', 'Masters of Science', 'Major in Geology'],
    ]);
  });
});

describe('83. "Field / Type" with "Doctorate" as the type, or wrapped before its slash', () => {
  it('reads the type after the slash and the field before it', () => {
    const L = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x: 80, y, fontSize: 10.8, gapAbove: 14.2, right: 480, ...fields });
    const { education } = parseResumeLines(
      [
        L('Ines Varga', 30, { fontSize: 26, gapAbove: 0 }),
        L('ines@mail.example', 50),
        L('Education', 100, { fontSize: 13, gapAbove: 40, heading: true }),
        L(['Northgate Institute of Technology', '08/2013 - 08/2017'], 125, { gapAbove: 25 }),
        L('Computational Ocean Science and Engineering / Doctorate', 146, { gapAbove: 21, right: 380 }),
        L(['Eastmoor University', '01/2009 - 01/2013'], 190, { gapAbove: 44 }),
        L('Marine Biology & Applied Statistics, Ecology and Conservation', 212, { gapAbove: 21.7 }),
        L('/ Honours Bachelor of Science', 226, { x: 84, right: 230 }),
      ],
      'pdf',
    ).resume;
    expect(education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Northgate Institute of Technology', 'Doctorate', 'Computational Ocean Science and Engineering'],
      ['Eastmoor University', 'Honours Bachelor of Science', 'Marine Biology & Applied Statistics, Ecology and Conservation'],
    ]);
  });
});

describe('84. "Field – Type Completed in Month Year", no school printed', () => {
  it('leaves the words leading into the date with the date: the type and the field are read', () => {
    expect(
      school('Ocean Science and Engineering – Doctorate Completed in March 2019\n\nMarine Biology – Bachelors Completed in May 2012').map((e) => [
        e.institution,
        e.studyType,
        e.area,
        e.endDate,
      ]),
    ).toEqual([
      ['', 'Doctorate', 'Ocean Science and Engineering', '2019-03'],
      ['', 'Bachelors', 'Marine Biology', '2012-05'],
    ]);
  });
});

describe("85. a school's abbreviation and its name spelled out, joined by a dash", () => {
  it('is one name; a degree before a school across a dash stays apart', () => {
    const read = (body: string) => school(body).map((e) => [e.institution, e.studyType, e.area]);
    expect(read('EPSM Eastmoor - École Polytechnique Supérieure de la Mer\nPhD, Ocean Engineering\n2007 - 2010')).toEqual([
      ['EPSM Eastmoor - École Polytechnique Supérieure de la Mer', 'PhD', 'Ocean Engineering'],
    ]);
    expect(read('MBA - Northgate Business School\n2012 - 2014')).toEqual([['Northgate Business School', 'MBA', '']]);
  });
});

describe('86. a stored date printed right after the school with no space ("University2018-08-01 — …")', () => {
  it("is the entry's dates, not part of the school", () => {
    expect(
      school('Eastmoor University2018-08-01 — 2020-06-30\nMSc, Marine Biology').map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate]),
    ).toEqual([['Eastmoor University', 'MSc', 'Marine Biology', '2018-08', '2020-06']]);
  });
});

describe('87. "Type, Major in Field"', () => {
  it('keeps "Major in Field" whole as the field', () => {
    expect(school('Northgate Institute of Technology\n2014 - 2016\nMasters of Science, Major in Geology').map((e) => [e.studyType, e.area])).toEqual([
      ['Masters of Science', 'Major in Geology'],
    ]);
  });
});

describe('88. one comma list a degree with no school word: "Type, Field, Name, Country, dates, grade"', () => {
  it('reads the "Name, Country" after the type and field as the school, and a grade in words as the score', () => {
    const read = (body: string) => school(body).map((e) => [e.institution, e.studyType, e.area, e.startDate, e.score ?? '']);
    expect(read('Msc, Marine Engineering, KU Eastmoor, Norway, 2016 - 2017, cum laude')).toEqual([
      ['KU Eastmoor, Norway', 'Msc', 'Marine Engineering', '2016', 'cum laude'],
    ]);
  });
});

describe('89. a tab with leader dots between the school and its dates', () => {
  it('is a gap: the school ends before the dots and the dates are read', () => {
    expect(
      school('Eastmoor University........................................2009 – 2013\nBachelor’s degree, Geophysics').map((e) => [
        e.institution,
        e.studyType,
        e.area,
        e.startDate,
      ]),
    ).toEqual([['Eastmoor University', 'Bachelor’s degree', 'Geophysics', '2009']]);
  });
});

describe("90. a degree's name that goes on in lower case after its connector, then a comma and the field", () => {
  it('ends the type at the comma ("Técnico superior en … , Field")', () => {
    expect(school('Eastmoor Institute, 2004 - 2006\nTécnico superior en gestión de redes, Network Administration').map((e) => [e.studyType, e.area])).toEqual([
      ['Técnico superior en gestión de redes', 'Network Administration'],
    ]);
  });
});

describe('91. a school, its field, its type and its dates each set apart on a line of their own', () => {
  it("is one degree: a list of fields is the field, a type under a degree names no school, and the dates below are the entry's", () => {
    const L = (text: string, y: number, gapAbove: number, fields: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x: 34, y, fontSize: 11, gapAbove, right: 34 + text.length * 5.5, ...fields });
    const { education } = parseResumeLines(
      [
        L('Ines Varga', 30, 0, { fontSize: 24 }),
        L('ines@mail.example', 50, 20),
        L('EDUCATION', 100, 50, { fontSize: 14, heading: true }),
        L('Eastmoor University of Applied Sciences', 148, 48),
        L('Marine Biology & Applied Statistics, Ecology and Conservation', 180, 31.5),
        L('Honours Bachelor of Science', 201, 21),
        L('2013-09-01 - 2016-07-01', 235, 34.5),
        L('GPA: 5.3', 256, 21),
        L('Eastmoor University of Applied Sciences', 304, 48),
        L('Master of Science in Engineering', 336, 31.5),
        L('Master', 356, 20.2),
        L('2017-02-01 - 2019-10-31', 391, 34.5),
      ],
      'pdf',
    ).resume;
    expect(education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual([
      [
        'Eastmoor University of Applied Sciences',
        'Honours Bachelor of Science',
        'Marine Biology & Applied Statistics, Ecology and Conservation',
        '2013-09',
        '2016-07',
      ],
      ['Eastmoor University of Applied Sciences', 'Master of Science', 'Engineering', '2017-02', '2019-10'],
    ]);
  });
});

describe('92. two places joined by a slash in the contact block', () => {
  it('"Vincennes / Paris, France, FR" is the location, whole', () => {
    const at = (text: string, y: number) => resumeLine(text, { x: 59, y, fontSize: 12, gapAbove: 18 });
    const { basics } = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 34, y: 40, fontSize: 24 }),
        at('https://ines.example.com', 78),
        at('ines@mail.example', 100),
        at('Vincennes / Paris, France, FR', 118),
        resumeLine('WORK EXPERIENCE', { x: 45, y: 200, fontSize: 24, gapAbove: 83 }),
        resumeLine('Data Engineer, Tidewell  2019 - 2023', { x: 34, y: 240, fontSize: 12, gapAbove: 40 }),
      ],
      'pdf',
    ).resume;
    expect(basics.location).toMatchObject({ raw: 'Vincennes / Paris, France, FR', city: 'Vincennes / Paris' });
  });
});

describe('93. a place in the contact block set as a justified line or stacked in a narrow column', () => {
  it('"St.", "Albans,", "GB, https://…" set apart by justified spacing is one place', () => {
    const { basics } = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 50, y: 40, fontSize: 14.3 }),
        resumeLine('Security Researcher', { x: 50, y: 55, gapAbove: 12 }),
        resumeLine(['St.', 'Albans,', 'GB, https://ines.example.io,', 'https://www.linkedin.com/in/ines-varga/,'], { x: 50, y: 70, gapAbove: 12 }),
        resumeLine(['Summary', 'PhD student in computer science. I am interested in applied cryptography.'], { x: 98, y: 100, gapAbove: 29 }),
        resumeLine(['Experience', 'Research Assistant'], { x: 93, y: 130, gapAbove: 18 }),
        resumeLine('Westmoor University of Applied Sciences, November 2017 to March 2021', { x: 158, y: 145, gapAbove: 12 }),
      ],
      'pdf',
    ).resume;
    expect(basics.location.raw).toBe('St. Albans, GB');
  });

  it('"Birkenweg 12" / "Munich Bavaria" / "80331 DE" under "Contact" is the address', () => {
    const side = (text: string, y: number, gapAbove = 10.5) => resumeLine(text, { x: 58, y, fontSize: 9, gapAbove });
    const { basics } = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 54, y: 40, fontSize: 30, bold: true }),
        resumeLine('Frontend Developer', { x: 54, y: 70, fontSize: 12, gapAbove: 18 }),
        resumeLine('Contact', { x: 54, y: 90, fontSize: 10.5 }),
        side('Birkenweg 12', 115, 24.7),
        side('Munich Bavaria', 126),
        side('80331 DE', 137),
        side('ines@mail.example', 151, 14.2),
        side('+49 1575 555 0142', 168, 17.2),
      ],
      'pdf',
    ).resume;
    expect(basics.location).toMatchObject({ raw: 'Birkenweg 12, Munich Bavaria, 80331 DE', city: 'Munich' });
  });
});

describe('94. a kind of post after a dash in the title ("Mechanical Engineer - Intern")', () => {
  it('stays in the title; the employer is the organisation on the line', () => {
    expect(
      work(
        'Mechanical Engineer - Intern, Westmoor Wind Lab    2019 - 2019\n• Modelled the heat exchangers\nData Analyst - Birch Ledger    2020 - 2021\n• Built the dashboards',
      ).map((w) => [w.position, w.name]),
    ).toEqual([
      ['Mechanical Engineer - Intern', 'Westmoor Wind Lab'],
      ['Data Analyst', 'Birch Ledger'],
    ]);
  });
});

describe('95. two months written as numbers with only a space between them ("2023-02 2023-12, Lyon, France")', () => {
  it('are the role’s range; a later month before an earlier one is no range', () => {
    expect(
      work('Specialist Programmer\nTidewell\n2023-02 2023-12, Lyon, France\n• Configured the source connectors').map((w) => [
        w.position,
        w.name,
        w.startDate,
        w.endDate,
      ]),
    ).toEqual([['Specialist Programmer', 'Tidewell', '2023-02', '2023-12']]);
    expect(work('Specialist Programmer\nTidewell\n2023-02 2021-12\n• Configured the source connectors')[0]!.endDate).not.toBe('2021-12');
  });
});

describe('96. the employer over a title that names it again after a dash', () => {
  it('"Birch Ledger  2021–2022" / "Full Stack Developer - Birch Ledger": the title keeps its tail as written', () => {
    const at = (text: string | string[], y: number, fields: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x: 167, y, fontSize: 10.9, gapAbove: 13.5, ...fields });
    const { work } = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 167, y: 40, fontSize: 20 }),
        resumeLine('Experience', { x: 60, y: 80, fontSize: 14, gapAbove: 30 }),
        at(['Birch Ledger', '2021–2022'], 100, { gapAbove: 20 }),
        at('Full Stack Developer - Birch Ledger', 114),
        at('Added features to the ledger service with tests written first.', 128, { bulleted: true }),
      ],
      'pdf',
    ).resume;
    expect(work.map((w) => [w.position, w.name])).toEqual([['Full Stack Developer - Birch Ledger', 'Birch Ledger']]);
  });
});

describe('97. a city printed alone straight under the name, in smaller type', () => {
  const lines = (place: string) => [
    resumeLine('Ines Varga', { fontSize: 28, y: 90 }),
    resumeLine(place, { fontSize: 21, y: 125, gapAbove: 35 }),
    resumeLine('About', { fontSize: 40, y: 200, gapAbove: 70 }),
    resumeLine('Field ecologist who maps wetlands for the regional water boards.', { fontSize: 17, y: 230, gapAbove: 30 }),
    resumeLine('Email: ines.varga@mail.example', { fontSize: 20, y: 300, gapAbove: 70 }),
  ];
  it('is the location when the gazetteer knows the city; a word it does not know stays no place', () => {
    expect(parseResumeLines(lines('Dundee'), 'pdf').resume.basics.location.city).toBe('Dundee');
    expect(parseResumeLines(lines('Wetlands'), 'pdf').resume.basics.location.raw ?? '').toBe('');
  });
});

describe('98. a place written as a table of labels, its country as a "Country code"', () => {
  it('keeps the country beside the city', () => {
    const parsed = parseResumeLines(
      [
        resumeLine('Ines Varga', { fontSize: 24, y: 60 }),
        resumeLine(['Email', 'ines.varga@mail.example'], { y: 100, gapAbove: 40 }),
        resumeLine('Location', { fontSize: 14, bold: true, y: 140, gapAbove: 40 }),
        resumeLine(['City', 'Padua'], { y: 160, gapAbove: 20 }),
        resumeLine(['Country code', 'IT'], { y: 174, gapAbove: 14 }),
        resumeLine('Work', { fontSize: 18, bold: true, y: 220, gapAbove: 46 }),
        resumeLine('2019-03 - Present', { y: 245, gapAbove: 25 }),
        resumeLine('Field Ecologist', { y: 259, gapAbove: 14 }),
      ],
      'pdf',
    );
    expect(parsed.resume.basics.location).toEqual(expect.objectContaining({ city: 'Padua', countryCode: 'IT' }));
  });
});

describe('99. a labelled grade printed after the degree’s field ("Field Ecology GPA: CGPA: 9.1")', () => {
  it('ends the field; the grade is the score', () => {
    const [entry] = school('Northgate Institute  2019 - 2021\nMSc Field Ecology GPA: CGPA: 9.1');
    expect([entry?.institution, entry?.studyType, entry?.area, entry?.score]).toEqual(['Northgate Institute', 'MSc', 'Field Ecology', '9.1']);
  });
});

describe('100. a school whose name is the widest line of a short education section, its field under it', () => {
  it('keeps the field apart: where the school ends is no column edge', () => {
    const L = (text: string, y: number, right: number, o: Partial<ResumeLine> = {}) =>
      resumeLine(text, { x: 126, y, right, fontSize: 11, gapAbove: 15.7, ...o });
    const parsed = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 126, y: 60, right: 260, fontSize: 22 }),
        resumeLine('ines.varga@mail.example', { x: 126, y: 90, right: 250, fontSize: 11, gapAbove: 30 }),
        resumeLine('Education', { x: 126, y: 140, right: 190, fontSize: 17, bold: true, gapAbove: 44 }),
        L('2010 - 2013', 171, 190, { gapAbove: 31 }),
        L('Westmoor School of Design (Eastfield Campus)', 187, 390),
        L('Graphic Design', 203, 210),
        L('BA', 219, 140),
      ],
      'pdf',
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.area, e.studyType])).toEqual([
      ['Westmoor School of Design (Eastfield Campus)', 'Graphic Design', 'BA'],
    ]);
  });
});

describe('101. points printed as one paragraph with their markers inline', () => {
  it('are the role’s points; a short list of names run together with markers stays one line', () => {
    const [role] = work(
      'Data Analyst, Birch Ledger  2019 - 2021\n• Built the ledger for the county. • Ran the monthly audits with the board. • Cut the close time to two days',
    );
    expect(role?.highlights).toEqual(['Built the ledger for the county.', 'Ran the monthly audits with the board.', 'Cut the close time to two days']);
    const [other] = work('Data Analyst, Birch Ledger  2019 - 2021\n• Wrote the reports in Python • SQL • R');
    expect(other?.highlights).toEqual(['Wrote the reports in Python • SQL • R']);
  });
});

describe('102. "Bachelor of Engineering" with the field on a line of its own', () => {
  it('is the degree’s whole name; the other line is its field ("Master of Science in Ecology" keeps its field after "in")', () => {
    const [entry] = school('Northgate Institute\nCoastal Engineering\n2012 - 2016\nBachelor of Engineering');
    expect([entry?.institution, entry?.studyType, entry?.area]).toEqual(['Northgate Institute', 'Bachelor of Engineering', 'Coastal Engineering']);
    const [other] = school('Northgate Institute  2016 - 2018\nMaster of Science in Ecology');
    expect([other?.studyType, other?.area]).toEqual(['Master of Science', 'Ecology']);
  });
});

describe('103. an email written out of reach of harvesters', () => {
  it('is the email as written, for a person to read; its domain is no website', () => {
    const read = (contact: string) =>
      parseResumeText(`Ines Varga\n${contact} | +44 20 7946 0958\nEXPERIENCE\nField Ecologist, Tidewell  2019 - 2021\n`).resume.basics;
    expect(read('ines.varga[-at-]mail.example.org').email).toBe('ines.varga[-at-]mail.example.org');
    expect(read('ines.varga (at) mail (dot) org').email).toBe('ines.varga (at) mail (dot) org');
    expect(read('ines.varga[-at-]mail.example.org').url ?? '').toBe('');
    expect(read('ines.varga@mail.example.org').email).toBe('ines.varga@mail.example.org');
  });
});

describe('104. degrees in a narrow column, each "Degree in Field" / "at School" / dates, wrapped', () => {
  it('is one entry per degree, and a school whose head word wrapped keeps it', () => {
    const L = (text: string, x: number, y: number, gapAbove: number, right: number) => resumeLine(text, { x, y, gapAbove, right, fontSize: 9.5 });
    const parsed = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 48, y: 40, right: 150, fontSize: 20 }),
        resumeLine('EDUCATION', { x: 48, y: 100, gapAbove: 40, right: 110, fontSize: 11.4 }),
        L('MSc in Field Ecology', 48, 300, 19.1, 160),
        L('at Northgate Institute', 48, 312, 12.5, 170),
        L('Sep 2018 - Aug 2020', 98, 326, 14.3, 199),
        L('MA in Computational', 48, 345, 18.5, 148),
        L('Linguistics', 48, 357, 12.5, 98),
        L('at Westmoor School of Economics', 48, 370, 12.5, 193),
        L('Sep 2016 - Aug 2018', 98, 384, 14.3, 199),
        L('BA in Applied Linguistics', 48, 403, 19.1, 165),
        L('at Eastfield Coastal', 48, 415, 12.5, 145),
        L('University', 48, 427, 11.9, 96),
        L('Sep 2012 - Aug 2016', 98, 441, 14.3, 199),
      ],
      'pdf',
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate])).toEqual([
      ['Northgate Institute', 'MSc', 'Field Ecology', '2018-09'],
      ['Westmoor School of Economics', 'MA', 'Computational Linguistics', '2016-09'],
      ['Eastfield Coastal University', 'BA', 'Applied Linguistics', '2012-09'],
    ]);
  });
});

describe('105. a labelled list under a role ("Technologies: Java, React, Docker") set apart by space', () => {
  it('is a line of the role, not the next entry’s employer; its points stay with it', () => {
    const parsed = parseResumeText(
      `${HEAD}EXPERIENCE\nTidewell Freight\n2016-04 - Present\nPlatform Engineer\n\nTechnologies: Java, React, Docker, AWS\n\n• Built the routing service for every depot\n\nBirch Ledger\n2014-09 - 2016-03\nData Analyst\n• Wrote the monthly reports\n`,
    ).resume.work;
    expect(parsed.map((w) => [w.name, w.position, w.highlights.length])).toEqual([
      ['Tidewell Freight', 'Platform Engineer', 2],
      ['Birch Ledger', 'Data Analyst', 1],
    ]);
  });
});

describe('106. "Employer - Unit  dates" over a title on its own line, the unit read as strongly as the title', () => {
  it('keeps the unit with its employer; the line that is only the title names the role', () => {
    const roles = work('Tidewell Freight - Harbour DevOps  2020-03 - 2024-01\nTechnical Lead\n• Ran the deploy pipeline for every depot');
    expect(roles.map((w) => [w.position, w.name])).toEqual([['Technical Lead', 'Tidewell Freight - Harbour DevOps']]);
    // A title before the dash keeps its employer after it.
    const other = work('Senior Platform Engineer - Birch Ledger  2019 - 2021\n• Built the ledger');
    expect(other.map((w) => [w.position, w.name])).toEqual([['Senior Platform Engineer', 'Birch Ledger']]);
  });
});

describe('107. a heading no table knows over a list of mostly known skills', () => {
  it('is a group of the skills, its level word aside', () => {
    const H2 = (text: string, y: number) => resumeLine(text, { x: 40, y, fontSize: 14, bold: true, gapAbove: 30 });
    const L = (text: string, y: number) => resumeLine(text, { x: 40, y, fontSize: 10, gapAbove: 12 });
    const parsed = parseResumeLines(
      [
        resumeLine('Ines Varga', { x: 40, y: 30, fontSize: 24, bold: true }),
        L('ines.varga@mail.example', 60),
        H2('Experience', 100),
        L('Field Ecologist, Tidewell  2019 - 2021', 120),
        H2('Geospatial Tooling', 160),
        L('Expert', 175),
        L('Docker', 187),
        L('Python', 199),
        L('PostgreSQL', 211),
        L('Remote sensing of coastal wetland change', 223),
      ],
      'pdf',
    );
    expect(parsed.sections?.map((s) => [s.kind, s.heading])).toContainEqual(['skills', 'Geospatial Tooling']);
    expect(parsed.resume.skills.flatMap((s) => s.keywords)).toEqual(expect.arrayContaining(['Docker', 'Python', 'PostgreSQL']));
  });
});
