import { fireEvent, render, screen, within } from '@testing-library/react';
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
  it("says what to do when the templates cannot be loaded, not the loader's message", async () => {
    render(<ExportPanel resume={{ basics: { name: 'Asha' } }} title="Asha" template="classic" onTemplate={() => undefined} />);
    expect(await screen.findByText('The templates could not be loaded. Check your connection and open the resume again.')).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
  });

  it("warns about the enhancer's placeholders and makes no file until the candidate accepts them", () => {
    const resume = {
      basics: { name: 'Asha' },
      work: [
        {
          position: 'Engineer',
          name: 'Acme',
          highlights: ['Contribute to the payouts service, [add result: number, % or time saved]', 'Cut refund time by 40%'],
        },
      ],
    };
    render(<ExportPanel resume={resume} title="Asha" template="classic" onTemplate={() => undefined} />);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Your resume still holds a placeholder');
    expect(within(warning).getByText('Engineer at Acme, bullet 1: “[add result: number, % or time saved]”')).toBeInTheDocument();
    for (const name of ['Download PDF', 'Download DOCX', 'Open the PDF']) expect(screen.getByRole('button', { name })).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Export anyway, with the placeholders in the file'));
    for (const name of ['Download PDF', 'Download DOCX', 'Open the PDF']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('shows no warning and blocks nothing when the resume holds no placeholder', () => {
    render(
      <ExportPanel
        resume={{ basics: { name: 'Asha' }, work: [{ highlights: ['Cut refund time by 40%'] }] }}
        title="Asha"
        template="classic"
        onTemplate={() => undefined}
      />,
    );
    expect(screen.queryByTestId('export-placeholders')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
