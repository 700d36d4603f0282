import { parseResumeFile } from '../../../lib/genai-v1';
import { importResumeFile } from './import-resume';
import { importedMessage } from './import-terms';

jest.mock('../../../lib/genai-v1');

describe('importing a PDF', () => {
  it('keeps the lines the parser could not place and how sure it was of each flagged field', async () => {
    jest.mocked(parseResumeFile).mockResolvedValue({
      resume: { basics: { name: 'Ann Lee', email: 'ann@example.com' }, work: [{ name: 'Acme', position: 'Engineer', highlights: [] }] },
      // Both path spellings the parser has used; an empty field (phone) has nothing to check.
      confidence: { 'basics.name': 0.95, 'basics.phone': 0.2, 'work.0.position': 0.45, 'work[0].name': 0.61 },
      text: '',
      meta: { pages: 1, parserVersion: 't', source: 'pdf', unplaced: ['  Glider   pilot ', 'Glider pilot', 'x'.repeat(400)] },
    } as unknown as Awaited<ReturnType<typeof parseResumeFile>>);
    const imported = await importResumeFile(new File(['%PDF'], 'ann.pdf'));
    expect(imported.review).toEqual(['work[0].name', 'work[0].position']);
    expect(imported.reviewConfidence).toEqual({ 'work[0].position': 0.45, 'work[0].name': 0.61 });
    expect(imported.unplaced).toHaveLength(2);
    expect(imported.unplaced[0]).toBe('Glider pilot');
    expect(imported.unplaced[1]).toHaveLength(300);
  });

  it('tells the candidate what waits for them', () => {
    expect(importedMessage(0, 0)).toBe('Imported.');
    expect(importedMessage(1, 0)).toBe('Imported. Check the 1 highlighted field.');
    expect(importedMessage(3, 2)).toBe('Imported. Check the 3 highlighted fields and 2 lines we could not place.');
  });
});
