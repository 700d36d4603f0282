import { screen, waitFor, within } from '@testing-library/react';
import { pdfFile, stubFetch, stubUploads } from '../test/api-stubs';
import { atsReport, enhancement, parsedResume, scorecard } from '../test/fixtures';
import { renderTool, statusLine } from '../test/render-tool';

describe('Resume Scorecard', () => {
  it('uploads the resume and shows the score gauge, weighted categories and line-level advice', async () => {
    const { calls } = stubUploads(() => ({ status: 200, body: { resume: parsedResume, scorecard } }));
    const { user } = await renderTool('resume-scorecard');
    const button = screen.getByRole('button', { name: 'Score my resume' });
    expect(button).toBeDisabled();
    await user.upload(screen.getByLabelText(/Upload the resume/), pdfFile('asha.pdf'));
    expect(screen.getByText(/Selected: asha\.pdf/)).toBeInTheDocument();
    await user.click(button);

    const gauge = await screen.findByRole('meter', { name: 'Resume score' });
    expect(gauge).toHaveAttribute('aria-valuenow', '72');
    expect(gauge).toHaveAttribute('aria-valuetext', '72 out of 100, Fair');
    expect(calls[0]!.path).toBe('/api/v1/resumes/score');
    expect((calls[0]!.form.get('file') as File).name).toBe('asha.pdf');
    expect(screen.getByRole('meter', { name: 'Impact (quantified results)' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Responsible for testing', { selector: 'q' })).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Scored 72 out of 100.');
  });

  it('scores pasted text as JSON, and shows the server message inline and as a toast on failure', async () => {
    const { calls } = stubFetch(() => ({ status: 504, body: { message: 'The document took longer than 20 s to read.' } }));
    const { user } = await renderTool('resume-scorecard');
    await user.click(screen.getByRole('radio', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Resume text'), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Score my resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The document took longer than 20 s to read.');
    await waitFor(() => expect(screen.getAllByText('The document took longer than 20 s to read.')).toHaveLength(2));
    expect(calls[0]!.body).toEqual({ text: 'Asha Verma' });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('refuses a file that is not PDF or Word before uploading it', async () => {
    const { calls } = stubUploads(() => ({ status: 200, body: {} }));
    const { user } = await renderTool('resume-scorecard');
    await user.upload(screen.getByLabelText(/Upload the resume/), pdfFile('photo.png'));
    expect(screen.getByRole('alert')).toHaveTextContent('“photo.png” is not a PDF or Word (.docx) file.');
    expect(screen.getByRole('button', { name: 'Score my resume' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });
});

describe('ATS Compliance', () => {
  it('shows findings most serious first, each with its fix, and the text as an ATS reads it', async () => {
    stubUploads(() => ({ status: 200, body: { resume: parsedResume, report: atsReport } }));
    const { user } = await renderTool('ats-compliance');
    await user.upload(screen.getByLabelText(/Upload your resume/), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Check my resume' }));
    expect(await screen.findByRole('meter', { name: 'ATS score' })).toHaveAttribute('aria-valuenow', '63');
    const findings = screen.getAllByRole('listitem').filter((li) => li.classList.contains('gt-finding'));
    expect(findings.map((f) => f.textContent)).toEqual([
      expect.stringMatching(/^CriticalTwo-column layout.*Fix: Use one column\.$/),
      expect.stringMatching(/^MinorNo phone number.*Fix: Add a phone number\.$/),
    ]);
    expect(screen.getByLabelText('The text as an ATS reads it')).toHaveTextContent('ASHA VERMA Frontend Engineer');
  });
});

describe('Resume Parser and PDF to Resume', () => {
  it('turns the upload into an editable resume, flags unsure fields, and downloads the edited JSON', async () => {
    stubUploads(() => ({ status: 200, body: parsedResume }));
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:resume';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderTool('pdf-to-resume');
    expect(screen.queryByRole('radio', { name: 'Paste text' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Upload the resume/), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Convert to a resume' }));

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Asha Verma');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 98765 43210');
    expect(screen.getByText('Check this')).toBeInTheDocument();
    expect(screen.getByLabelText('School')).toHaveValue('IIT Bombay');
    await user.clear(name);
    await user.type(name, 'Asha R. Verma');
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));

    expect(click).toHaveBeenCalled();
    // jsdom's Blob has no text(); FileReader reads it as the browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    const json = JSON.parse(text) as typeof parsedResume.resume;
    expect(json.basics.name).toBe('Asha R. Verma');
    expect(json.work[0]!.highlights).toEqual(['Built the design system', 'Responsible for testing']);
    click.mockRestore();
  });
});

describe('Resume Enhancer', () => {
  it('shows each changed bullet before and after with its diff, and hides unchanged ones until asked', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { resume: parsedResume, enhancement } }));
    const { user } = await renderTool('resume-enhancer');
    await user.click(screen.getByRole('radio', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Resume text'), 'Responsible for testing');
    await user.click(screen.getByRole('button', { name: 'Improve my bullets' }));
    await screen.findByText('Tested [add what] reducing defects by [add %]', { selector: '.gt-after' });
    expect(calls[0]).toEqual({ path: '/api/v1/resumes/enhance', body: { text: 'Responsible for testing' } });
    expect(screen.getByLabelText('removed: Responsible for testing')).toBeInTheDocument();
    expect(screen.getByText('weak opening')).toBeInTheDocument();
    expect(screen.queryByText('Built the design system')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Show unchanged/ }));
    const bullets = document.querySelectorAll('.gt-bullet');
    expect(bullets).toHaveLength(2);
    expect(within(bullets[1] as HTMLElement).getAllByText('Built the design system')).toHaveLength(2);
    expect(statusLine()).toHaveTextContent('1 of 2 bullets improved.');
  });
});
