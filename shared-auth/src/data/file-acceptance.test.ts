import { GENAI_LIMITS } from 'shared-schemas';
import { acceptAttribute, fileProblem, JOB_POSTING_FILES, refusal, RESUME_FILES, RESUME_IMPORT_FILES } from './file-acceptance';

const file = (name: string, size = 2048) => ({ name, size });

describe('the file acceptance rule', () => {
  it('takes PDF and Word resumes in any case, within the api’s limit', () => {
    expect(fileProblem(file('cv.pdf'), RESUME_FILES)).toBeNull();
    expect(fileProblem(file('CV.DOCX', GENAI_LIMITS.maxFileBytes), RESUME_FILES)).toBeNull();
    expect(fileProblem(file('cv.json'), RESUME_FILES)).toEqual({ kind: 'type' });
    expect(fileProblem(file('cv.json'), RESUME_IMPORT_FILES)).toBeNull();
    expect(fileProblem(file('cv.pdf', 0), RESUME_FILES)).toEqual({ kind: 'empty' });
    expect(fileProblem(file('cv.pdf', GENAI_LIMITS.maxFileBytes + 1), RESUME_FILES)).toEqual({
      kind: 'size',
      size: GENAI_LIMITS.maxFileBytes + 1,
      maxBytes: GENAI_LIMITS.maxFileBytes,
    });
  });

  it('says why, standing alone or in a row that shows the name', () => {
    expect(refusal(file('photo.png'), RESUME_FILES)).toBe('“photo.png” is not a PDF or Word (.docx) file. Upload your resume as .pdf or .docx.');
    expect(refusal(file('photo.png'), RESUME_FILES, false)).toBe('Not a PDF or Word (.docx) file.');
    expect(refusal(file('cv.pdf', 0), RESUME_FILES)).toBe('“cv.pdf” is empty.');
    expect(refusal(file('cv.pdf', 0), RESUME_FILES, false)).toBe('The file is empty.');
    expect(refusal(file('cv.pdf', 12.34 * 1024 * 1024), RESUME_FILES)).toBe(
      '“cv.pdf” is 12.3 MB; the limit is 10 MB. Remove large images or export a smaller PDF.',
    );
    expect(refusal(file('cv.pdf', 12.34 * 1024 * 1024), RESUME_FILES, false)).toBe('The file is 12.3 MB; the limit is 10 MB.');
    expect(refusal(file('cv.png'), RESUME_IMPORT_FILES)).toBe('“cv.png” is not a PDF, Word (.docx) or JSON Resume (.json) file.');
    expect(refusal(file('job.pdf'), JOB_POSTING_FILES)).toBe('“job.pdf” is not a text file. Copy the posting’s text and paste it instead.');
    expect(refusal(file('job.txt', 300 * 1024), JOB_POSTING_FILES)).toBe('“job.txt” is 300 KB; the limit is 200 KB.');
    expect(refusal(file('job.md'), JOB_POSTING_FILES)).toBeUndefined();
  });

  it('offers the same types in the file picker', () => {
    expect(acceptAttribute(RESUME_FILES)).toBe('.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(acceptAttribute(JOB_POSTING_FILES)).toBe('.txt,.md,.text,text/plain');
  });
});
