import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../test/api-stubs';
import { jobDraft, parsedJob } from '../test/fixtures';
import { renderTool, statusLine } from '../test/render-tool';

describe('Job Parser', () => {
  it('shows the facts, required and preferred skills apart, and keeps the EEO statement separate', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: parsedJob }));
    const { user } = await renderTool('job-parser');
    await user.type(screen.getByLabelText('Job description'), 'Senior Frontend Engineer in Berlin');
    await user.click(screen.getByRole('button', { name: 'Parse job' }));
    await screen.findByRole('heading', { level: 2, name: 'Senior Frontend Engineer' });
    expect(calls[0]).toEqual({ path: '/api/v1/jobs/parse', body: { text: 'Senior Frontend Engineer in Berlin' } });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Salary')).toBe('EUR 70,000–90,000 per year');
    expect(fact('Workplace')).toBe('Hybrid');
    expect(fact('Seniority')).toBe('Senior');
    expect(within(await screen.findByRole('list', { name: 'Required skills (1)' })).getByText('React')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Preferred skills (1)' })).getByText('GraphQL')).toBeInTheDocument();
    expect(screen.getByText('We are an equal opportunity employer.').closest('details')).not.toBeNull();
    expect(statusLine()).toHaveTextContent('1 required and 1 preferred skills');
  });
});

describe('Job Description Generator', () => {
  it('sends only the filled inputs, shows editable sections and language findings, and copies the edits', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: jobDraft }));
    const { user } = await renderTool('job-description-generator');
    await user.type(screen.getByLabelText(/Job title/), 'Data Analyst');
    await user.type(screen.getByLabelText('Required skills'), 'SQL, Python,  ');
    await user.type(screen.getByLabelText('Years of experience'), '3');
    await user.selectOptions(screen.getByLabelText('Workplace'), 'remote');
    await user.click(screen.getByRole('button', { name: 'Generate description' }));
    await screen.findByRole('heading', { level: 2, name: 'Data Analyst' });
    expect(calls[0]!.body).toEqual({ title: 'Data Analyst', workplace: 'remote', employmentType: 'full-time', skills: ['SQL', 'Python'], yearsExperience: 3 });
    expect(await screen.findByText('“rockstar”')).toBeInTheDocument();
    // The chips are the skills the draft names; each part says where it came from.
    expect(within(screen.getByRole('list', { name: 'Required skills' })).getByText('SQL')).toBeInTheDocument();
    const source = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(source('Duties')).toBe('O*NET occupation 15-2051.01 Business Intelligence Analysts');
    expect(source('Salary')).toBe('Not given: quote it in INR, the currency of IN');
    await waitFor(() => expect(document.querySelector('mark')).toHaveTextContent('rockstar'));

    const requirements = screen.getByLabelText('What you bring (one per line)');
    expect(requirements).toHaveValue('SQL\nA rockstar attitude');
    await user.clear(requirements);
    await user.type(requirements, 'SQL{enter}A curious mind');
    await user.click(screen.getByRole('button', { name: 'Copy description' }));
    // user-event puts its own clipboard on navigator: read back what the page wrote.
    await screen.findByText('Copied to the clipboard');
    expect(await navigator.clipboard.readText()).toBe(
      'Data Analyst\n\nAbout the role\nYou will turn data into decisions.\n\nWhat you bring\n• SQL\n• A curious mind',
    );
  });
});

describe('Job Normalization', () => {
  it('normalizes one value, then a batch line by line into a table', async () => {
    const { calls } = stubFetch(({ body }) => {
      const { kind, value } = body as { kind: string; value: string };
      if (value === 'zzz') return { status: 400, body: { message: 'value is not a skill we know' } };
      return { status: 200, body: { kind, value: { input: value, id: value, name: value === 'k8s' ? 'Kubernetes' : 'JavaScript', category: 'tool' } } };
    });
    const { user } = await renderTool('job-normalization');
    await user.selectOptions(screen.getByLabelText('What to normalize'), 'skill');
    await user.type(screen.getByLabelText('Value'), 'k8s');
    await user.click(screen.getByRole('button', { name: 'Normalize' }));
    expect(await screen.findByRole('cell', { name: 'Kubernetes' })).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Canonical value: Kubernetes');
    expect(calls[0]!.body).toEqual({ kind: 'skill', value: 'k8s' });

    await user.click(screen.getByRole('checkbox', { name: /Several values/ }));
    await user.clear(screen.getByLabelText('Values'));
    await user.type(screen.getByLabelText('Values'), 'JS{enter}{enter}zzz');
    await user.click(screen.getByRole('button', { name: 'Normalize' }));
    await screen.findByText('2 values normalized.');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['JSJavaScriptcategory tool', 'zzz—value is not a skill we know']);
  });
});
