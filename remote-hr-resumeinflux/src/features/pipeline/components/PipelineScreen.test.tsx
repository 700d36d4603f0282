import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { saveFile } from 'shared-ui/download';
import { moveApplications, subscribeJobApplications } from '../api/applications-store';
import { application } from '../test/applications';
import type { ApplicationRow } from '../types/pipeline';
import { PipelineScreen } from './PipelineScreen';

jest.mock('../api/applications-store');
jest.mock('shared-ui/download');

const rows = [
  application('Bo Chen', { match: { score: 64, matched: ['Go'], missing: ['Kafka'], summary: 'Knows Go.' } }),
  application('Ada Lovelace', { match: { score: 91, matched: ['Go', 'Kafka'], missing: [], summary: 'Strong fit.' }, stage: 'screening' }),
  application('Cy Diaz', { match: { score: 30, matched: [], missing: ['Go', 'Kafka'], summary: '' }, source: 'applied' }),
];

let pushRows: (rows: ApplicationRow[]) => void = () => undefined;

beforeEach(() => {
  jest.mocked(subscribeJobApplications).mockImplementation((_orgId, _jobId, onRows) => {
    pushRows = onRows;
    onRows(rows);
    return () => undefined;
  });
  jest.mocked(moveApplications).mockImplementation(async (targets) => targets.length);
});
afterEach(() => jest.resetAllMocks());

const renderScreen = () =>
  render(
    <MemoryRouter>
      <PipelineScreen actor={{ orgId: 'org-a', uid: 'hana', name: 'Hana' }} jobs={[{ id: 'job-1', title: 'Backend Engineer', status: 'open' }]} jobId="job-1" onJobChange={() => undefined} />
    </MemoryRouter>,
  );

describe('PipelineScreen', () => {
  it('shows a board of stages, and a colleague’s move arrives live', async () => {
    renderScreen();
    expect(subscribeJobApplications).toHaveBeenCalledWith('org-a', 'job-1', expect.any(Function), expect.any(Function));
    const applied = screen.getByRole('region', { name: /^Applied/ });
    expect(within(applied).getAllByRole('link').map((link) => link.textContent)).toEqual(['Bo Chen', 'Cy Diaz']);
    expect(within(screen.getByRole('region', { name: /^Screening/ })).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/resumeinflux/hr/applications/Ada Lovelace');
    expect(within(applied).getByRole('button', { name: 'Move Bo Chen (Applied, match 64)' })).toBeInTheDocument();

    act(() => pushRows([{ ...rows[0]!, stage: 'interview' }, rows[1]!, rows[2]!]));
    expect(within(screen.getByRole('region', { name: /^Interview/ })).getByRole('link', { name: 'Bo Chen' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Applied/ })).queryByRole('link', { name: 'Bo Chen' })).not.toBeInTheDocument();
  });

  it('ranks the list best first and moves the selected applicants together', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    const table = screen.getByRole('table');
    const names = within(table).getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);
    expect(names).toEqual(['Ada Lovelace', 'Bo Chen', 'Cy Diaz']);
    expect(within(table).getByRole('meter', { name: 'Match score for Ada Lovelace' })).toHaveAttribute('aria-valuenow', '91');

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

  it('moves one applicant from its stage menu and filters by score and skill', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Ranked list' }));
    await userEvent.selectOptions(screen.getByLabelText('Stage of Cy Diaz'), 'rejected');
    expect(jest.mocked(moveApplications).mock.calls[0]![1]).toBe('rejected');

    fireEvent.change(screen.getByLabelText(/Minimum match/), { target: { value: '60' } });
    expect(screen.getByText('2 of 3 applicants shown')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Has skill'), 'kafka');
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent)).toEqual(['Ada Lovelace']);
  });

  it('exports the whole pipeline as CSV', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Export pipeline as CSV' }));
    const [fileName, blob] = jest.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toMatch(/^backend-engineer-pipeline-\d{4}-\d{2}-\d{2}\.csv$/);
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text.split('\r\n').slice(1, 4).map((line) => line.split(',')[1])).toEqual(['Ada Lovelace', 'Bo Chen', 'Cy Diaz']);
  });
});
