/** @jest-environment jsdom */
import { GENAI_LIMITS } from 'shared-schemas';
import { chunk, planUpload } from './upload-files';
import { clearSavedBatch, countResults, loadSavedBatch, saveBatch } from './saved-batch';

const file = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name);

describe('planUpload', () => {
  it('skips files finished earlier, refuses what the api would refuse, and leaves out repeats', () => {
    const plan = planUpload(
      [file('a.pdf'), file('b.docx'), file('notes.txt'), file('empty.pdf', 0), file('huge.pdf', GENAI_LIMITS.maxFileBytes + 1), file('a.pdf'), file('c.PDF')],
      { 'b.docx': { fileName: 'b.docx', status: 'added' } },
    );
    expect(plan.toSend.map((f) => f.name)).toEqual(['a.pdf', 'c.PDF']);
    expect(plan.alreadyDone).toEqual(['b.docx']);
    expect(plan.repeated).toEqual(['a.pdf']);
    expect(plan.refused).toEqual([
      { fileName: 'notes.txt', status: 'failed', message: 'Not a PDF or Word (.docx) file.' },
      { fileName: 'empty.pdf', status: 'failed', message: 'The file is empty.' },
      { fileName: 'huge.pdf', status: 'failed', message: 'The file is 10.0 MB; the limit is 10 MB.' },
    ]);
  });

  it('chunks in order', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunk([], 3)).toEqual([]);
  });
});

describe('saved batch', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the batch id and finished files per job, and drops entries that are not results', () => {
    saveBatch('job1', { batchId: 'b1', finished: { 'a.pdf': { fileName: 'a.pdf', status: 'added', score: 80 } }, savedAt: 'now' });
    expect(loadSavedBatch('job1')).toEqual({ batchId: 'b1', finished: { 'a.pdf': { fileName: 'a.pdf', status: 'added', score: 80 } }, savedAt: 'now' });
    expect(loadSavedBatch('job2')).toBeNull();
    localStorage.setItem('hiregen_resumeinflux_upload:job3', JSON.stringify({ batchId: 4, finished: { 'x.pdf': { fileName: 'x.pdf', status: 'lost' } } }));
    expect(loadSavedBatch('job3')).toEqual({ batchId: null, finished: {}, savedAt: '' });
    localStorage.setItem('hiregen_resumeinflux_upload:job4', '{not json');
    expect(loadSavedBatch('job4')).toBeNull();
    clearSavedBatch('job1');
    expect(loadSavedBatch('job1')).toBeNull();
  });

  it('counts results by status', () => {
    expect(countResults([
      { fileName: 'a', status: 'added' },
      { fileName: 'b', status: 'failed' },
      { fileName: 'c', status: 'added' },
      { fileName: 'd', status: 'duplicate' },
    ])).toEqual({ added: 2, duplicate: 1, failed: 1 });
  });
});
