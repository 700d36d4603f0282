import { readResumeDocument } from '../src/document/parse-resume-document';
import { checkAts } from '../src/ats/check-ats';
import { makeDocxResume } from './document-fixtures';

describe('DOCX resumes', () => {
  it('reads headings, bullets and tables through mammoth, and the ATS check flags the table', async () => {
    const document = await readResumeDocument(await makeDocxResume(), 'ana.docx');
    const { resume } = document.parsed;
    expect(document.type).toBe('docx');
    expect(resume.basics).toMatchObject({ name: 'Ana Souza', email: 'ana.souza@example.com', phone: '+55 11 91234 5678' });
    expect(resume.work[0]).toMatchObject({ position: 'Product Manager', name: 'Nubank', startDate: '2020-02', current: true });
    expect(resume.work[0]!.highlights).toEqual(['Launched a credit product for 2M customers']);
    expect(resume.education[0]).toMatchObject({ studyType: 'MBA', institution: 'Fundação Getulio Vargas University' });
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['SQL', 'Roadmapping']);
    expect(checkAts(document).findings.map((f) => f.id)).toContain('tables');
  });
});
