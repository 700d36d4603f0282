import { act, renderHook, waitFor } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { getFirestoreDb, type FirestoreHandle } from 'shared-auth';
import { loadProblem } from 'shared-auth/load-problem';
import { refused } from 'shared-auth/test/firestore-stubs';
import { storedTimeToDate } from 'shared-schemas';
import { NotSignedInError, signedInUid, watchDoc, watchQuery } from './live-read';
import { useLiveRead } from './useLiveRead';
import { useLiveValue } from './useLiveValue';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), getFirestoreDb: jest.fn() }));

type Listener = { next: (snapshot: unknown) => void; error: (error: Error) => void; stop: jest.Mock; target: unknown };

/** Firestore's neighbour as the data layer sees it: onSnapshot records each listener and hands back its stop. */
function stubbedFirestore(uid: string | null = 'asha') {
  const listeners: Listener[] = [];
  const firestoreApi = {
    collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
    doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
    onSnapshot: jest.fn((target: unknown, next: Listener['next'], error: Listener['error']) => {
      const stop = jest.fn();
      listeners.push({ next, error, stop, target });
      return stop;
    }),
  };
  // Only what live-read calls is stubbed; the cast says so rather than faking all of firebase/firestore.
  const handle = { db: {}, firestoreApi, uid } as unknown as FirestoreHandle;
  jest.mocked(getFirestoreDb).mockResolvedValue(handle);
  return { listeners, firestoreApi };
}

const docs = (...rows: [string, Record<string, unknown>][]) => ({ docs: rows.map(([id, data]) => ({ id, data: () => data })) });
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

interface Note {
  id: string;
  at: Date | null;
}
const notes = {
  query: ({ db, firestoreApi: fs, uid }: FirestoreHandle) => fs.collection(db, 'notes', signedInUid({ uid })),
  row: (id: string, data: Record<string, unknown>): Note => ({ id, at: storedTimeToDate(data.at) }),
  order: (a: Note, b: Note) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0),
};

describe('watchQuery', () => {
  it('starts once Firestore has loaded, converts each document and orders the rows', async () => {
    const { listeners } = stubbedFirestore();
    const onRows = jest.fn();
    watchQuery(notes, onRows, jest.fn());
    expect(listeners).toHaveLength(0);
    await flush();
    expect(listeners[0]!.target).toEqual({ path: 'notes/asha' });
    // Both stored forms: the api and the seeds write ISO strings, the browser a Timestamp.
    const written = new Date('2026-11-02T10:00:00.000Z');
    listeners[0]!.next(docs(['api', { at: '2026-11-01T09:00:00.000Z' }], ['browser', { at: Timestamp.fromDate(written) }]));
    expect(onRows).toHaveBeenLastCalledWith([
      { id: 'browser', at: written },
      { id: 'api', at: new Date('2026-11-01T09:00:00.000Z') },
    ]);
  });

  it('stopped before Firestore has loaded, it never listens', async () => {
    const { firestoreApi } = stubbedFirestore();
    const stop = watchQuery(notes, jest.fn(), jest.fn());
    stop();
    await flush();
    expect(firestoreApi.onSnapshot).not.toHaveBeenCalled();
  });

  it('stopped after, it stops the listener', async () => {
    const { listeners } = stubbedFirestore();
    const stop = watchQuery(notes, jest.fn(), jest.fn());
    await flush();
    stop();
    expect(listeners[0]!.stop).toHaveBeenCalledTimes(1);
  });

  it('hands on a refused listener, a failed load and a missing session as errors', async () => {
    const { listeners } = stubbedFirestore();
    const onError = jest.fn();
    watchQuery(notes, jest.fn(), onError);
    await flush();
    listeners[0]!.error(refused());
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'permission-denied' }));

    jest.mocked(getFirestoreDb).mockRejectedValueOnce('offline');
    watchQuery(notes, jest.fn(), onError);
    await flush();
    expect(onError).toHaveBeenLastCalledWith(new Error('offline'));

    stubbedFirestore(null);
    watchQuery(notes, jest.fn(), onError);
    await flush();
    expect(onError).toHaveBeenLastCalledWith(expect.any(NotSignedInError));
  });
});

describe('watchDoc', () => {
  it('gives null for a document that does not exist, the row when it does', async () => {
    const { listeners } = stubbedFirestore();
    const onRow = jest.fn();
    watchDoc({ doc: ({ db, firestoreApi: fs }) => fs.doc(db, 'jobs', 'j1'), row: (id, data) => ({ id, title: String(data.title) }) }, onRow, jest.fn());
    await flush();
    listeners[0]!.next({ exists: () => false });
    expect(onRow).toHaveBeenLastCalledWith(null);
    listeners[0]!.next({ exists: () => true, id: 'j1', data: () => ({ title: 'Nurse' }) });
    expect(onRow).toHaveBeenLastCalledWith({ id: 'j1', title: 'Nurse' });
  });
});

describe('useLiveRead', () => {
  it('is loading, then holds the rows, words a failure, and stops on unmount', async () => {
    const { listeners } = stubbedFirestore();
    const { result, unmount } = renderHook(() =>
      useLiveRead<Note[]>(
        (onRows, onError) => watchQuery(notes, onRows, onError),
        (error) => loadProblem(error, 'your notes'),
        [],
      ),
    );
    expect(result.current).toEqual({ data: undefined, error: null, loading: true });
    await flush();
    act(() => listeners[0]!.next(docs(['n1', { at: null }])));
    expect(result.current).toEqual({ data: [{ id: 'n1', at: null }], error: null, loading: false });
    act(() => listeners[0]!.error(refused()));
    await waitFor(() =>
      expect(result.current.error).toBe('You do not have access to your notes. Sign out and in again; if this keeps happening, contact support.'),
    );
    expect(result.current.data).toEqual([{ id: 'n1', at: null }]);
    unmount();
    expect(listeners[0]!.stop).toHaveBeenCalledTimes(1);
  });

  it('reads nothing without a subscription', () => {
    const { result } = renderHook(() => useLiveRead<Note[]>(null, String, []));
    expect(result.current).toEqual({ data: undefined, error: null, loading: false });
  });
});

describe('useLiveValue', () => {
  it("shows `initial` in the very render that brings a new key, never the previous key's rows, then the new rows", async () => {
    const { listeners } = stubbedFirestore();
    const { result, rerender, unmount } = renderHook(
      ({ id }: { id: string }) =>
        useLiveValue<Note[] | null>(
          null,
          (onRows, onError) => watchQuery(notes, onRows, onError),
          id,
          (error) => loadProblem(error, 'the notes'),
        ),
      { initialProps: { id: 'a1' } },
    );
    expect(result.current).toEqual({ value: null, problem: null });
    await flush();
    act(() => listeners[0]!.next(docs(['n1', { at: null }])));
    expect(result.current.value).toEqual([{ id: 'n1', at: null }]);
    rerender({ id: 'a2' });
    expect(result.current).toEqual({ value: null, problem: null });
    await flush();
    expect(listeners[0]!.stop).toHaveBeenCalledTimes(1);
    act(() => listeners[1]!.error(refused()));
    await waitFor(() => expect(result.current.problem).toMatch(/^You do not have access to the notes\./));
    unmount();
    expect(listeners[1]!.stop).toHaveBeenCalledTimes(1);
  });
});
