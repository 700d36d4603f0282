import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { generateDescription, parsePosting } from '../api/job-tools';
import { createJob, readOrganisationName } from '../api/jobs-store';
import { loadSkillNames } from '../api/skill-names';
import { JobEditorScreen } from './JobEditorScreen';

jest.mock('../api/job-tools');
jest.mock('../api/jobs-store');
jest.mock('../api/skill-names', () => ({ ...jest.requireActual('../api/skill-names'), loadSkillNames: jest.fn() }));

beforeEach(() => {
  jest.mocked(loadSkillNames).mockResolvedValue(['Go', 'GraphQL', 'Kubernetes', 'PostgreSQL']);
  jest.mocked(readOrganisationName).mockResolvedValue('Acme Health');
  jest.mocked(createJob).mockResolvedValue('job-new');
});
afterEach(() => jest.resetAllMocks());

const renderEditor = () =>
  render(
    <MemoryRouter initialEntries={['/resumeinflux/jobs/new']}>
      <Routes>
        <Route path="/resumeinflux/jobs/new" element={<JobEditorScreen orgId="org-a" uid="hana" jobId={null} />} />
        <Route path="/resumeinflux/jobs/:jobId" element={<p>Editing the saved job</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('JobEditorScreen', () => {
  it('generates a description from the title, takes skills from the taxonomy by keyboard, and creates a draft', async () => {
    jest.mocked(generateDescription).mockResolvedValue({
      title: 'Senior Backend Engineer',
      seniority: 'senior',
      text: 'About the role\nYou will build…\nSkills in GraphQL, Rust, SQL',
      inclusiveLanguage: [{ phrase: 'rockstar', suggestion: 'skilled engineer', reason: 'Coded language.' }],
      requiredSkills: ['GraphQL', 'Rust', 'SQL'],
      preferredSkills: ['Kubernetes'],
      salaryCurrency: 'INR',
      sources: { duties: 'HireGen template for backend roles', salary: 'Not given: quote it in INR, the currency of IN' },
    });
    renderEditor();

    await userEvent.click(screen.getByRole('button', { name: 'Generate description' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a job title first');

    await userEvent.type(screen.getByLabelText('Job title'), 'Senior Backend Engineer');
    const required = screen.getByRole('combobox', { name: 'Required skills' });
    await userEvent.type(required, 'g');
    // Names that start with the text first, then names that contain it.
    const suggestions = screen.getByRole('listbox', { name: 'Required skills suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Go', 'GraphQL', 'PostgreSQL']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await userEvent.type(required, 'Rust{Enter}');
    expect(screen.getByRole('list', { name: 'Required skills' })).toHaveTextContent('GraphQL×Rust×');

    await userEvent.click(screen.getByRole('button', { name: 'Generate description' }));
    expect(await screen.findByText(/Description generated/)).toBeInTheDocument();
    expect(generateDescription).toHaveBeenCalledWith({
      title: 'Senior Backend Engineer',
      company: 'Acme Health',
      workplace: 'onsite',
      skills: ['GraphQL', 'Rust'],
    });
    expect(screen.getByLabelText('Description')).toHaveValue('About the role\nYou will build…\nSkills in GraphQL, Rust, SQL');
    // The chips are the skills the text names, and the salary currency is the location's.
    expect(screen.getByRole('list', { name: 'Required skills' })).toHaveTextContent('GraphQL×Rust×SQL×');
    expect(screen.getByRole('list', { name: 'Preferred skills' })).toHaveTextContent('Kubernetes×');
    expect(screen.getByLabelText(/Currency/)).toHaveValue('INR');
    expect(screen.getByText('HireGen template for backend roles')).toBeInTheDocument();
    expect(screen.getByLabelText('Seniority')).toHaveValue('senior');
    expect(screen.getByText(/“rockstar” → skilled engineer/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create draft job' }));
    expect(await screen.findByText('Editing the saved job')).toBeInTheDocument();
    expect(createJob).toHaveBeenCalledWith(
      { orgId: 'org-a', orgName: 'Acme Health', uid: 'hana' },
      expect.objectContaining({
        title: 'Senior Backend Engineer',
        parsed: expect.objectContaining({ requiredSkills: ['GraphQL', 'Rust', 'SQL'], seniority: 'senior' }),
      }),
    );
  });

  it('parses a pasted posting into the fields, and refuses to save a salary that is upside down', async () => {
    jest.mocked(parsePosting).mockResolvedValue({
      title: 'Data Analyst',
      requiredSkills: [{ name: 'SQL' }],
      preferredSkills: [{ name: 'Tableau' }],
      salary: { min: 90000, max: 60000, currency: 'USD', period: 'year' },
    });
    renderEditor();
    await userEvent.type(screen.getByLabelText('Posting text'), 'Data Analyst. SQL required.');
    await userEvent.click(screen.getByRole('button', { name: 'Parse posting' }));
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Data Analyst'));
    expect(screen.getByRole('list', { name: 'Preferred skills' })).toHaveTextContent('Tableau');

    await userEvent.click(screen.getByRole('button', { name: 'Create draft job' }));
    expect(screen.getByText('The maximum is below the minimum.')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum')).toHaveFocus();
    expect(createJob).not.toHaveBeenCalled();
  });
});
