// Parser defects found by building resumes with the templates and reading them back (issue
// "GenAI quality that holds on documents the engine has never seen"), each pinned on lines as
// people write them. Each rule is general: roles by layout, places by the gazetteer, links by
// host name; none names a test resume.
import { Paragraph, TextRun } from 'docx';
import { readResumeDocument } from '../src/document/parse-resume-document';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';
import { parseResumeText } from '../src/resume/parse-resume';
import { isLongHeaderLine } from '../src/resume/split-entries';
import { SECTION_WORD_TITLES, UNLISTED_TITLES } from '../../genai-lab/corpus/parser-hazards';
import { isLocation, titleScore } from '../src/resume/resume-vocabulary';
import { sectionKindOf } from '../src/resume/section-headings';
import { makeDocx } from './document-fixtures';
import { makeResumePdf } from './pdf-fixtures';

afterAll(() => closePdfWorker());

const roles = (text: string) => parseResumeText(text).resume.work.map((w) => [w.position, w.name, w.location ?? '']);

describe('roles whose titles no word list knows', () => {
  it('takes the piece beside the dates as the title when neither piece names an organisation', () => {
    expect(
      roles(`Sam Lee
sam@mail.example | +1 512 555 0100 | Austin, TX
EXPERIENCE
Barista Trainer    Jan 2020 - Present
Blue Bottle Coffee, Oakland, CA
• Trained 25 new baristas on espresso calibration
Lifeguard    Jun 2015 - Aug 2016
City of Austin Aquatics
• Kept three pools safe through 90 shifts a summer`),
    ).toEqual([
      ['Barista Trainer', 'Blue Bottle Coffee', 'Oakland, CA'],
      ['Lifeguard', 'City of Austin Aquatics', ''],
    ]);
  });

  it('follows the order of the section\'s known roles: "Company | Title" when the others are written so', () => {
    expect(
      roles(`Ola Berg
ola@mail.example | +47 912 34 567 | Oslo, Norway
EXPERIENCE
Sterling Audit | Financial Controller    03/2021 - Present
• Closed the group's books in 4 days instead of 9
Halden Manufacturing | Senior Accountant    01/2017 - 02/2021
• Cut supplier payment errors by 60%`),
    ).toEqual([
      ['Financial Controller', 'Sterling Audit', ''],
      ['Senior Accountant', 'Halden Manufacturing', ''],
    ]);
  });

  it('reads a one-line "Title, Company" and a dated role line under an employer\'s other role', () => {
    expect(
      roles(`Nathan Tremblay
nathan@mail.example | +1 902 555 0188 | Halifax, NS
WHERE I HAVE WORKED
Atlas Logistics    Halifax, NS
Senior HR Business Partner    05/2022 - Current
• Rolled out structured interviews to 25 hiring managers
HR Generalist    08/2018 - 03/2022
• Ran the annual review cycle for 120 employees
Brightwater Group    Halifax, NS
Recruiter    06/2017 - 07/2018
• Hired 40 people a year across sales and operations`),
    ).toEqual([
      ['Senior HR Business Partner', 'Atlas Logistics', 'Halifax, NS'],
      ['HR Generalist', 'Atlas Logistics', ''],
      ['Recruiter', 'Brightwater Group', 'Halifax, NS'],
    ]);
    expect(
      roles(`Mia Chen
mia@mail.example | +1 415 555 0101 | Oakland, CA
EXPERIENCE
HR Generalist, Evergreen Retail    2019 - 2023
• Cut time to hire from 41 to 23 days`),
    ).toEqual([['HR Generalist', 'Evergreen Retail', '']]);
  });
});

describe('header lines', () => {
  it('keeps a long title line as the role header, not a bullet', () => {
    expect(isLongHeaderLine("Senior Clinical Nurse Specialist, Cardiothoracic Intensive Care Unit, St Mary's Hospital NHS Trust")).toBe(true);
    expect(isLongHeaderLine('Led a team of 14 nurses across cardiology, respiratory and the discharge lounge, cutting falls by 30%')).toBe(false);
    expect(
      roles(`Grace Obi
grace@mail.example | +44 7700 900123 | London, United Kingdom
EXPERIENCE
Senior Clinical Nurse Specialist, Cardiothoracic Intensive Care Unit, St Mary's Hospital NHS Trust
Jan 2019 - Present
• Led a team of 14 nurses on a 20-bed unit
Clinical Nurse, Cardiology    Mar 2015 - Dec 2018
Royal Free Hospital, London
• Cut falls on the ward by 30% in one year`),
    ).toEqual([
      ['Senior Clinical Nurse Specialist', "Cardiothoracic Intensive Care Unit, St Mary's Hospital NHS Trust", ''],
      ['Clinical Nurse', 'Royal Free Hospital', 'London'],
    ]);
  });

  it('reads "Firm, City" as employer and place, and never a firm as an address', () => {
    expect(isLocation('Pinecrest Accountants, Manchester')).toBe(false);
    expect(isLocation('Royal Free Hospital, London')).toBe(false);
    expect(isLocation('Manchester, United Kingdom')).toBe(true);
    expect(
      roles(`Jane Doe
jane@mail.example | +44 7700 900123 | Leeds, United Kingdom
EXPERIENCE
Senior Accountant   Jan 2020 - Present
Pinecrest Accountants, Manchester
• Closed the books 3 days faster`),
    ).toEqual([['Senior Accountant', 'Pinecrest Accountants', 'Manchester']]);
  });

  it('does not take month/year date ranges for phone numbers when deciding what a section holds', () => {
    const parsed = parseResumeText(`Sophie Wagner
sophie@mail.example | +49 30 1234567 | Stuttgart, Germany

WHERE I HAVE WORKED
Unity Staffing    Stuttgart, Germany
Senior HR Business Partner    12/2020 - 04/2024
• Built an onboarding programme that raised first-year retention by 34%
• Ran the annual performance review cycle for 60 employees

EDUCATION
BSc Psychology, Universität Stuttgart    2013`);
    expect(parsed.sections?.[0]).toEqual({ kind: 'experience', heading: 'WHERE I HAVE WORKED' });
    expect(parsed.resume.work.map((w) => [w.position, w.name, w.highlights.length])).toEqual([['Senior HR Business Partner', 'Unity Staffing', 2]]);
  });
});

describe('links, summaries, degrees and headings', () => {
  it('reads whole host names as links: subdomains and country domains, never a skill or an email', () => {
    const basics = parseResumeText(`Aisha Al-Farsi
aisha.al.farsi@mail.example | +971 50 123 4567 | Dubai, United Arab Emirates
aisha.github.io | portfolio.example.co.uk | linkedin.com/in/aishaalfarsi
SKILLS
Node.js, ASP.NET, Socket.io, React`).resume.basics;
    expect(basics.url).toBe('aisha.github.io');
    expect(basics.profiles).toEqual([{ network: 'LinkedIn', url: 'linkedin.com/in/aishaalfarsi' }]);
    expect(parseResumeText('Jo Li\njo.li@mail.example | https://joli.example.dev\nSkills\nB.Sc. holders mentored, VB.NET').resume.basics.url).toBe(
      'https://joli.example.dev',
    );
    expect(parseResumeText('Jo Li\njo.li@mail.example\nSkills\nNode.js, Socket.io, ASP.NET, Vue.js').resume.basics.url).toBe('');
  });

  it('reads a skills list run into the summary as skills and keeps the summary as prose', () => {
    const parsed = parseResumeText(`Ana Silva
ana.silva@mail.example | +1 415 555 0101 | Oakland, CA
SUMMARY
Data analyst with 6 years of experience turning messy operational data into decisions. Python, SQL, Tableau, Power BI, Looker, Excel.
EXPERIENCE
Data Analyst    Jan 2020 - Present
Acme Retail, Oakland, CA
• Built 40 dashboards used by 300 store managers
SKILLS
Python, SQL, dbt`);
    expect(parsed.resume.basics.summary).toBe('Data analyst with 6 years of experience turning messy operational data into decisions.');
    expect(parsed.resume.skills).toEqual([{ name: 'Skills', keywords: ['Python', 'SQL', 'dbt', 'Tableau', 'Power BI', 'Looker', 'Excel'] }]);
    // Prose that names skills keeps its sentence; a sentence of clauses is not a list.
    const nurse = parseResumeText(`Maria Lopez
maria@mail.example | +1 312 555 0142 | Chicago, IL
PROFILE
Registered nurse with 9 years on surgical wards. Skilled in triage, wound care, IV therapy and Epic. I lead teams, teach students, audit charts, and run the unit's safety huddle.`).resume;
    expect(nurse.basics.summary).toBe(
      "Registered nurse with 9 years on surgical wards. Skilled in triage, wound care, IV therapy and Epic. I lead teams, teach students, audit charts, and run the unit's safety huddle.",
    );
    expect(nurse.skills.flatMap((s) => s.keywords)).toEqual(['triage', 'wound care', 'IV therapy', 'Epic']);
  });

  it('joins a degree wrapped after a connecting word, and one the layout wrapped at the margin', async () => {
    expect(
      parseResumeText(`Jane Doe
jane@mail.example | +1 415 555 0101 | Austin, TX
EDUCATION
Master of Business Administration in Finance and
Accounting, Stanford University, 2020
Bachelor of Science in Mathematics    2016
ETH Zurich`).resume.education.map((e) => [e.studyType, e.area, e.institution]),
    ).toEqual([
      ['Master of Business Administration', 'Finance and Accounting', 'Stanford University'],
      ['Bachelor of Science', 'Mathematics', 'ETH Zurich'],
    ]);
    // A PDF: the field's last word did not fit on the line; the next line starts at the left edge.
    const pdf = await makeResumePdf([
      [
        { text: 'Jane Doe', size: 18, bold: true },
        { text: 'jane@mail.example | +1 415 555 0101 | Austin, TX' },
        { text: 'EXPERIENCE', size: 12, bold: true, gap: 6 },
        { text: 'Design Engineer', bold: true, right: '2016 - Present' },
        { text: 'Apex Aerostructures, Austin, TX' },
        { text: 'Redesigned the wing-box rib layout, cutting part count by 18% and assembly time by 9 hours a', x: 62 },
        { text: 'unit', x: 62 },
        { text: 'EDUCATION', size: 12, bold: true, gap: 6 },
        { text: 'Bachelor of Science in Mechanical, Aerospace, Manufacturing, Robotics and Industrial Systems', bold: true },
        { text: 'Engineering', bold: true, right: '2016' },
        { text: 'University of Texas at Austin' },
      ],
    ]);
    const { parsed } = await readResumeDocument(pdf, 'degree.pdf');
    expect(parsed.resume.education.map((e) => [e.studyType, e.area, e.institution, e.endDate])).toEqual([
      ['Bachelor of Science', 'Mechanical, Aerospace, Manufacturing, Robotics and Industrial Systems Engineering', 'University of Texas at Austin', '2016'],
    ]);
  });

  it('does not take a short bold DOCX line naming a role or employer for a section heading', async () => {
    const bytes = await makeDocx([
      new Paragraph({ children: [new TextRun({ text: 'Tomás Rivera', bold: true, size: 36 })] }),
      new Paragraph('tomas.rivera@mail.example | +34 612 345 678 | Madrid, Spain'),
      new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true, size: 24 })] }),
      new Paragraph({ children: [new TextRun({ text: 'Project Manager', bold: true })] }),
      new Paragraph('Iberia Build Group, Madrid  |  03/2019 - Present'),
      new Paragraph({ text: 'Delivered 14 school refurbishments on time and 6% under budget', bullet: { level: 0 } }),
      new Paragraph({ children: [new TextRun({ text: 'Education Coordinator', bold: true })] }),
      new Paragraph('Fundación Aprender, Madrid  |  01/2016 - 02/2019'),
      new Paragraph({ text: 'Ran a tutoring programme for 300 pupils a year', bullet: { level: 0 } }),
      new Paragraph({ children: [new TextRun({ text: 'EDUCATION', bold: true, size: 24 })] }),
      new Paragraph('Grado en Ingeniería Civil, Universidad Politécnica de Madrid  2015'),
    ]);
    const { parsed } = await readResumeDocument(bytes, 'roles.docx');
    expect(parsed.sections?.map((s) => s.kind)).toEqual(['experience', 'education']);
    expect(parsed.resume.work.map((w) => [w.position, w.name, w.highlights.length])).toEqual([
      ['Project Manager', 'Iberia Build Group', 1],
      ['Education Coordinator', 'Fundación Aprender', 1],
    ]);
  });
});

describe('the corpus hazard batch tests what it says', () => {
  it('titles no word list holds, and titles holding a section word', () => {
    expect(
      Object.values(UNLISTED_TITLES)
        .flat()
        .filter((t) => titleScore(t) > 0),
    ).toEqual([]);
    expect(
      Object.values(SECTION_WORD_TITLES)
        .flat()
        .filter((t) => sectionKindOf(t) === null),
    ).toEqual([]);
  });
});

describe('wrapped lines that hold section words', () => {
  it("reads a heading wrapped onto two lines as one, and a degree's wrapped last word as the degree's", async () => {
    // "TRAINING" is a section word; here it is the second line of the heading above it.
    const pdf = await makeResumePdf([
      [
        { text: 'Chidi Okeke', size: 18, bold: true },
        { text: 'chidi.okeke@mail.example | +234 803 123 4567 | Lagos, Nigeria' },
        { text: 'EXPERIENCE', size: 12, bold: true, gap: 6 },
        { text: 'Sales Representative', bold: true, right: '2018 - Present' },
        { text: 'Crestline Foods, Lagos, Nigeria' },
        { text: 'Grew the Lagos mainland territory from 40 to 95 active outlets in two years of weekly visits', x: 62 },
        { text: 'EDUCATION AND', size: 12, bold: true, gap: 6 },
        { text: 'TRAINING', size: 12, bold: true },
        // "Administration" would not have fitted before the date's column: the cell wrapped it.
        { text: 'B.Sc. Marketing and Communications with Professional Practice and Small Business', bold: true, right: '2017' },
        { text: 'Administration', bold: true },
        { text: 'University of Abuja' },
      ],
    ]);
    const { parsed } = await readResumeDocument(pdf, 'wrapped-heading.pdf');
    expect(parsed.sections).toEqual([
      { kind: 'experience', heading: 'EXPERIENCE' },
      { kind: 'education', heading: 'EDUCATION AND TRAINING' },
    ]);
    expect(parsed.resume.education.map((e) => [e.studyType, e.area, e.institution, e.endDate])).toEqual([
      ['B.Sc.', 'Marketing and Communications with Professional Practice and Small Business Administration', 'University of Abuja', '2017'],
    ]);
    expect(parsed.meta.unplaced).toEqual([]);
  });
});

describe('locations written apart', () => {
  it('reads a location on a line of its own, and one under a Contact heading after the main column', () => {
    expect(
      parseResumeText(`Jane Doe
Senior Accountant
Manchester, United Kingdom
jane@mail.example
+44 7700 900123

EXPERIENCE
Senior Accountant   Jan 2020 - Present
Pinecrest Accountants, Manchester
• Closed the books 3 days faster`).resume.basics.location.raw,
    ).toBe('Manchester, United Kingdom');
    const sidebar = parseResumeText(`Jane Doe
Senior Accountant

PROFILE
Accountant with 8 years of experience in audit and month-end close for retail and manufacturing clients.

EXPERIENCE
Senior Accountant   Jan 2020 - Present
Pinecrest Accountants, Leeds
• Closed the books 3 days faster

CONTACT
jane@mail.example
+44 7700 900123
Leeds, West Yorkshire
jane.github.io`).resume.basics;
    expect([sidebar.location.raw, sidebar.email, sidebar.url]).toEqual(['Leeds, West Yorkshire', 'jane@mail.example', 'jane.github.io']);
  });
});
