import { resumeFile } from '../test/fake-xhr';
import { MAX_RESUMES, addResumeFiles, formatBytes, resumeFileProblem } from './resume-files';

describe('resume file checks', () => {
  it('accepts PDF and DOCX resumes, whatever the letter case', () => {
    expect(resumeFileProblem(resumeFile('ada.pdf'))).toBeUndefined();
    expect(resumeFileProblem(resumeFile('GRACE.DOCX'))).toBeUndefined();
  });

  it('refuses other types, empty files and files over 10 MB, naming the file', () => {
    expect(resumeFileProblem(resumeFile('notes.txt'))).toBe('“notes.txt” is not a PDF or Word (.docx) file.');
    expect(resumeFileProblem(resumeFile('old.doc'))).toMatch(/not a PDF or Word/);
    expect(resumeFileProblem(resumeFile('blank.pdf', 0))).toBe('“blank.pdf” is empty.');
    expect(resumeFileProblem(resumeFile('scan.pdf', 10 * 1024 * 1024 + 1))).toBe('“scan.pdf” is 10.0 MB; each resume can be at most 10.0 MB.');
    expect(resumeFileProblem(resumeFile('edge.pdf', 10 * 1024 * 1024))).toBeUndefined();
  });

  it('adds good files in order, skips bad ones and duplicates with a reason each', () => {
    const first = resumeFile('a.pdf');
    const { files, problems } = addResumeFiles([first], [resumeFile('b.docx'), resumeFile('c.png'), resumeFile('a.pdf'), resumeFile('d.pdf')]);
    expect(files.map((file) => file.name)).toEqual(['a.pdf', 'b.docx', 'd.pdf']);
    expect(problems).toEqual(['“c.png” is not a PDF or Word (.docx) file.', '“a.pdf” is already in the list.']);
  });

  it(`stops at ${MAX_RESUMES} resumes and says how many were left out`, () => {
    const many = Array.from({ length: MAX_RESUMES + 3 }, (_, i) => resumeFile(`r${i}.pdf`, 10));
    const { files, problems } = addResumeFiles([], many);
    expect(files).toHaveLength(MAX_RESUMES);
    expect(files.at(-1)?.name).toBe(`r${MAX_RESUMES - 1}.pdf`);
    expect(problems).toEqual([`You can rank at most ${MAX_RESUMES} resumes at a time; 3 files were not added.`]);
  });

  it('keeps all files together under the 100 MB the api takes in one request', () => {
    const big = Array.from({ length: 11 }, (_, i) => resumeFile(`big${i}.pdf`, 9.5 * 1024 * 1024));
    const { files, problems } = addResumeFiles([], big);
    expect(files).toHaveLength(10);
    expect(problems).toEqual(['All resumes together can be at most 100.0 MB; 1 file was not added.']);
  });

  it('formats sizes people read', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(22_358)).toBe('22 KB');
    expect(formatBytes(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });
});
