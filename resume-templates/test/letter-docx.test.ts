import { strFromU8, unzipSync } from 'fflate';
import { renderLetter, renderResume } from '../src/index';
import { SAMPLE } from './fixtures';

const LETTER = {
  title: 'Cover letter',
  recipient: 'Hiring team\nUmbrella Health',
  greeting: 'Dear Hiring Manager,',
  paragraphs: ['First paragraph of the letter.', 'Second paragraph of the letter.'],
  closing: 'Sincerely,',
};
const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml']!);
/** The `<w:cols>` of each section, in order: how many columns Word lays it out in. */
const columns = (xml: string) => [...xml.matchAll(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g)].map((m) => Number(/<w:cols\b[^>]*w:num="(\d+)"/.exec(m[0])?.[1] ?? 1));
const textOf = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');

describe('cover letter DOCX layout', () => {
  it('follows the sidebar template as the resume does: contact in the side column, the letter in the main one', async () => {
    const resume = documentXml((await renderResume(SAMPLE, 'docx', { template: 'sidebar' })).bytes);
    const letter = documentXml((await renderLetter(SAMPLE, LETTER, 'docx', { template: 'sidebar' })).bytes);
    expect(columns(resume)).toContain(2);
    expect(columns(letter)).toEqual(columns(resume));
    // Reading order: the contact (side column), a column break, then the letter (main column).
    const text = textOf(letter);
    const contact = text.indexOf(SAMPLE.basics!.email!);
    const breakAt = letter.indexOf('<w:br w:type="column"/>');
    expect(contact).toBeGreaterThan(text.indexOf(SAMPLE.basics!.name!));
    expect(breakAt).toBeGreaterThan(letter.indexOf(SAMPLE.basics!.email!));
    expect(letter.indexOf('Dear Hiring Manager,')).toBeGreaterThan(breakAt);
    expect(letter.indexOf('Second paragraph of the letter.')).toBeGreaterThan(breakAt);
  });

  it('stays one column with the contact under the name for one-column templates', async () => {
    const letter = documentXml((await renderLetter(SAMPLE, LETTER, 'docx', { template: 'modern' })).bytes);
    expect(columns(letter)).toEqual([1]);
    expect(letter).not.toContain('w:type="column"');
    expect(letter.indexOf(SAMPLE.basics!.email!)).toBeLessThan(letter.indexOf('Dear Hiring Manager,'));
  });
});
