import type { JsonResume } from 'shared-schemas';
import { renderFile } from '../features/export/api/render';
import { renderPdf } from './ResumesArea';

jest.mock('../features/export/api/render', () => ({ ...jest.requireActual('../features/export/api/render'), renderFile: jest.fn() }));
const renderFileMock = renderFile as jest.MockedFunction<typeof renderFile>;

const resume: JsonResume = { basics: { name: 'Asha Kulkarni' } };

describe('renderPdf (the builder live ATS check renderer)', () => {
  it('passes the rendered PDF through', async () => {
    const file = { blob: new Blob(['%PDF']), fileName: 'asha.pdf', pages: 1, warnings: [], ms: 5 };
    renderFileMock.mockResolvedValueOnce(file);
    await expect(renderPdf(resume, 'classic')).resolves.toBe(file);
    expect(renderFileMock).toHaveBeenCalledWith(resume, 'classic', 'pdf');
  });

  it('words a failed render as the export panel does', async () => {
    renderFileMock.mockRejectedValueOnce(new Error('Unexpected end of font table'));
    await expect(renderPdf(resume, 'classic')).rejects.toThrow('The file could not be made: Unexpected end of font table');
  });

  it('keeps the renderer message that names the field at fault', async () => {
    const input = Object.assign(new Error('basics.name must be text'), { name: 'ResumeInputError' });
    renderFileMock.mockRejectedValueOnce(input);
    await expect(renderPdf(resume, 'classic')).rejects.toThrow(/^basics\.name must be text$/);
  });
});
