import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'shared-auth';
import type { JobRankingAnswer } from 'shared-schemas';
import { saveFile } from 'shared-ui/download';
import { moveApplications, subscribeJobApplications } from '../api/applications-store';
import { fetchJobRanking } from '../api/ranking-api';
import { application } from '../test/applications';
import type { ApplicationRow } from '../types/pipeline';
import { PipelineScreen } from './PipelineScreen';

jest.mock('../api/applications-store');
jest.mock('../api/ranking-api');
jest.mock('../../../lib/stage-messages/messages-api');
import { fetchTemplates } from '../../../lib/stage-messages/messages-api';
jest.mock('shared-ui/download');

const rows = [
  application('Bo Chen', { match: { score: 64, matched: ['Go'], missing: ['Kafka'], summary: 'Knows Go.' } }),
  application('Ada Lovelace', { match: { score: 91, matched: ['Go', 'Kafka'], missing: [], summary: 'Strong fit.' }, stage: 'screening' }),
  application('Cy Diaz', { match: { score: 30, matched: [], missing: ['Go', 'Kafka'], summary: '' }, source: 'applied' }),
];

let pushRows: (rows: ApplicationRow[]) => void = () => undefined;

/** The api's answer: its relevance model puts Bo (64) above Ada (91). */
const ranking = (ids: string[], total = ids.length): JobRankingAnswer => ({
  jobId: 'job-1',
  total,
  ranked: ids.map((id, index) => {
    const row = rows.find((candidate) => candidate.id === id)!;
    return { applicationId: id, rank: index + 1, name: row.name, source: row.source, stage: row.stage, match: row.match };
  }),
});
const modelOrder = ['Bo Chen', 'Ada Lovelace', 'Cy Diaz'];
const listedNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

beforeEach(() => {
  jest.mocked(subscribeJobApplications).mockImplementation((_orgId, _jobId, onRows) => {
    pushRows = onRows;
    onRows(rows);
    return () => undefined;
  });
  jest.mocked(moveApplications).mockImplementation(async (targets) => targets.length);
  jest.mocked(fetchJobRanking).mockResolvedValue(ranking(modelOrder));
});
afterEach(() => jest.resetAllMocks());

const renderScreen = () =>
  render(
    <MemoryRouter>
      <PipelineScreen
        actor={{ orgId: 'org-a', uid: 'hana', name: 'Hana' }}
        jobs={[{ id: 'job-1', title: 'Backend Engineer', status: 'open' }]}
        jobId="job-1"
        onJobChange={() => undefined}
      />
    </MemoryRouter>,
  );

describe('PipelineScreen', () => {
  it('shows a board of stages, and a colleague’s move arrives live', async () => {
    renderScreen();
    expect(subscribeJobApplications).toHaveBeenCalledWith('org-a', 'job-1', expect.any(Function), expect.any(Function));
    const applied = screen.getByRole('region', { name: /^Applied/ });
    expect(
      within(applied)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bo Chen', 'Cy Diaz']);
    expect(within(screen.getByRole('region', { name: /^Screening/ })).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/resumeinflux/hr/applications/Ada Lovelace',
    );
    expect(within(applied).getByRole('button', { name: 'Move Bo Chen (Applied, match 64)' })).toBeInTheDocument();

    act(() => pushRows([{ ...rows[0]!, stage: 'interview' }, rows[1]!, rows[2]!]));
    expect(within(screen.getByRole('region', { name: /^Interview/ })).getByRole('link', { name: 'Bo Chen' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Applied/ })).queryByRole('link', { name: 'Bo Chen' })).not.toBeInTheDocument();
  });

  it('lists applicants in the api’s ranking, with the match score beside each, and moves the selected ones together', async () => {
    renderScreen();
    // The board alone never asks the engine to rank.
    expect(fetchJobRanking).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    expect(await screen.findByRole('table', { name: 'Applicants ranked by HireGen’s relevance model, best first' })).toBeInTheDocument();
    expect(fetchJobRanking).toHaveBeenCalledWith('job-1', 100, expect.any(AbortSignal));
    expect(listedNames()).toEqual(modelOrder);
    expect(screen.getByText('Ranked by HireGen’s relevance model; match score shown.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('meter', { name: 'Match score for Ada Lovelace' })).toHaveAttribute('aria-valuenow', '91');
    expect(within(table).getByRole('meter', { name: 'Match score for Bo Chen' })).toHaveAttribute('aria-valuenow', '64');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bo Chen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cy Diaz' }));
    const bulk = screen.getByRole('region', { name: 'Bulk move' });
    expect(within(bulk).getByText('2')).toBeInTheDocument();
    await userEvent.selectOptions(within(bulk).getByLabelText('Move to'), 'interview');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Move 2' }));

    expect(moveApplications).toHaveBeenCalledTimes(1);
    const [targets, stage, by] = jest.mocked(moveApplications).mock.calls[0]!;
    expect(targets.map((target) => target.id)).toEqual(['Bo Chen', 'Cy Diaz']);
    expect([stage, by]).toEqual(['interview', 'hana']);
    expect(screen.queryByRole('region', { name: 'Bulk move' })).not.toBeInTheDocument();
  });

  it('shows why the model put an applicant above a higher match score, on that row only', async () => {
    const full =
      'Ranked above higher match scores (up to 91): the job’s seniority in the current title (“Senior Backend Engineer”); more of the job’s own wording in the experience';
    // The row shows the model's largest reason only: one short line beside the score.
    const reason = 'Ranked above higher match scores (up to 91): the job’s seniority in the current title (“Senior Backend Engineer”)';
    const answer = ranking(modelOrder);
    answer.ranked[0] = {
      ...answer.ranked[0]!,
      rankReason: {
        text: full,
        outranksScore: 91,
        features: [
          { feature: 'seniority', contribution: 0.75, text: 'the job’s seniority in the current title (“Senior Backend Engineer”)' },
          { feature: 'bm25Experience', contribution: 0.2, text: 'more of the job’s own wording in the experience' },
        ],
      },
    };
    jest.mocked(fetchJobRanking).mockResolvedValue(answer);
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    const table = screen.getByRole('table');
    // Bo (64) is first, above Ada (91): his row says why, beside his score.
    expect(listedNames()).toEqual(modelOrder);
    const bo = within(table).getByRole('row', { name: /Bo Chen/ });
    expect(within(bo).getByText(reason)).toBeInTheDocument();
    expect(within(bo).getByRole('meter', { name: 'Match score for Bo Chen' })).toHaveAttribute('aria-valuenow', '64');
    expect(within(within(table).getByRole('row', { name: /Ada Lovelace/ })).queryByText(/Ranked above/)).not.toBeInTheDocument();
    expect(within(table).getAllByText(/^Ranked above higher match scores/)).toHaveLength(1);
  });

  it('moves one applicant from its stage menu and filters by score and skill', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    await userEvent.selectOptions(await screen.findByLabelText('Stage of Cy Diaz'), 'screening');
    expect(jest.mocked(moveApplications).mock.calls[0]![1]).toBe('screening');
    // Rejected has a template: the move waits for HR's choice in the message dialog.
    jest.mocked(fetchTemplates).mockResolvedValue({ templates: [], organizationName: 'Acme', senderName: 'Hana' });
    await userEvent.selectOptions(await screen.findByLabelText('Stage of Cy Diaz'), 'rejected');
    expect(moveApplications).toHaveBeenCalledTimes(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Move without message', hidden: true }));
    expect(jest.mocked(moveApplications).mock.calls[1]![1]).toBe('rejected');

    fireEvent.change(screen.getByLabelText(/Minimum match/), { target: { value: '60' } });
    expect(screen.getByText('2 of 3 applicants shown')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Has skill'), 'kafka');
    expect(listedNames()).toEqual(['Ada Lovelace']);
    // Filters hide others without renumbering: Ada stays second in the job.
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent(/^2/);
  });

  it('says it is ranking, then shows the order; a stage moved by a colleague shows in place', async () => {
    let answer: (value: JobRankingAnswer) => void = () => undefined;
    jest.mocked(fetchJobRanking).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Ranking applicants…')).toBe(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => answer(ranking(modelOrder)));
    expect(listedNames()).toEqual(modelOrder);
    expect(screen.queryByText('Ranking applicants…')).not.toBeInTheDocument();

    act(() => pushRows([rows[0]!, { ...rows[1]!, stage: 'interview' }, rows[2]!]));
    expect(screen.getByLabelText('Stage of Ada Lovelace')).toHaveValue('interview');
    expect(listedNames()).toEqual(modelOrder);
    // Back to the board and again to the list: the answer is kept, not asked for again.
    await userEvent.click(screen.getByRole('button', { name: 'Board' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    expect(listedNames()).toEqual(modelOrder);
    expect(fetchJobRanking).toHaveBeenCalledTimes(1);
  });

  it('shows the api’s error with a retry, keeping the list by match score meanwhile', async () => {
    jest.mocked(fetchJobRanking).mockRejectedValueOnce(new ApiError('The applicants could not be ranked just now; try again.', 503, { fromServer: true }));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The applicants could not be ranked just now; try again.');
    expect(screen.getByRole('table', { name: 'Applicants by match score, best first' })).toBeInTheDocument();
    expect(listedNames()).toEqual(['Ada Lovelace', 'Bo Chen', 'Cy Diaz']);
    expect(screen.getByText('Shown by match score until the ranking loads.')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Applicants ranked by HireGen’s relevance model, best first' })).toBeInTheDocument();
    expect(listedNames()).toEqual(modelOrder);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchJobRanking).toHaveBeenCalledTimes(2);
  });

  it('asks for a larger page when the job has more applicants than were ranked', async () => {
    // The api ranked Bo and Ada of 340; Cy is beyond its page and follows by match score.
    jest
      .mocked(fetchJobRanking)
      .mockResolvedValueOnce(ranking(['Bo Chen', 'Ada Lovelace'], 340))
      .mockResolvedValueOnce(ranking(['Cy Diaz', 'Bo Chen', 'Ada Lovelace'], 340));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    expect(await screen.findByText(/The top 2 of 340 are in the model’s order; the rest follow by match score\./)).toBeInTheDocument();
    expect(listedNames()).toEqual(['Bo Chen', 'Ada Lovelace', 'Cy Diaz']);
    await userEvent.click(screen.getByRole('button', { name: 'Rank the top 340' }));
    expect(jest.mocked(fetchJobRanking).mock.calls[1]!.slice(0, 2)).toEqual(['job-1', 500]);
    expect(await screen.findByText(/The top 3 of 340/)).toBeInTheDocument();
    expect(listedNames()).toEqual(['Cy Diaz', 'Bo Chen', 'Ada Lovelace']);
  });

  it('puts an applicant who arrived after the ranking after the ranked ones, and ranks again on request', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    await screen.findByRole('table');
    const dee = application('Dee Ek', { match: { score: 99, matched: ['Go', 'Kafka'], missing: [], summary: '' } });
    act(() => pushRows([...rows, dee]));
    expect(listedNames()).toEqual([...modelOrder, 'Dee Ek']);
    expect(screen.getByText(/1 applicant arrived since the ranking and follow by match score\./)).toBeInTheDocument();
    jest.mocked(fetchJobRanking).mockResolvedValueOnce({
      ...ranking(modelOrder),
      total: 4,
      ranked: [{ applicationId: 'Dee Ek', rank: 1, name: 'Dee Ek', source: 'uploaded', stage: 'applied', match: dee.match }, ...ranking(modelOrder).ranked],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rank again' }));
    await waitFor(() => expect(listedNames()).toEqual(['Dee Ek', ...modelOrder]));
    expect(screen.queryByText(/arrived since the ranking/)).not.toBeInTheDocument();
  });

  // jsdom's Blob has no text(): read it as a browser would.
  const exported = async (call: number) => {
    const blob = jest.mocked(saveFile).mock.calls[call]![1];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    return text
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(',').slice(0, 2).join(' '));
  };

  it('exports the whole pipeline as CSV, in the ranked list’s order once it is loaded', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Export pipeline as CSV' }));
    expect(jest.mocked(saveFile).mock.calls[0]![0]).toMatch(/^backend-engineer-pipeline-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await exported(0)).toEqual(['1 Ada Lovelace', '2 Bo Chen', '3 Cy Diaz']);

    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export pipeline as CSV' }));
    expect(await exported(1)).toEqual(['1 Bo Chen', '2 Ada Lovelace', '3 Cy Diaz']);
  });
});
