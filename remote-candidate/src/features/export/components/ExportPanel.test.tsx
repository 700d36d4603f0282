import { render, screen } from '@testing-library/react';
import { ExportPanel } from './ExportPanel';

// The renderer's code not arriving (what a failed template list means) stands in for the real module.
jest.mock('../api/render', () => ({
  listTemplates: jest.fn(async () => Promise.reject(new Error('Loading chunk 5903 failed.'))),
  previewPages: jest.fn(() => new Promise(() => undefined)),
  loadTemplateFonts: jest.fn(async () => undefined),
  renderFile: jest.fn(),
  renderProblem: (error: unknown) => String(error),
}));

describe('ExportPanel', () => {
  it('says what to do when the templates cannot be loaded, not the loader\'s message', async () => {
    render(<ExportPanel resume={{ basics: { name: 'Asha' } }} title="Asha" template="classic" onTemplate={() => undefined} />);
    expect(await screen.findByText('The templates could not be loaded. Check your connection and open the resume again.')).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
  });
});
