// Local emulator mode only: a write-ahead journal of what the api acknowledges, so a `kill -9` of
// the emulators (whose data is only exported now and then) never loses an answered write.
//
// After a Firestore commit succeeds, and before the route that made it can answer, the written
// documents are read back from the emulator (their whole state and the emulator's read time) and
// appended to the newest segment file of the journal folder, which is fsync'd. Auth changes made
// through the api (claims, updates, deletions) are journalled the same way, as the account's raw
// record. The emulators' launcher (scripts/lib/write-journal.mjs) replays entries newer than its
// last complete export on start, and drops old segments once an export has them.
//
// One entry per line (JSON):
//   { "t": "<read time, 9 fraction digits>Z", "doc": "projects/…/documents/…", "fields": {…} }
//   { "t": …, "doc": …, "deleted": true }
//   { "t": …, "user": "<uid>", "record": {…} }   (the Auth emulator's own account record)
//   { "t": …, "user": "<uid>", "deleted": true }
// Per document or account the entry read last (largest t) wins.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { WriteBatch, type Firestore } from 'firebase-admin/firestore';
import { syncDirectory } from './durable-files';

export type JournalEntry =
  | { t: string; doc: string; fields: Record<string, unknown> }
  | { t: string; doc: string; deleted: true }
  | { t: string; user: string; record: Record<string, unknown> }
  | { t: string; user: string; deleted: true };

const SEGMENT = /^\d{12}\.jsonl$/;

/** RFC 3339 with exactly 9 fraction digits, so entries compare as strings. */
export function sortableTime(iso: string): string {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$/.exec(iso);
  if (!match) throw new Error(`write journal: unexpected time "${iso}"`);
  return `${match[1]}.${(match[2] ?? '').padEnd(9, '0')}Z`;
}

/**
 * Appends entries to the newest segment and fsyncs it. Appends that arrive while one is being
 * written go out together in the next write (one fsync for many requests under load).
 */
export class WriteJournal {
  private pending: { lines: string; done: () => void; failed: (error: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(readonly dir: string) {}

  append(entries: JournalEntry[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    const lines = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    return new Promise<void>((done, failed) => {
      this.pending.push({ lines, done, failed });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      try {
        await this.write(batch.map((item) => item.lines).join(''));
        for (const item of batch) item.done();
      } catch (error) {
        for (const item of batch) item.failed(error);
      }
    }
    this.flushing = null;
  }

  /**
   * The segment is chosen after the documents were read: the launcher starts a new segment before
   * each export and deletes older ones after it, so anything in an older segment was read (and
   * committed) before that export began.
   */
  private async write(text: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const segments = (await fs.readdir(this.dir)).filter((name) => SEGMENT.test(name)).sort();
    const segment = segments.at(-1) ?? '000000000001.jsonl';
    const handle = await fs.open(path.join(this.dir, segment), 'a');
    try {
      const bytes = Buffer.from(text);
      for (let offset = 0; offset < bytes.length; ) {
        offset += (await handle.write(bytes, offset)).bytesWritten;
      }
      await handle.datasync();
    } finally {
      await handle.close();
    }
    if (segments.length === 0) await syncDirectory(this.dir);
  }
}

async function emulatorJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    // The emulators' admin token: reads past the security rules and sees raw account records.
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`write journal: ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

interface BatchGetResult {
  found?: { name: string; fields?: Record<string, unknown> };
  missing?: string;
  readTime: string;
}

/** The documents' current state, as the emulator's REST API spells it (replayable as is). */
async function readDocuments(emulatorHost: string, projectId: string, names: string[]): Promise<JournalEntry[]> {
  const results = (await emulatorJson(`http://${emulatorHost}/v1/projects/${projectId}/databases/(default)/documents:batchGet`, {
    documents: names,
  })) as BatchGetResult[];
  return results.map((result): JournalEntry => {
    const t = sortableTime(result.readTime);
    if (result.found) return { t, doc: result.found.name, fields: result.found.fields ?? {} };
    if (result.missing) return { t, doc: result.missing, deleted: true };
    throw new Error('write journal: batchGet answered neither found nor missing');
  });
}

// The one place every Firestore write of firebase-admin goes through: set/create/update/delete on a
// reference and batches call WriteBatch#_commit, transactions call it on their batch, BulkWriter
// (recursiveDelete) calls it with methodName 'batchWrite'. It is internal to
// @google-cloud/firestore, so its presence is checked when the journal is switched on.
interface CommittingBatch {
  _firestore: Firestore;
  _ops: { docPath: string }[];
  _commit(options?: unknown): Promise<unknown>;
}
const journalled = new WeakMap<Firestore, (docPaths: string[]) => Promise<void>>();
let commitWrapped = false;

function wrapCommitOnce(): void {
  if (commitWrapped) return;
  // Read and replaced by name: the method is not in the package's types.
  const original: unknown = Reflect.get(WriteBatch.prototype, '_commit');
  if (typeof original !== 'function') {
    throw new Error('write journal: this @google-cloud/firestore has no WriteBatch#_commit; the local write journal needs updating for it.');
  }
  Reflect.set(WriteBatch.prototype, '_commit', async function journalledCommit(this: CommittingBatch, options?: unknown) {
    const docPaths = this._ops.map((op) => op.docPath);
    const response: unknown = await original.call(this, options);
    const record = journalled.get(this._firestore);
    if (record) await record(docPaths);
    return response;
  });
  commitWrapped = true;
}

/** Every commit of `firestore` is journalled before its promise resolves. */
export function journalFirestoreWrites(firestore: Firestore, journal: WriteJournal, emulatorHost: string, projectId: string): void {
  wrapCommitOnce();
  const prefix = `projects/${projectId}/databases/(default)/documents/`;
  journalled.set(firestore, async (docPaths) => {
    const names = [...new Set(docPaths)].map((docPath) => `${prefix}${docPath}`);
    // batchGet takes up to 1000 documents per call (a BulkWriter batch is 20-500).
    for (let i = 0; i < names.length; i += 500) {
      await journal.append(await readDocuments(emulatorHost, projectId, names.slice(i, i + 500)));
    }
  });
}

interface LookupAnswer {
  users?: (Record<string, unknown> & { localId: string })[];
}

/** Auth changes made through `auth` are journalled (the whole account record) before they resolve. */
export function journalAuthWrites(auth: Auth, journal: WriteJournal, emulatorHost: string, projectId: string): void {
  const accounts = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  // The Auth emulator gives no read time: accounts are read and stamped one at a time, the stamp
  // taken after the read, so a later stamp always holds a later state.
  let queue: Promise<unknown> = Promise.resolve();
  const recordAccount = (uid: string) => {
    const recorded = queue.then(async () => {
      const { users = [] } = (await emulatorJson(`${accounts}:lookup`, { localId: [uid] })) as LookupAnswer;
      const record = users.find((user) => user.localId === uid);
      const t = sortableTime(new Date().toISOString());
      await journal.append([record ? { t, user: uid, record } : { t, user: uid, deleted: true }]);
    });
    queue = recorded.catch(() => undefined);
    return recorded;
  };
  // Auth's writing methods, wrapped by name.
  const wrap = (method: string, uidOf: (args: unknown[], result: unknown) => string | undefined) => {
    const original: unknown = Reflect.get(auth, method);
    if (typeof original !== 'function') throw new Error(`write journal: Auth has no ${method}()`);
    Reflect.set(auth, method, async (...args: unknown[]) => {
      const result: unknown = await original.apply(auth, args);
      const uid = uidOf(args, result);
      if (uid) await recordAccount(uid);
      return result;
    });
  };
  const firstArgument = (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : undefined);
  wrap('createUser', (_args, result) => (result as { uid?: string } | undefined)?.uid);
  for (const method of ['updateUser', 'setCustomUserClaims', 'revokeRefreshTokens', 'deleteUser']) wrap(method, firstArgument);
}
