import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localResumeStore } from '../../../lib/resumes/local-resume-store';
import { ResumeEditor } from '../components/ResumeEditor';

// The engine calls (api) are not what these tests are about: the scorecard and ATS check stay idle.
jest.mock('../hooks/useLiveQuality', () => ({ useLiveQuality: () => ({ scorecard: null, scoredResume: null, checking: false, error: null }) }));
jest.mock('../hooks/useLiveAts', () => ({ useLiveAts: () => ({ report: null, checking: false, error: null }) }));
jest.mock('../components/QualityPanel', () => ({ QualityPanel: () => null }));

async function openBuilder(review: string[] = [], imported: { reviewConfidence?: Record<string, number>; unplaced?: string[] } = {}) {
  localStorage.clear();
  const store = localResumeStore();
  const id = await store.create({
    title: 'Nurse',
    review,
    ...imported,
    resume: {
      basics: { name: 'Ana Lopez' },
      work: [
        { name: 'Mercy Hospital', position: 'Charge Nurse', highlights: ['Led a team of 12 nurses', 'Cut handover time by 30%'] },
        { name: 'City Clinic', position: 'Staff Nurse', highlights: ['Triaged 40 patients a shift'] },
      ],
    },
  });
  const record = (await store.load(id))!;
  render(<ResumeEditor store={store} record={record} renderPdf={async () => ({ blob: new Blob(), fileName: 'resume.pdf' })} />);
  return { store, id };
}

const companies = () => screen.getAllByRole('textbox', { name: 'Company' }).map((input) => (input as HTMLInputElement).value);

describe('the resume builder, as a keyboard user edits', () => {
  it('moves a role with the arrow keys on its grip, and Undo moves it back', async () => {
    await openBuilder();
    expect(companies()).toEqual(['Mercy Hospital', 'City Clinic']);
    const grip = screen.getByRole('button', { name: /^Move Charge Nurse · Mercy Hospital \(position 1 of 2/ });
    fireEvent.keyDown(grip, { key: 'ArrowDown' });
    expect(companies()).toEqual(['City Clinic', 'Mercy Hospital']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(companies()).toEqual(['Mercy Hospital', 'City Clinic']);
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(companies()).toEqual(['City Clinic', 'Mercy Hospital']);
  });

  it('makes a bullet word bold with Ctrl+B and links words with Ctrl+K, shown as they print', async () => {
    await openBuilder();
    const bullet = screen.getAllByRole('textbox', { name: 'Achievements 2' })[0] as HTMLTextAreaElement;
    bullet.focus();
    bullet.setSelectionRange(26, 29); // "30%"
    fireEvent.keyDown(bullet, { key: 'b', ctrlKey: true });
    expect(bullet.value).toBe('Cut handover time by **30%**');
    const printed = document.getElementById(`${bullet.id}-printed`)!;
    expect(within(printed).getByText('30%').tagName).toBe('STRONG');

    bullet.setSelectionRange(4, 17); // "handover time"
    fireEvent.keyDown(bullet, { key: 'k', ctrlKey: true });
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText('Enter a web address (https://…) or an email address.')).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'example.com/handover{Enter}');
    expect(bullet.value).toBe('Cut [handover time](https://example.com/handover) by **30%**');
    expect(within(document.getElementById(`${bullet.id}-printed`)!).getByRole('link', { name: 'handover time' })).toHaveAttribute(
      'href',
      'https://example.com/handover',
    );
    // Each format is one undo step.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(bullet.value).toBe('Cut handover time by **30%**');
  });

  it('saves a version and restores it (and the restore can be undone)', async () => {
    const { store, id } = await openBuilder();
    await userEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    await userEvent.type(screen.getByLabelText('Note for this version'), 'Before tailoring');
    await userEvent.click(screen.getByRole('button', { name: 'Save version' }));
    await screen.findByRole('button', { name: 'Restore Before tailoring' });
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana L.');
    await userEvent.click(screen.getByRole('button', { name: 'Restore Before tailoring' }));
    expect(name.value).toBe('Ana Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(name.value).toBe('Ana L.');
    expect((await store.versions(id)).map((v) => v.note)).toEqual(['Before tailoring']);
    await act(async () => undefined);
  });

  it('highlights the fields the importer was unsure of until they are edited or confirmed', async () => {
    await openBuilder(['work[0].name', 'work[1].position']);
    expect(screen.getByRole('heading', { name: '2 fields to check' })).toBeInTheDocument();
    const company = screen.getAllByRole('textbox', { name: 'Company' })[0]!;
    expect(company.closest('.rb-field')).toHaveClass('rb-field--review');
    expect(company).toHaveAccessibleDescription(/the importer was not sure it read it right/i);
    await userEvent.click(within(company.closest('.rb-field') as HTMLElement).getByRole('button', { name: 'It is right' }));
    expect(company.closest('.rb-field')).not.toHaveClass('rb-field--review');
    const title = screen.getAllByRole('textbox', { name: 'Job title' })[1]!;
    await userEvent.type(title, ' II');
    expect(title.closest('.rb-field')).not.toHaveClass('rb-field--review');
    expect(screen.queryByRole('heading', { name: /fields? to check/ })).toBeNull();
  });

  it('says how sure the importer was of a flagged field', async () => {
    await openBuilder(['work[0].name'], { reviewConfidence: { 'work[0].name': 0.42 } });
    const company = screen.getAllByRole('textbox', { name: 'Company' })[0]!;
    expect(company).toHaveAccessibleDescription('Check this: the importer was only 42% sure it read it right. It is right');
    const banner = screen.getByRole('region', { name: '1 field to check' });
    expect(within(banner).getByRole('listitem')).toHaveTextContent('Experience 1 › name (42% sure)');
  });
});

describe('the lines the importer could not place', () => {
  const lines = ['Qualified glider pilot since 2015', 'Nurse of the Year 2021', 'Ref 4471-B'];

  it('adds a line where the candidate picks, keyboard only, and the line leaves the list for good', async () => {
    const { store, id } = await openBuilder([], { unplaced: lines });
    const panel = screen.getByRole('region', { name: 'Lines we could not place' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.textContent),
    ).toEqual(lines);

    const first = within(panel).getAllByRole('combobox', { name: 'Add to' })[0]!;
    expect(first).toHaveAccessibleDescription('Qualified glider pilot since 2015');
    await userEvent.selectOptions(first, 'Work experience: Charge Nurse · Mercy Hospital (as a bullet)');
    first.focus();
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('Add');
    await userEvent.keyboard('{Enter}');

    expect(screen.getAllByRole('textbox', { name: 'Achievements 3' })[0]).toHaveValue('Qualified glider pilot since 2015');
    expect(within(panel).queryByText('Qualified glider pilot since 2015')).toBeNull();
    // Focus moves to the next line's picker, so the list is worked down without the mouse.
    expect(document.activeElement).toBe(within(panel).getAllByRole('combobox', { name: 'Add to' })[0]);
    expect((await store.load(id))!.unplaced).toEqual(lines.slice(1));

    // A new award from the next line; the last is dismissed, and the panel says all are done.
    await userEvent.selectOptions(document.activeElement as HTMLSelectElement, 'Awards: a new award');
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Add' })[0]!);
    expect(screen.getByRole('textbox', { name: 'Award' })).toHaveValue('Nurse of the Year 2021');
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Every line is placed or dismissed.');
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Lines we could not place' }));
    expect((await store.load(id))!.unplaced).toEqual([]);
    await act(async () => undefined);
  });

  it('copies a line to the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openBuilder([], { unplaced: lines });
    await userEvent.click(screen.getAllByRole('button', { name: 'Copy' })[1]!);
    expect(writeText).toHaveBeenCalledWith('Nurse of the Year 2021');
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
  });

  it('shows no panel for a resume without such lines', async () => {
    await openBuilder();
    expect(screen.queryByRole('region', { name: 'Lines we could not place' })).toBeNull();
  });
});
