import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { notify } from 'shared-ui';
import { installFakeXhr, rankedEntry, resumeFile } from '../test/fake-xhr';
import { LAST_RANKING_KEY, loadLastRanking } from '../utils/ranking-storage';
import { RankCandidatesTool } from './RankCandidatesTool';

const requests = installFakeXhr();
const JOB = 'Full Stack Engineer. Required: React, Node.js, PostgreSQL, Docker.';

function renderTool() {
  return render(
    <MemoryRouter>
      <RankCandidatesTool />
    </MemoryRouter>,
  );
}

async function fillAndRank(files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  renderTool();
  await user.type(screen.getByLabelText('Job description'), JOB);
  await user.upload(screen.getByLabelText('Choose resume files'), files);
  await user.click(screen.getByRole('button', { name: 'Rank candidates' }));
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RankCandidatesTool', () => {
  it('lists added resumes with sizes, explains the ones refused, and removes one by its button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    await user.upload(screen.getByLabelText('Choose resume files'), [resumeFile('ada.pdf', 22_358), resumeFile('notes.txt'), resumeFile('grace.docx', 3 * 1024 * 1024)]);
    const list = screen.getByRole('list', { name: 'Resumes to rank' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ada.pdf22 KB×', 'grace.docx3.0 MB×']);
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.txt” is not a PDF or Word (.docx) file.');
    expect(screen.getByText(/2 resumes · 3\.0 MB/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove ada.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove ada.pdf' })).not.toBeInTheDocument();
  });

  it('loads the job only from a .txt file, and says why another file is refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    await user.upload(screen.getByLabelText('Load job from a .txt file'), resumeFile('job.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('“job.pdf” is not a .txt file.');
    expect(screen.getByLabelText('Job description')).toHaveValue('');
  });

  it('takes dropped files too', async () => {
    renderTool();
    const zone = screen.getByTestId('resume-drop-zone');
    const dataTransfer = { files: [resumeFile('dropped.pdf')] };
    await act(async () => {
      zone.dispatchEvent(Object.assign(new Event('drop', { bubbles: true }), { dataTransfer }));
    });
    expect(screen.getByRole('list', { name: 'Resumes to rank' })).toHaveTextContent('dropped.pdf');
  });

  it('asks for the job and a resume before sending anything', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Rank candidates' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add the job description first');
    await user.type(screen.getByLabelText('Job description'), JOB);
    await user.click(screen.getByRole('button', { name: 'Rank candidates' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one resume (PDF or DOCX).');
    expect(requests).toHaveLength(0);
  });

  it('uploads with progress, then shows the table best first with per-file errors, announces it and keeps it', async () => {
    await fillAndRank([resumeFile('ada.pdf'), resumeFile('scan.pdf'), resumeFile('bob.docx')]);
    expect(requests).toHaveLength(1);
    const form = requests[0]!.body as FormData;
    expect(form.get('job')).toBe(JOB);
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['ada.pdf', 'scan.pdf', 'bob.docx']);

    act(() => requests[0]!.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading 3 resumes… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ranking…' })).toBeDisabled();

    await act(async () =>
      requests[0]!.respond(200, {
        ranked: [
          rankedEntry('bob.docx', 86, { matched: ['React', 'Node.js', 'PostgreSQL'], missing: ['Docker'], title: 'Full Stack Developer', summary: 'Bob is a strong fit.' }),
          rankedEntry('ada.pdf', 52, { matched: ['React'], missing: ['Node.js', 'Docker'] }),
        ],
        failed: [{ id: 'scan.pdf', status: 422, message: 'This PDF has no text layer (is it a scan?).' }],
      }),
    );

    const table = screen.getByRole('table');
    expect(within(table).getByText(/best match first: 2 ranked, 1 could not be read/)).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Resume', 'Score', 'Top matched skills', 'Missing skills', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1).filter((row) => !row.hidden);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['bob.docxFull Stack Developer · 4 yrs experience', 'ada.pdf4 yrs experience', 'scan.pdf']);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(rows[0]!).getByRole('meter', { name: 'Match score for bob.docx' })).toHaveAttribute('aria-valuenow', '86');
    expect(within(rows[0]!).getByRole('list', { name: 'Top matched skills of bob.docx' })).toHaveTextContent('Matched: React');
    expect(within(rows[0]!).getByRole('list', { name: 'Missing skills of bob.docx' })).toHaveTextContent('Missing: Docker');
    expect(within(rows[2]!).getByText('This PDF has no text layer (is it a scan?).')).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('Ranked 2 resumes for Full Stack Engineer. Best match: bob.docx, score 86. 1 file could not be read.');
    expect(loadLastRanking()?.rows.map((row) => row.file)).toEqual(['bob.docx', 'ada.pdf', 'scan.pdf']);
  });

  it('opens the fit summary of a row from the keyboard', async () => {
    const user = await fillAndRank([resumeFile('bob.docx')]);
    await act(async () => requests[0]!.respond(200, { ranked: [rankedEntry('bob.docx', 86, { summary: 'Bob is a strong fit for the role.' })], failed: [] }));
    const toggle = screen.getByRole('button', { name: 'Fit summary for bob.docx' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Bob is a strong fit for the role.')).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bob is a strong fit for the role.')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Match' })).toHaveAttribute('aria-valuenow', '86');
  });

  it('shows the api’s message inline and as a toast when ranking fails, and keeps the files', async () => {
    await fillAndRank([resumeFile('ada.pdf')]);
    await act(async () => requests[0]!.respond(422, { message: 'None of the files could be read ("ada.pdf": encrypted PDF).' }));
    expect(notify.error).toHaveBeenCalledWith('None of the files could be read ("ada.pdf": encrypted PDF).');
    expect(screen.getByRole('status')).toHaveTextContent('Ranking failed: None of the files could be read');
    expect(screen.getByRole('button', { name: 'Rank candidates' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Resumes to rank' })).toHaveTextContent('ada.pdf');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the last ranking again after a reload', () => {
    sessionStorage.setItem(
      LAST_RANKING_KEY,
      JSON.stringify({ jobTitle: 'Java Developer', rankedAt: '2026-11-22T04:00:00.000Z', rows: [{ file: 'kept.pdf', rank: 1, score: 73, matched: ['Java'], missing: [], strengths: [], gaps: [] }] }),
    );
    renderTool();
    expect(screen.getByRole('table', { name: /Candidates for Java Developer/ })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Match score for kept.pdf' })).toHaveAttribute('aria-valuenow', '73');
  });

  it('downloads the ranking as CSV built in the browser', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:ranking'), revokeObjectURL: () => undefined });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = await fillAndRank([resumeFile('bob.docx')]);
    await act(async () => requests[0]!.respond(200, { ranked: [rankedEntry('bob.docx', 86, { matched: ['React'], missing: ['Docker'] })], failed: [] }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicks).toEqual([expect.stringMatching(/^ranking-full-stack-engineer-\d{4}-\d{2}-\d{2}\.csv$/)]);
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text.replace(/^\ufeff/, '').split('\r\n').slice(0, 2)).toEqual([
      'Rank,File,Score,Current title,Years of experience,Matched skills,Missing skills,Fit summary,Error',
      '1,bob.docx,86,,4,React,Docker,bob.docx fits the job at 86.,',
    ]);
  });
});
