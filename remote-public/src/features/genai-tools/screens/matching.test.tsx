import { screen, within } from '@testing-library/react';
import { pdfFile, stubFetch, stubUploads } from '../test/api-stubs';
import { match, skills } from '../test/fixtures';
import { renderTool, statusLine } from '../test/render-tool';

describe('Job-Resume Matching', () => {
  it('matches pasted job and resume text: gauge, parts and matched/missing chips', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: match }));
    const { user } = await renderTool('job-resume-matching');
    await user.type(screen.getAllByLabelText('Job description')[0]!, 'Frontend Engineer, React');
    await user.click(screen.getByRole('radio', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Resume text'), 'React developer');
    await user.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByRole('meter', { name: 'Match' })).toHaveAttribute('aria-valuenow', '81');
    expect(calls[0]).toEqual({ path: '/api/v1/match', body: { job: 'Frontend Engineer, React', resume: 'React developer' } });
    expect(screen.getByRole('meter', { name: 'Required skills' })).toHaveAttribute('aria-valuenow', '90');
    expect(screen.queryByRole('meter', { name: 'Education' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Matched skills (1)' })).getByRole('listitem')).toHaveTextContent('Matched: React');
    expect(within(screen.getByRole('list', { name: 'Missing skills (1)' })).getByRole('listitem')).toHaveTextContent('Missing: GraphQL');
    expect(statusLine()).toHaveTextContent('Match 81 out of 100: 1 skills matched, 1 missing.');
  });

  it('ranks several uploaded resumes best first', async () => {
    const ranked = [
      { id: 'barry.pdf', score: 84, result: match },
      { id: 'alfred.pdf', score: 31, result: { ...match, matched: [] } },
    ];
    const { calls } = stubUploads(() => ({ status: 200, body: { ranked, failed: [] } }));
    const { user } = await renderTool('job-resume-matching');
    await user.type(screen.getByLabelText('Job description for ranking'), 'Frontend Engineer');
    await user.upload(screen.getByLabelText(/Upload the resumes/), [pdfFile('alfred.pdf'), pdfFile('barry.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Rank 2 resumes' }));
    await screen.findByText('Ranked 2 resumes. Best: barry.pdf.');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['barry.pdf', 'alfred.pdf']);
    expect(rows[0]).toHaveTextContent('84');
    expect((calls[0]!.form.getAll('file') as File[]).map((f) => f.name)).toEqual(['alfred.pdf', 'barry.pdf']);
  });
});

describe('Fit Summary', () => {
  it('explains the fit with strengths, gaps and what to change from an uploaded resume', async () => {
    const { calls } = stubUploads(() => ({ status: 200, body: match }));
    const { user } = await renderTool('fit-summary');
    await user.type(screen.getByLabelText('Job description'), 'Frontend Engineer');
    await user.upload(screen.getByLabelText(/Upload the resume/), pdfFile('asha.pdf'));
    await user.click(screen.getByRole('button', { name: 'Explain the fit' }));
    await screen.findByRole('heading', { name: 'Fit summary: Frontend Engineer' });
    expect(calls[0]!.form.get('job')).toBe('Frontend Engineer');
    expect(screen.getByRole('heading', { name: 'Top strengths' }).parentElement).toHaveTextContent('React in recent roles');
    expect(screen.getByRole('heading', { name: 'Gaps' }).parentElement).toHaveTextContent('No GraphQL');
    expect(screen.getByRole('heading', { name: 'What to change' }).parentElement).toHaveTextContent('Mention any GraphQL work');
    expect(await screen.findByRole('meter', { name: 'Fit' })).toHaveAttribute('aria-valuenow', '81');
  });
});

describe('Semantic Skills', () => {
  it('marks each skill’s evidence in the text and lists inferred skills apart', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: skills }));
    const { user } = await renderTool('semantic-skills');
    await user.type(screen.getByLabelText(/Text to read/), 'Built app React daily');
    await user.click(screen.getByRole('button', { name: 'Find skills' }));
    const evidence = await screen.findByRole('region', { name: /evidence marked/ });
    expect(calls[0]!.body).toEqual({ text: 'Built app React daily' });
    expect(within(evidence).getByText('React', { selector: 'mark' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Inferred (1)' })).getByRole('listitem')).toHaveTextContent('Inferred: JavaScriptvia React');
  });
});
