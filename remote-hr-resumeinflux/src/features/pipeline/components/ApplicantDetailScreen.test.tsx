import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { moveApplications, setInterviewers, subscribeApplication } from '../api/applications-store';
import { subscribeOrgMembers } from '../api/members-store';
import { addNote, subscribeNotes } from '../api/notes-store';
import { application } from '../test/applications';
import { ApplicantDetailScreen } from './ApplicantDetailScreen';
import { fetchTemplates, moveWithMessage } from '../../../lib/stage-messages/messages-api';
import { DEFAULT_MESSAGE_TEMPLATES } from 'shared-schemas';

jest.mock('../api/applications-store');
jest.mock('../api/members-store');
jest.mock('../api/notes-store');
jest.mock('../../../lib/stage-messages/messages-api');

const ada = application('app1', {
  name: 'Ada Lovelace',
  stage: 'screening',
  talentId: 't1',
  match: { score: 82, matched: ['Go', 'PostgreSQL'], missing: ['Kafka'], summary: 'Strong Go; no Kafka.' },
  stageHistory: [
    { stage: 'applied', at: '2026-11-01T09:00:00Z', by: 'system' },
    { stage: 'screening', at: '2026-11-03T10:00:00Z', by: 'hana' },
  ],
  resumeSnapshot: {
    basics: { name: 'Ada Lovelace', label: 'Backend Engineer', summary: 'Backend engineer, ten years of Go.' },
    work: [
      {
        name: 'Charité Digital',
        position: 'Senior Engineer',
        location: 'Berlin',
        startDate: '2021-03',
        endDate: '',
        highlights: ['Cut p99 latency by 40%', 'Led a team of 4'],
      },
      { name: 'Zalando', position: 'Engineer', startDate: '2017-01', endDate: '2021-02', highlights: ['Built the returns service'] },
    ],
    education: [{ institution: 'TU Berlin', studyType: 'MSc', area: 'Computer Science', startDate: '2014', endDate: '2016' }],
    skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL'] }],
  },
});
const members = [
  { uid: 'hana', role: 'HR' as const, name: 'Hana Haddad', email: 'hana@acme.example', joinedAt: '2026-10-01T09:00:00Z' },
  { uid: 'ivan', role: 'Interviewer' as const, name: 'Ivan Novak', email: 'ivan@acme.example', joinedAt: '2026-10-01T09:00:00Z' },
];

beforeEach(() => {
  jest.mocked(subscribeApplication).mockImplementation((_id, onRow) => (onRow(ada), () => undefined));
  jest.mocked(subscribeOrgMembers).mockImplementation((_orgId, onRows) => (onRows(members), () => undefined));
  jest
    .mocked(subscribeNotes)
    .mockImplementation(
      (_id, onRows) => (
        onRows([{ id: 'n1', authorUid: 'ivan', authorName: 'Ivan Novak', text: 'Thin on Kafka.', rating: 3, createdAt: '2026-11-04T10:00:00Z' }]),
        () => undefined
      ),
    );
  jest.mocked(addNote).mockResolvedValue();
  jest.mocked(setInterviewers).mockResolvedValue();
  jest.mocked(moveApplications).mockResolvedValue(1);
});
afterEach(() => jest.resetAllMocks());

const renderDetail = () =>
  render(
    <MemoryRouter>
      <ApplicantDetailScreen actor={{ orgId: 'org-a', uid: 'hana', name: 'Hana Haddad' }} applicationId="app1" />
    </MemoryRouter>,
  );

describe('ApplicantDetailScreen', () => {
  it('shows the match, the parsed resume, the original file and who moved the applicant when', () => {
    renderDetail();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Match score for Ada Lovelace' })).toHaveAttribute('aria-valuenow', '82');
    expect(screen.getByRole('list', { name: 'Missing skills' })).toHaveTextContent('Kafka');
    expect(screen.getByText('Strong Go; no Kafka.')).toBeInTheDocument();
    expect(screen.getByText('Charité Digital', { exact: false })).toBeInTheDocument();
    // The whole resume (issue 27): each role's dates and place, its bullets; education; skills; summary.
    expect(screen.getByText('2021-03 – Present · Berlin')).toBeInTheDocument();
    expect(screen.getByText('2017-01 – 2021-02')).toBeInTheDocument();
    expect(screen.getByText('Cut p99 latency by 40%').tagName).toBe('LI');
    expect(screen.getByText('Built the returns service').tagName).toBe('LI');
    expect(screen.getByText('MSc, Computer Science').closest('p')).toHaveTextContent('MSc, Computer Science, TU Berlin');
    expect(screen.getByText('2014 – 2016')).toBeInTheDocument();
    expect(screen.getByText('Backend, Go, PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('Backend engineer, ten years of Go.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download the original file/ })).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'Stage history' }).parentElement!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Screening.*Hana Haddad$/), expect.stringMatching(/^Applied.*HireGen$/)]);
  });

  it('moves the stage, adds a rated note and assigns an interviewer', async () => {
    renderDetail();
    await userEvent.selectOptions(screen.getByLabelText('Stage'), 'hired');
    expect(moveApplications).toHaveBeenCalledWith([ada], 'hired', 'hana');

    expect(screen.getByText(/Average rating 3 of 5 from 1 member\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a note first.');
    await userEvent.type(screen.getByLabelText('Your note'), '  Clear on trade-offs. ');
    await userEvent.click(screen.getByLabelText('5 – Strong yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(addNote).toHaveBeenCalledWith('app1', { orgId: 'org-a', uid: 'hana', name: 'Hana Haddad' }, 'Clear on trade-offs.', 5);
    expect(await screen.findByLabelText('Your note')).toHaveValue('');

    const picker = screen.getByRole('list', { name: 'Interviewers to assign' });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save interviewers' })).toBeDisabled();
    await userEvent.click(within(picker).getByLabelText('Ivan Novak'));
    await userEvent.click(screen.getByRole('button', { name: 'Save interviewers' }));
    expect(setInterviewers).toHaveBeenCalledWith('app1', ['ivan']);
  });

  it('shows the lines the parser could not place and marks the fields it was unsure of', () => {
    const uploaded = {
      ...ada,
      source: 'uploaded' as const,
      parseReview: {
        unplaced: ['Qualified glider pilot since 2015', 'Ref: 4471-B'],
        lowConfidence: [
          { path: 'work.0.position', confidence: 0.42 },
          { path: 'basics.email', confidence: 0.3 },
        ],
      },
    };
    jest.mocked(subscribeApplication).mockImplementation((_id, onRow) => (onRow(uploaded), () => undefined));
    renderDetail();
    const panel = screen.getByRole('region', { name: 'Lines we could not place' });
    expect(within(panel).getByRole('list', { name: 'Lines we could not place' }).textContent).toBe('Qualified glider pilot since 2015Ref: 4471-B');
    // The unsure field in the resume carries its badge, confidence as text; an empty field (email) gets none there.
    const resume = screen.getByRole('region', { name: 'Resume' });
    expect(within(resume).getByText('Check Experience 1 › position: the parser is 42% sure it read it right')).toBeInTheDocument();
    expect(within(resume).getByText('check 42%')).toBeInTheDocument();
    // Every unsure field is listed, least sure first, whether or not the resume view shows it.
    const fields = within(within(panel).getByRole('list', { name: 'Fields to check' })).getAllByRole('listitem');
    expect(fields.map((item) => item.textContent)).toEqual([
      'email check 30%Check email: the parser is 30% sure it read it right',
      'Experience 1 › position check 42%Check Experience 1 › position: the parser is 42% sure it read it right',
    ]);
  });

  it('shows no review panel for an application without one', () => {
    renderDetail();
    expect(screen.queryByRole('region', { name: 'Lines we could not place' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^check \d+%$/)).not.toBeInTheDocument();
  });

  it('says so when the application cannot be read', () => {
    jest.mocked(subscribeApplication).mockImplementation((_id, onRow) => (onRow(null), () => undefined));
    renderDetail();
    expect(screen.getByRole('alert')).toHaveTextContent('The application does not exist, or belongs to another organisation.');
  });
});

describe('ApplicantDetailScreen stage history', () => {
  it('names the candidate for a change they made (applying), not "a former member"', () => {
    jest
      .mocked(subscribeApplication)
      .mockImplementation(
        (_id, onRow) => (
          onRow({ ...ada, candidateUid: 'cand-1', talentId: null, stageHistory: [{ stage: 'applied', at: '2026-11-01T09:00:00Z', by: 'cand-1' }] }),
          () => undefined
        ),
      );
    renderDetail();
    const history = screen.getByRole('heading', { name: 'Stage history' }).parentElement!;
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^Applied.*Ada Lovelace$/);
    expect(history).not.toHaveTextContent('a former member');
  });

  it('offers the interview message filled in, editable, and sends it through the api with the move', async () => {
    jest.mocked(fetchTemplates).mockResolvedValue({
      templates: [{ ...DEFAULT_MESSAGE_TEMPLATES.interview, customised: false }],
      organizationName: 'Acme Health',
      senderName: 'Hana HR',
    });
    jest.mocked(moveWithMessage).mockResolvedValue({ messageId: 'm1', mailed: true });
    renderDetail();
    await userEvent.selectOptions(screen.getByLabelText('Stage'), 'interview');
    const subject = await screen.findByRole('textbox', { name: 'Subject', hidden: true });
    expect(subject).toHaveValue('Interview for Backend Engineer at Acme Health');
    const body = screen.getByRole('textbox', { name: 'Message', hidden: true });
    expect((body as HTMLTextAreaElement).value).toMatch(/^Dear Ada Lovelace,/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Let us talk {{{{candidate}}');
    await userEvent.click(screen.getByRole('button', { name: 'Send', hidden: true }));
    expect(await screen.findByText(/Unknown placeholder \{\{candidate\}\}/)).toBeInTheDocument();
    expect(moveWithMessage).not.toHaveBeenCalled();
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Let us talk');
    await userEvent.click(screen.getByRole('button', { name: 'Send', hidden: true }));
    expect(moveWithMessage).toHaveBeenCalledWith('app1', 'interview', expect.objectContaining({ kind: 'interview', subject: 'Let us talk' }));
    expect(moveApplications).not.toHaveBeenCalled();
  });
});
