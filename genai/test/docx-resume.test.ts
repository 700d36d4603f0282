import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { readResumeDocument } from '../src/document/parse-resume-document';
import { checkAts } from '../src/ats/check-ats';

async function makeDocx(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{
      children: [
        new Paragraph({ children: [new TextRun({ text: 'Ana Souza', bold: true, size: 40 })] }),
        new Paragraph('ana.souza@example.com | +55 11 91234 5678 | São Paulo, Brazil'),
        new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ children: [new TextRun({ text: 'Product Manager, Nubank', bold: true })] }),
        new Paragraph('Feb 2020 - Present'),
        new Paragraph({ text: 'Launched a credit product for 2M customers', bullet: { level: 0 } }),
        new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
        new Paragraph('MBA, Fundação Getulio Vargas University'),
        new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
        new Table({ rows: [new TableRow({ children: [new TableCell({ children: [new Paragraph('SQL')] }), new TableCell({ children: [new Paragraph('Roadmapping')] })] })] }),
      ],
    }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('DOCX resumes', () => {
  it('reads headings, bullets and tables through mammoth, and the ATS check flags the table', async () => {
    const document = await readResumeDocument(await makeDocx(), 'ana.docx');
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
