import { linePlaces, placeLine } from './place-line';

const resume = {
  basics: { name: 'Ana Lopez', summary: 'Nurse.' },
  work: [{ name: 'Mercy Hospital', position: 'Charge Nurse', highlights: ['Led a team of 12 nurses'] }],
  skills: [{ name: 'Clinical', keywords: ['Triage'] }],
};

describe('placing a line the importer could not place', () => {
  it('offers the summary, each entry that takes bullets, skills and new entries', () => {
    const places = linePlaces(resume);
    expect(places.map((p) => p.id)).toEqual([
      'basics.summary',
      'work[0].highlights',
      'skills',
      'new:projects',
      'new:certificates',
      'new:awards',
      'new:languages',
    ]);
    expect(places[1]!.label).toBe('Work experience: Charge Nurse · Mercy Hospital (as a bullet)');
  });

  it('adds the line where it was put and answers the path of the field holding it', () => {
    expect(placeLine(resume, 'work[0].highlights', ' Ran night shifts ')).toEqual({
      resume: { ...resume, work: [{ ...resume.work[0], highlights: ['Led a team of 12 nurses', 'Ran night shifts'] }] },
      path: 'work[0].highlights[1]',
    });
    expect(placeLine(resume, 'basics.summary', 'Glider pilot').resume.basics?.summary).toBe('Nurse.\nGlider pilot');
    expect(placeLine(resume, 'skills', 'BLS').resume.skills).toEqual([{ name: 'Clinical', keywords: ['Triage', 'BLS'] }]);
    expect(placeLine({}, 'skills', 'BLS').resume.skills).toEqual([{ name: 'Skills', level: '', keywords: ['BLS'] }]);
    const award = placeLine(resume, 'new:awards', 'Nurse of the Year 2021');
    expect(award.path).toBe('awards[0].title');
    expect(award.resume.awards).toEqual([{ title: 'Nurse of the Year 2021', awarder: '', date: '', summary: '' }]);
  });

  it('refuses a place that is gone instead of inventing an entry', () => {
    expect(() => placeLine(resume, 'work[3].highlights', 'x')).toThrow('That entry is no longer in your resume.');
  });
});
