/**
 * The one way a screen reads Firestore live. Firestore loads on first use (its own chunk), so a
 * read begins once it has; the function returned stops it at any moment, even before it began (a
 * screen left quickly leaves no listener behind). A failure of the load, of the query's making or
 * of the listener reaches `onError` once, as an Error, for the screen to word (`loadProblem`).
 */
import type { DocumentData, DocumentReference, Query, SnapshotOptions } from 'firebase/firestore';
// The package's own name, not a relative path: the remotes share shared-auth's root as one
// singleton, so every read goes through the page's one Firestore.
import { getFirestoreDb, type FirestoreHandle } from 'shared-auth';

export type Unsubscribe = () => void;
/** A document's fields as Firestore hands them over (re-exported so apps need no firebase import for a type). */
export type { DocumentData };

/** Thrown when a read needs the signed-in account and there is none; worded by loadProblem as a session that ended. */
export class NotSignedInError extends Error {
  constructor() {
    super('Your session has ended. Sign in again to keep working.');
    this.name = 'NotSignedInError';
  }
}

/** The signed-in account's uid, or NotSignedInError (for paths under candidates/{uid}). */
export function signedInUid(handle: Pick<FirestoreHandle, 'uid'>): string {
  if (!handle.uid) throw new NotSignedInError();
  return handle.uid;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Starts `start` once Firestore has loaded; the answer stops it, whenever it is called. */
export function subscribeLive(start: (handle: FirestoreHandle) => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let cancelled = false;
  getFirestoreDb()
    .then((handle) => {
      if (!cancelled) stop = start(handle);
    })
    .catch((error: unknown) => {
      if (!cancelled) onError(asError(error));
    });
  return () => {
    cancelled = true;
    stop?.();
  };
}

interface ReadShape<Row> {
  /** A document's row from its id and data (the converter: stored times, defaults). */
  row: (id: string, data: DocumentData) => Row;
  /** Server timestamps not yet confirmed read as the local estimate instead of null. */
  estimate?: boolean;
}

export interface QueryRead<Row> extends ReadShape<Row> {
  /** The query (or collection) to watch; null: nothing to watch (no rows, no error). */
  query: (handle: FirestoreHandle) => Query | null;
  /** The rows' order on screen, when the query does not give it. */
  order?: (a: Row, b: Row) => number;
}

export interface DocRead<Row> extends ReadShape<Row> {
  doc: (handle: FirestoreHandle) => DocumentReference;
}

const options = (estimate: boolean | undefined): SnapshotOptions | undefined => (estimate ? { serverTimestamps: 'estimate' } : undefined);

/** Every document of a query, as rows, live. */
export function watchQuery<Row>(read: QueryRead<Row>, onRows: (rows: Row[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive((handle) => {
    const query = read.query(handle);
    if (!query) return () => undefined;
    return handle.firestoreApi.onSnapshot(
      query,
      (snapshot) => {
        const rows = snapshot.docs.map((doc) => read.row(doc.id, doc.data(options(read.estimate))));
        onRows(read.order ? rows.sort(read.order) : rows);
      },
      onError,
    );
  }, onError);
}

/** One document as a row, live; null while it does not exist (or cannot be read as existing). */
export function watchDoc<Row>(read: DocRead<Row>, onRow: (row: Row | null) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    (handle) =>
      handle.firestoreApi.onSnapshot(
        read.doc(handle),
        (snapshot) => onRow(snapshot.exists() ? read.row(snapshot.id, snapshot.data(options(read.estimate))) : null),
        onError,
      ),
    onError,
  );
}
