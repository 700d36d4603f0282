/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared-auth';
import type { UploadFileResult } from 'shared-schemas';
import { loadSavedBatch, saveBatch } from '../utils/saved-batch';
import { contentKey } from '../utils/upload-files';
import type { FileProgress, UploadAnswer } from '../types/upload';
import type { BatchFiles } from '../api/batch-store';
import { useBulkUpload } from './useBulkUpload';

const file = (name: string, content = `%PDF-1.4 resume ${name}`) => new File([content], name);
const files = (count: number, prefix = 'r') => Array.from({ length: count }, (_, index) => file(`${prefix}${index + 1}.pdf`));
const added = (fileName: string): UploadFileResult => ({ fileName, status: 'added', score: 70, applicationId: `app-${fileName}` });
const summary = (progress: FileProgress[]) => progress.map((row) => `${row.fileName}:${row.state === 'done' ? row.result.status : row.state}`);

beforeEach(() => localStorage.clear());

describe('useBulkUpload', () => {
  it('sends five files per request, continues the batch by id, and saves every answer', async () => {
    const calls: { names: string[]; batchId: string | null; last: boolean }[] = [];
    const send = jest.fn(async (_jobId: string, group: File[], batchId: string | null, last: boolean): Promise<UploadAnswer> => {
      calls.push({ names: group.map((f) => f.name), batchId, last });
      return {
        batchId: 'batch-1',
        results: group.map((f) => (f.name === 'r3.pdf' ? { fileName: f.name, status: 'failed', message: 'Scanned image: no text.' } : added(f.name))),
      };
    });
    const { result } = renderHook(() => useBulkUpload(send, 0));
    await act(() => result.current.start('job1', files(12)));

    expect(calls.map((call) => call.names.length)).toEqual([5, 5, 2]);
    // The batch is named before the first request (the api makes it under that name).
    expect(calls.map((call) => call.batchId)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{20}$/), 'batch-1', 'batch-1']);
    expect(calls.map((call) => call.last)).toEqual([false, false, true]);
    expect(result.current.running).toBe(false);
    expect(result.current.progress.find((row) => row.fileName === 'r3.pdf')).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
      fileName: 'r3.pdf',
      state: 'done',
      result: { fileName: 'r3.pdf', status: 'failed', message: 'Scanned image: no text.' },
    });
    const saved = loadSavedBatch('job1');
    expect(saved?.batchId).toBe('batch-1');
    expect(Object.keys(saved?.finished ?? {})).toHaveLength(12);
  });

  it('queued files take their results from the batch document as workers write them, also after a closed tab', async () => {
    const send = jest.fn(
      async (_jobId: string, group: File[]): Promise<UploadAnswer> => ({
        batchId: 'batch-q',
        results: group.map((f) => ({ fileName: f.name, status: 'queued' as const, fileId: `id-${f.name}` })),
      }),
    );
    let push: (files: BatchFiles) => void = () => undefined;
    const stop = jest.fn();
    const watch = jest.fn((orgId: string, batchId: string, onFiles: (files: BatchFiles) => void) => {
      push = onFiles;
      return stop;
    });
    const { result, unmount } = renderHook(() => useBulkUpload(send, 0, watch));
    await act(() => result.current.start('job1', files(2), 'org1'));
    expect(watch).toHaveBeenCalledWith('org1', 'batch-q', expect.any(Function), expect.any(Function));
    expect(summary(result.current.progress)).toEqual(['r1.pdf:queued', 'r2.pdf:queued']);

    act(() =>
      push({
        'id-r1.pdf': { fileName: 'r1.pdf', status: 'added', score: 70 },
        'id-r2.pdf': { fileName: 'r2.pdf', status: 'queued', attempts: 1, lastError: 'busy' },
      }),
    );
    expect(summary(result.current.progress)).toEqual(['r1.pdf:added', 'r2.pdf:queued']);
    expect(result.current.progress[1]).toMatchObject({ retrying: true });
    unmount();
    expect(stop).toHaveBeenCalled();

    // The tab was closed with r2 queued: picked again, it is not sent again, its result is read.
    const again = renderHook(() => useBulkUpload(send, 0, watch));
    await act(() => again.result.current.start('job1', files(2), 'org1'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(summary(again.result.current.progress)).toEqual(['r1.pdf:added', 'r2.pdf:queued']);
    act(() => push({ 'id-r2.pdf': { fileName: 'r2.pdf', status: 'failed', attempts: 5, message: 'Could not be processed after 5 tries.' } }));
    expect(again.result.current.progress[1]).toMatchObject({
      state: 'done',
      result: { fileName: 'r2.pdf', status: 'failed', message: 'Could not be processed after 5 tries.' },
    });
    expect(Object.keys(loadSavedBatch('job1')?.finished ?? {})).toHaveLength(2);
  });

  it('after a closed tab, sends only the files not answered yet, in the same batch', async () => {
    const [r1, r2] = await Promise.all(files(2).map(contentKey));
    saveBatch('job1', { batchId: 'batch-7', finished: { [r1!]: added('r1.pdf'), [r2!]: added('r2.pdf') }, savedAt: '' });
    const send = jest.fn(
      async (_jobId: string, group: File[], _batchId: string | null): Promise<UploadAnswer> => ({
        batchId: 'batch-7',
        results: group.map((f) => added(f.name)),
      }),
    );
    const { result } = renderHook(() => useBulkUpload(send, 0));
    await act(() => result.current.start('job1', files(4)));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1].map((f) => f.name)).toEqual(['r3.pdf', 'r4.pdf']);
    expect(send.mock.calls[0]![2]).toBe('batch-7');
    expect(result.current.progress.filter((row) => row.state === 'done' && row.earlier).map((row) => row.fileName)).toEqual(['r1.pdf', 'r2.pdf']);
  });

  it('a request resent after a lost answer names the same batch, so the api finds its files there', async () => {
    const batchIds: (string | null)[] = [];
    const send = jest.fn(async (_jobId: string, group: File[], batchId: string | null): Promise<UploadAnswer> => {
      batchIds.push(batchId);
      // The first answer is lost (the api may have stored and queued the files all the same).
      if (batchIds.length === 1) throw new ApiError('The server is busy.', 503);
      return { batchId: batchId!, results: group.map((f) => added(f.name)) };
    });
    const { result } = renderHook(() => useBulkUpload(send, 0));
    await act(() => result.current.start('job1', files(3)));

    expect(batchIds).toHaveLength(2);
    expect(batchIds[0]).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(batchIds[1]).toBe(batchIds[0]);
    expect(summary(result.current.progress)).toEqual(['r1.pdf:added', 'r2.pdf:added', 'r3.pdf:added']);
  });

  it('a request that fails twice fails its own files only; the batch goes on', async () => {
    let call = 0;
    const send = jest.fn(async (_jobId: string, group: File[]): Promise<UploadAnswer> => {
      call += 1;
      // The first group's request and its retry both fail.
      if (call <= 2) throw new ApiError('The server took too long to answer.', 0);
      return { batchId: 'b', results: group.map((f) => added(f.name)) };
    });
    const { result } = renderHook(() => useBulkUpload(send, 0));
    await act(() => result.current.start('job1', files(7)));

    expect(send).toHaveBeenCalledTimes(3);
    expect(summary(result.current.progress)).toEqual([
      'r1.pdf:failed',
      'r2.pdf:failed',
      'r3.pdf:failed',
      'r4.pdf:failed',
      'r5.pdf:failed',
      'r6.pdf:added',
      'r7.pdf:added',
    ]);
    const first = result.current.progress[0]!;
    expect(first.state === 'done' && first.result.message).toBe('The server took too long to answer. Send it again to retry.');
    // Not saved as finished: picking the files again retries exactly those.
    expect(Object.values(loadSavedBatch('job1')?.finished ?? {}).map((saved) => saved.fileName)).toEqual(['r6.pdf', 'r7.pdf']);
    expect(result.current.stopped).toBeNull();
  });

  it('two different files named resume.pdf are two rows, each with its own result; the same file twice is one', async () => {
    const send = jest.fn(
      async (_jobId: string, group: File[]): Promise<UploadAnswer> => ({
        batchId: 'b',
        // The api answers by place, with the cleaned name it read: both rows say resume.pdf.
        results: group.map((f, place) => (place === 0 ? added(f.name) : { fileName: f.name, status: 'duplicate', message: "Already in this job's pipeline." })),
      }),
    );
    const { result } = renderHook(() => useBulkUpload(send, 0));
    const first = file('resume.pdf', '%PDF-1.4 Asha');
    await act(() => result.current.start('job1', [first, file('resume.pdf', '%PDF-1.4 Bilal'), file('resume.pdf', '%PDF-1.4 Asha')]));

    expect(send.mock.calls[0]![1]).toHaveLength(2);
    expect(summary(result.current.progress)).toEqual(['resume.pdf:added', 'resume.pdf:duplicate']);
    expect(new Set(result.current.progress.map((row) => row.key)).size).toBe(2);
    expect(Object.keys(loadSavedBatch('job1')?.finished ?? {})).toHaveLength(2);
  });

  it('stops the batch when the job cannot take uploads, leaving the rest waiting', async () => {
    const send = jest.fn(async (): Promise<UploadAnswer> => {
      throw new ApiError('This job is closed.', 409);
    });
    const { result } = renderHook(() => useBulkUpload(send, 0));
    await act(() => result.current.start('job1', [...files(6), file('cover.txt')]));

    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.stopped).toBe('This job is closed.');
    expect(summary(result.current.progress)).toEqual([
      'cover.txt:failed',
      'r1.pdf:waiting',
      'r2.pdf:waiting',
      'r3.pdf:waiting',
      'r4.pdf:waiting',
      'r5.pdf:waiting',
      'r6.pdf:waiting',
    ]);
  });
});
