// Education defects seen on the real corpus's tune designs (issue 29), each pinned on text made
// here: the people, schools and fields are made up; every step is general (separators, the order
// of an entry's lines, the degree vocabulary), none names a resume.
import { extractEducation, splitDegree } from '../src/resume/extract-education';
import { pairHalfEntries } from '../src/resume/pair-education';
import { parseResumeText } from '../src/resume/parse-resume';
import { textToLines } from '../src/resume/text-lines';

const HEAD = 'Pat Quill\npat.quill@mail.example | +1 303 555 0142\n';
const schools = (body: string) =>
  parseResumeText(`${HEAD}EDUCATION\n${body}\nSKILLS\nPython, Go\n`).resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate]);

describe('a degree line split into type and field', () => {
  it('splits at a spaced dash, the type on either side', () => {
    expect(splitDegree('BS - Library Science')).toEqual({ studyType: 'BS', area: 'Library Science' });
    expect(splitDegree('Bachelor of Engineering - Communications Engineering')).toEqual({ studyType: 'Bachelor of Engineering', area: 'Communications Engineering' });
    expect(splitDegree('Marine Biology Honours – Bachelor')).toEqual({ studyType: 'Bachelor', area: 'Marine Biology Honours' });
    // A hyphen inside a word is no separator.
    expect(splitDegree('MSc Socio-Economics')).toEqual({ studyType: 'MSc', area: 'Socio-Economics' });
  });
});

describe('one degree printed as two half entries', () => {
  it('pairs "Field, Degree" / dates with the school read as an entry of its own under them', () => {
    // The pairing step alone: layouts that set the school line apart make it an entry of its own.
    const halves = [...extractEducation(textToLines('Marine Biology, Bachelors\n4 years   2011 — 2015')), ...extractEducation(textToLines('Northwind College'))];
    expect(halves).toHaveLength(2);
    expect(pairHalfEntries(halves).map(({ education: e }) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual([['Northwind College', 'Bachelors', 'Marine Biology', '2011', '2015']]);
    // Two schools, or two degrees, are two entries.
    const schoolsOnly = [...extractEducation(textToLines('Northwind College')), ...extractEducation(textToLines('Eastmoor University'))];
    expect(pairHalfEntries(schoolsOnly)).toHaveLength(2);
  });

  it('pairs a school beside its start date with the degree beside its end date', () => {
    expect(schools('Eastmoor University   09/2012 -\nBachelor of Science in Geology   06/2016\nNorthwind College   09/2016 -\nMaster of Science in Hydrology   06/2018')).toEqual([
      ['Eastmoor University', 'Bachelor of Science', 'Geology', '2012-09', '2016-06'],
      ['Northwind College', 'Master of Science', 'Hydrology', '2016-09', '2018-06'],
    ]);
  });

  it('keeps two dated schools apart', () => {
    expect(schools('Eastmoor University   2010 - 2012\nNorthwind College   2012 - 2014').map((e) => e[0])).toEqual(['Eastmoor University', 'Northwind College']);
  });
});

describe('the school line', () => {
  it("keeps the place written after the school with a comma", () => {
    expect(schools('Eastmoor University, Calgary, Canada   2014 - 2016\nMSc in Software Engineering')[0]).toEqual(['Eastmoor University, Calgary, Canada', 'MSc', 'Software Engineering', '2014', '2016']);
  });
});
