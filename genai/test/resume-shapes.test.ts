// Resume shapes beyond the dev set: Europass, letter-spaced headings with icon glyphs,
// several roles under one employer line, Indian formats.
import { parseResumeText } from '../src/resume/parse-resume';

const roles = (text: string) => parseResumeText(text).resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, !!w.current]);

describe('resume shapes', () => {
  it('Europass: labelled contact lines, date-first roles, "TITLE – EMPLOYER"', () => {
    const text = `Curriculum Vitae
Marco Rossi
Email: marco.rossi@example.it
Phone: (+39) 333 123 4567
Address: Via Roma 1, 20121 Milano, Italy

WORK EXPERIENCE
01/09/2019 – CURRENT – Milano, Italy
SENIOR DEVELOPER – ACME SRL
• Developed microservices in Java for 3 banks

03/2016 – 08/2019 – Torino, Italy
JUNIOR DEVELOPER – BETA SPA
• Maintained the CRM platform

EDUCATION AND TRAINING
2011 – 2016 – Milano, Italy
MASTER'S DEGREE IN COMPUTER ENGINEERING – Politecnico di Milano

DIGITAL SKILLS
Java | Spring | Docker`;
    const { resume } = parseResumeText(text);
    expect(resume.basics).toMatchObject({ name: 'Marco Rossi', phone: '(+39) 333 123 4567' });
    expect(resume.basics.location.raw).toBe('Via Roma 1, 20121 Milano, Italy');
    expect(roles(text)).toEqual([
      ['SENIOR DEVELOPER', 'ACME SRL', '2019-09', 'Present', true],
      ['JUNIOR DEVELOPER', 'BETA SPA', '2016-03', '2019-08', false],
    ]);
    expect(resume.work[0]!.location).toBe('Milano, Italy');
    expect(resume.education[0]).toMatchObject({ institution: 'Politecnico di Milano', startDate: '2011', endDate: '2016' });
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['Java', 'Spring', 'Docker']);
  });

  it('letter-spaced headings and icon-font contact lines', () => {
    const text = `ALEX MORGAN
\uf0e0 alex.morgan@example.com   \uf095 +1 (646) 555-0199   \uf3c5 Brooklyn, NY

P R O F I L E
Designer with 7 years in fintech.

E X P E R I E N C E
Lead Designer | Plaid | New York, NY | 2020 – Present
• Redesigned onboarding, lifting conversion 22%
UX Designer | Venmo | New York, NY | 2017 – 2020
• Shipped 4 major features

E D U C A T I O N
Rhode Island School of Design | BFA, Graphic Design | 2013 – 2017`;
    const { resume } = parseResumeText(text);
    expect(resume.basics).toMatchObject({
      name: 'ALEX MORGAN',
      email: 'alex.morgan@example.com',
      phone: '+1 (646) 555-0199',
      summary: 'Designer with 7 years in fintech.',
    });
    expect(resume.basics.location.raw).toBe('Brooklyn, NY');
    expect(roles(text)).toEqual([
      ['Lead Designer', 'Plaid', '2020', 'Present', true],
      ['UX Designer', 'Venmo', '2017', '2020', false],
    ]);
    expect(resume.work.map((w) => w.highlights.length)).toEqual([1, 1]);
    expect(resume.education[0]).toMatchObject({ institution: 'Rhode Island School of Design', degree: 'BFA, Graphic Design' });
  });

  it('several roles under one employer line', () => {
    const text = `Wei Zhang
wei.zhang@example.com · 206-555-0134 · Seattle, WA

Professional Experience
Amazon Web Services, Seattle, WA
Senior Solutions Architect    Apr 2019 – Present
- Designed landing zones for 40 enterprise customers
Solutions Architect    Jan 2017 – Mar 2019
- Ran 30 migration workshops

Microsoft, Redmond, WA
Software Engineer II    Jul 2013 – Dec 2016
- Built Azure billing pipelines

Education
University of Washington — M.S., Computer Science, 2013`;
    expect(roles(text)).toEqual([
      ['Senior Solutions Architect', 'Amazon Web Services', '2019-04', 'Present', true],
      ['Solutions Architect', 'Amazon Web Services', '2017-01', '2019-03', false],
      ['Software Engineer II', 'Microsoft', '2013-07', '2016-12', false],
    ]);
    expect(parseResumeText(text).resume.education[0]).toMatchObject({
      institution: 'University of Washington',
      degree: 'M.S., Computer Science',
      endDate: '2013',
    });
  });

  it('Indian resume: objective, internships section, "Till Date", CGPA and class XII', () => {
    const text = `RAHUL SHARMA
Mobile: +91-9876543210 | Email: rahul.sharma@example.in | Bengaluru, Karnataka

CAREER OBJECTIVE
To work in a challenging environment.

ACADEMIC QUALIFICATIONS
B.Tech (Computer Science), National Institute of Technology Trichy, 2016 – 2020, CGPA: 8.7/10
Class XII, Delhi Public School, 2016, 92%

INTERNSHIPS
Software Development Intern — Flipkart (May 2019 – Jul 2019)
• Built a price-alert service

WORK EXPERIENCE
Infosys Ltd. | Systems Engineer | Aug 2020 – Till Date
• Automated test suites for 5 banking clients`;
    const { resume } = parseResumeText(text);
    expect(resume.basics).toMatchObject({ phone: '+91-9876543210', summary: 'To work in a challenging environment.' });
    expect(resume.basics.location.raw).toBe('Bengaluru, Karnataka');
    expect(roles(text)).toEqual([
      ['Software Development Intern', 'Flipkart', '2019-05', '2019-07', false],
      ['Systems Engineer', 'Infosys Ltd.', '2020-08', 'Present', true],
    ]);
    expect(resume.education.map((e) => [e.degree, e.institution, e.score])).toEqual([
      ['B.Tech (Computer Science)', 'National Institute of Technology Trichy', '8.7/10'],
      ['Class XII', 'Delhi Public School', '92%'],
    ]);
  });
});

describe('name lines', () => {
  it.each([
    ['Jane Doe, PhD\njane@example.com', 'Jane Doe'],
    ['JANE DOE | Senior Data Scientist\njane@example.com', 'JANE DOE'],
    ['Dr. Anil Kumar Verma\nanil@example.com', 'Dr. Anil Kumar Verma'],
    ['Curriculum Vitae\nSøren Kierkegaard\nsoren@example.dk', 'Søren Kierkegaard'],
  ])('%j → %s', (text, name) => expect(parseResumeText(text).resume.basics.name).toBe(name));
});
