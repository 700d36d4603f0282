import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppToasters } from 'shared-ui';
import { pdfFile, stubUploads } from '../../features/genai-tools/test/api-stubs';
import { atsReport, parsedResume } from '../../features/genai-tools/test/fixtures';
import CandidateAtsPage from './CandidateAtsPage';

function renderPage() {
  render(
    <>
      <AppToasters />
      <MemoryRouter initialEntries={['/genai-candidate-ats']}>
        <CandidateAtsPage />
      </MemoryRouter>
    </>,
  );
  return userEvent.setup({ applyAccept: false });
}

describe('/genai-candidate-ats', () => {
  it('runs the ATS check on the page: upload, progress, score, findings and the ATS text', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = stubUploads(async () => {
      await held;
      return { status: 200, body: { resume: parsedResume, report: atsReport } };
    });
    const user = renderPage();
    expect(screen.getByRole('link', { name: 'Check my resume' })).toHaveAttribute('href', '/genai-candidate-ats#ats-check');
    expect(screen.getByRole('heading', { level: 2, name: 'What we check' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Upload your resume/), pdfFile('me.pdf'));
    await user.click(screen.getByRole('button', { name: 'Check my resume' }));
    expect(await screen.findByRole('button', { name: 'Analysing…' })).toBeDisabled();
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/Uploading… 50%|Analysing…/);
    answer();
    expect(await screen.findByRole('meter', { name: 'ATS score' })).toHaveAttribute('aria-valuenow', '63');
    expect(calls[0]!.path).toBe('/api/v1/resumes/ats');
    expect(screen.getByText('Two-column layout')).toBeInTheDocument();
    expect(screen.getByLabelText('The text as an ATS reads it')).toHaveTextContent('ASHA VERMA');
    expect(screen.getByRole('status')).toHaveTextContent('ATS check done: score 63 out of 100, 2 findings.');
  });

  it("shows the server's reason when the file cannot be read", async () => {
    stubUploads(() => ({ status: 422, body: { message: 'This PDF is encrypted. Save it without a password and try again.' } }));
    const user = renderPage();
    await user.upload(screen.getByLabelText(/Upload your resume/), pdfFile('locked.pdf'));
    await user.click(screen.getByRole('button', { name: 'Check my resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is encrypted. Save it without a password and try again.');
  });
});
