import { emptyEntry, SECTION_BY_ID } from '../../../lib/resume-model/resume-sections';
import { moveAt, insertAt, parsePathKey, pathKey, removeAt, setAt, fieldId } from '../../../lib/resume-model/resume-paths';
import { normalizeResume, parseJsonResume, ResumeFormatError, MAX_TEXT } from '../../../lib/resume-model/normalize-resume';
import { historyReducer, type HistoryState } from '../hooks/useResumeHistory';

const resume = normalizeResume({ basics: { name: 'Ann' }, work: [{ name: 'A', highlights: ['one', 'two', 'three'] }, { name: 'B' }] });

describe('resume paths', () => {
  it("spell paths the engine's way and read them back", () => {
    expect(pathKey(['work', 0, 'highlights', 2])).toBe('work[0].highlights[2]');
    expect(parsePathKey('work[0].highlights[2]')).toEqual(['work', 0, 'highlights', 2]);
    expect(fieldId('basics.location.city')).toBe('rb-basics-location-city');
  });

  it('edit without touching the input, sharing what did not change', () => {
    const edited = setAt(resume, ['work', 0, 'highlights', 1], 'TWO');
    expect(edited.work![0]!.highlights).toEqual(['one', 'TWO', 'three']);
    expect(resume.work![0]!.highlights).toEqual(['one', 'two', 'three']);
    expect(edited.work![1]).toBe(resume.work![1]);
    expect(edited.basics).toBe(resume.basics);
  });

  it('move, insert and remove list elements; an out-of-range move changes nothing', () => {
    expect(moveAt(resume, ['work', 0, 'highlights'], 2, 0).work![0]!.highlights).toEqual(['three', 'one', 'two']);
    expect(moveAt(resume, ['work'], 0, 1).work!.map((w) => w.name)).toEqual(['B', 'A']);
    expect(moveAt(resume, ['work'], 0, 5)).toBe(resume);
    expect(insertAt(resume, ['work', 0, 'highlights'], 1, 'new').work![0]!.highlights).toEqual(['one', 'new', 'two', 'three']);
    expect(removeAt(resume, ['work'], 0).work!.map((w) => w.name)).toEqual(['B']);
  });

  it('a new entry has every field of its section, lists empty', () => {
    expect(emptyEntry(SECTION_BY_ID.work)).toEqual({ position: '', name: '', location: '', startDate: '', endDate: '', url: '', summary: '', highlights: [] });
  });
});

describe('normalizeResume and parseJsonResume', () => {
  it('reads an open end written as a word ("Present", as the parser returns it) as the empty month that means present', () => {
    const normal = normalizeResume({
      work: [
        { name: 'A', startDate: '2020-01', endDate: 'Present', current: true },
        { name: 'B', startDate: '2016-01', endDate: '2019-12' },
      ],
    });
    expect(normal.work!.map((w) => w.endDate)).toEqual(['', '2019-12']);
  });

  it('makes any JSON Resume editable: lists present, strings only, sizes capped, unknown keys kept', () => {
    const normal = normalizeResume({
      basics: { name: 7, website: 'https://x.dev' },
      work: [{ name: 'A', highlights: ['ok', 5, '', null] }, 'junk'],
      meta: { theme: 'x' },
      skills: [{ keywords: ['x'.repeat(MAX_TEXT + 50)] }],
    });
    expect(normal.basics!.name).toBe('7');
    expect(normal.basics!.url).toBe('https://x.dev');
    expect(normal.work).toEqual([expect.objectContaining({ name: 'A', highlights: ['ok', '5'] })]);
    expect(normal.education).toEqual([]);
    expect(normal.meta).toEqual({ theme: 'x' });
    expect(normal.skills![0]!.keywords![0]).toHaveLength(MAX_TEXT);
  });

  it('says what is wrong with a file that is not a JSON Resume', () => {
    expect(() => parseJsonResume('{nope')).toThrow(
      new ResumeFormatError('This file is not valid JSON. Export your resume from jsonresume.org or HireGen as JSON and try again.'),
    );
    expect(() => parseJsonResume('[1,2]')).toThrow(/is an object with sections/);
    expect(() => parseJsonResume('{"title": "x"}')).toThrow(/no resume in it/);
    expect(parseJsonResume('{"basics": {"name": "Ann"}}').basics!.name).toBe('Ann');
  });
});

describe('undo history', () => {
  const start: HistoryState = { past: [], present: resume, future: [], lastGroup: null, lastAt: 0 };
  const typed = (state: HistoryState, name: string, at: number, group: string | null = 'basics.name') =>
    historyReducer(state, { type: 'change', resume: setAt(state.present, ['basics', 'name'], name), group, at });

  it('keeps typing in one field within a second as one step, then undoes and redoes it', () => {
    let state = typed(start, 'An', 1000);
    state = typed(state, 'Ann', 1500);
    state = typed(state, 'Anna', 1900);
    expect(state.past).toHaveLength(1);
    state = typed(state, 'Annabel', 4000);
    expect(state.past).toHaveLength(2);
    state = historyReducer(state, { type: 'undo' });
    expect(state.present.basics!.name).toBe('Anna');
    state = historyReducer(state, { type: 'undo' });
    expect(state.present.basics!.name).toBe('Ann');
    state = historyReducer(state, { type: 'redo' });
    expect(state.present.basics!.name).toBe('Anna');
    // A new edit after undo drops the redo branch.
    state = typed(state, 'Anne', 9000, null);
    expect(state.future).toEqual([]);
  });
});
