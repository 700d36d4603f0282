/** @jest-environment jsdom */
import { GENAI_LIMITS } from 'shared-schemas';
import { chunk, contentKey, planUpload } from './upload-files';
import { clearSavedBatch, countResults, loadSavedBatch, saveBatch } from './saved-batch';

const file = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name);

describe('planUpload', () => {
  it('skips files finished earlier, refuses what the api would refuse, and leaves out the same content picked twice', async () => {
    const done = new File(['done'], 'b.docx');
    const plan = await planUpload(
      [
        file('a.pdf'),
        done,
        file('notes.txt'),
        file('empty.pdf', 0),
        file('huge.pdf', GENAI_LIMITS.maxFileBytes + 1),
        file('a-copy.pdf'),
        new File(['other'], 'a.pdf'),
      ],
      { [await contentKey(done)]: { fileName: 'b.docx', status: 'added' } },
    );
    expect(plan.toSend.map(({ file: f }) => f.name)).toEqual(['a.pdf', 'a.pdf']);
    expect(plan.toSend[0]!.key).not.toBe(plan.toSend[1]!.key);
    expect(plan.alreadyDone).toEqual([await contentKey(done)]);
    expect(plan.repeated.map(({ file: f }) => f.name)).toEqual(['a-copy.pdf']);
    expect(plan.refused.map(({ result }) => result)).toEqual([
      { fileName: 'notes.txt', status: 'failed', message: 'Not a PDF or Word (.docx) file.' },
      { fileName: 'empty.pdf', status: 'failed', message: 'The file is empty.' },
      { fileName: 'huge.pdf', status: 'failed', message: 'The file is 10.0 MB; the limit is 10 MB.' },
    ]);
  });

  it('keys a file by its SHA-256, as the api does', async () => {
    expect(await contentKey(new File(['abc'], 'x.pdf'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
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
    expect(
      countResults([
        { fileName: 'a', status: 'added' },
        { fileName: 'b', status: 'failed' },
        { fileName: 'c', status: 'added' },
        { fileName: 'd', status: 'duplicate' },
      ]),
    ).toEqual({ added: 2, duplicate: 1, failed: 1 });
  });
});
