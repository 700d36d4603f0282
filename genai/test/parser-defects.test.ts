// Parser defects found by building resumes with the templates and reading them back (issue
// "GenAI quality that holds on documents the engine has never seen"), each pinned on lines as
// people write them. Each rule is general: roles by layout, places by the gazetteer, links by
// host name; none names a test resume.
import { parseResumeText } from '../src/resume/parse-resume';
import { isLongHeaderLine } from '../src/resume/split-entries';
import { isLocation } from '../src/resume/resume-vocabulary';

const roles = (text: string) => parseResumeText(text).resume.work.map((w) => [w.position, w.name, w.location ?? '']);

describe('roles whose titles no word list knows', () => {
  it('takes the piece beside the dates as the title when neither piece names an organisation', () => {
    expect(roles(`Sam Lee
sam@mail.example | +1 512 555 0100 | Austin, TX
EXPERIENCE
Barista Trainer    Jan 2020 - Present
Blue Bottle Coffee, Oakland, CA
• Trained 25 new baristas on espresso calibration
Lifeguard    Jun 2015 - Aug 2016
City of Austin Aquatics
• Kept three pools safe through 90 shifts a summer`)).toEqual([
      ['Barista Trainer', 'Blue Bottle Coffee', 'Oakland, CA'],
      ['Lifeguard', 'City of Austin Aquatics', ''],
    ]);
  });

  it('follows the order of the section\'s known roles: "Company | Title" when the others are written so', () => {
    expect(roles(`Ola Berg
ola@mail.example | +47 912 34 567 | Oslo, Norway
EXPERIENCE
Sterling Audit | Financial Controller    03/2021 - Present
• Closed the group's books in 4 days instead of 9
Halden Manufacturing | Senior Accountant    01/2017 - 02/2021
• Cut supplier payment errors by 60%`)).toEqual([
      ['Financial Controller', 'Sterling Audit', ''],
      ['Senior Accountant', 'Halden Manufacturing', ''],
    ]);
  });

  it('reads a one-line "Title, Company" and a dated role line under an employer\'s other role', () => {
    expect(roles(`Nathan Tremblay
nathan@mail.example | +1 902 555 0188 | Halifax, NS
WHERE I HAVE WORKED
Atlas Logistics    Halifax, NS
Senior HR Business Partner    05/2022 - Current
• Rolled out structured interviews to 25 hiring managers
HR Generalist    08/2018 - 03/2022
• Ran the annual review cycle for 120 employees
Brightwater Group    Halifax, NS
Recruiter    06/2017 - 07/2018
• Hired 40 people a year across sales and operations`)).toEqual([
      ['Senior HR Business Partner', 'Atlas Logistics', 'Halifax, NS'],
      ['HR Generalist', 'Atlas Logistics', ''],
      ['Recruiter', 'Brightwater Group', 'Halifax, NS'],
    ]);
    expect(roles(`Mia Chen
mia@mail.example | +1 415 555 0101 | Oakland, CA
EXPERIENCE
HR Generalist, Evergreen Retail    2019 - 2023
• Cut time to hire from 41 to 23 days`)).toEqual([['HR Generalist', 'Evergreen Retail', '']]);
  });
});

describe('header lines', () => {
  it('keeps a long title line as the role header, not a bullet', () => {
    expect(isLongHeaderLine("Senior Clinical Nurse Specialist, Cardiothoracic Intensive Care Unit, St Mary's Hospital NHS Trust")).toBe(true);
    expect(isLongHeaderLine('Led a team of 14 nurses across cardiology, respiratory and the discharge lounge, cutting falls by 30%')).toBe(false);
    expect(roles(`Grace Obi
grace@mail.example | +44 7700 900123 | London, United Kingdom
EXPERIENCE
Senior Clinical Nurse Specialist, Cardiothoracic Intensive Care Unit, St Mary's Hospital NHS Trust
Jan 2019 - Present
• Led a team of 14 nurses on a 20-bed unit
Clinical Nurse, Cardiology    Mar 2015 - Dec 2018
Royal Free Hospital, London
• Cut falls on the ward by 30% in one year`)).toEqual([
      ['Senior Clinical Nurse Specialist', "Cardiothoracic Intensive Care Unit, St Mary's Hospital NHS Trust", ''],
      ['Clinical Nurse', 'Royal Free Hospital', 'London'],
    ]);
  });

  it('reads "Firm, City" as employer and place, and never a firm as an address', () => {
    expect(isLocation('Pinecrest Accountants, Manchester')).toBe(false);
    expect(isLocation('Royal Free Hospital, London')).toBe(false);
    expect(isLocation('Manchester, United Kingdom')).toBe(true);
    expect(roles(`Jane Doe
jane@mail.example | +44 7700 900123 | Leeds, United Kingdom
EXPERIENCE
Senior Accountant   Jan 2020 - Present
Pinecrest Accountants, Manchester
• Closed the books 3 days faster`)).toEqual([['Senior Accountant', 'Pinecrest Accountants', 'Manchester']]);
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
