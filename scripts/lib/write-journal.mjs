// The launcher's half of the local write journal (the api's half, which appends what it
// acknowledges, is api/src/platform/local-journal.ts; the entry format is described there).
//
// The journal is a folder of segment files beside the data folder (`<dataDir>.journal`, since an
// export replaces the data folder whole). Before each export a new segment is started; once the
// export is swapped in, the older segments are deleted: the api picks its segment after reading
// what it journals, so whatever sits in an older segment was committed before the export began.
// The export also records `coveredUntil` (when it began); on start, entries read after that time
// are replayed into the emulators, the latest per document or account.
import fs from 'node:fs';
import path from 'node:path';
import durableSync from './durable-sync.cjs';

const { syncDirectory } = durableSync;

const HOST = '127.0.0.1';
const SEGMENT = /^\d{12}\.jsonl$/;
/** Written into each export: entries read up to this time are in it. */
export const COVERAGE_FILE = 'hiregen-journal.json';

export const journalDirFor = (dataDir) => `${dataDir}.journal`;

/** Same format as the api's: RFC 3339 with 9 fraction digits, comparable as strings. */
export function sortableTime(date) {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');
}

const segmentsOf = (journalDir) =>
  fs.existsSync(journalDir)
    ? fs
        .readdirSync(journalDir)
        .filter((name) => SEGMENT.test(name))
        .sort()
    : [];

/** Starts a new segment (the api appends to the newest) and returns its name. */
export function startSegment(journalDir) {
  fs.mkdirSync(journalDir, { recursive: true });
  const last = segmentsOf(journalDir).at(-1);
  // An empty newest segment will do (failing exports would otherwise leave one per attempt).
  if (last && fs.statSync(path.join(journalDir, last)).size === 0) return last;
  const name = `${String(last ? Number(last.slice(0, 12)) + 1 : 1).padStart(12, '0')}.jsonl`;
  fs.closeSync(fs.openSync(path.join(journalDir, name), 'a'));
  syncDirectory(journalDir);
  return name;
}

/** After an export that began after `segment` was started: every older segment is in it. */
export function dropSegmentsBefore(journalDir, segment) {
  for (const name of segmentsOf(journalDir)) if (name < segment) fs.rmSync(path.join(journalDir, name), { force: true });
  syncDirectory(journalDir);
}

/** Every complete entry, oldest segment first (a line cut by a crash was never acknowledged). */
export function readJournal(journalDir) {
  const entries = [];
  for (const name of segmentsOf(journalDir)) {
    for (const line of fs.readFileSync(path.join(journalDir, name), 'utf8').split('\n')) {
      if (!line) continue;
      try {
        const entry = JSON.parse(line);
        if (typeof entry?.t === 'string' && (typeof entry.doc === 'string' || typeof entry.user === 'string')) entries.push(entry);
      } catch {
        // the torn last line of a crash
      }
    }
  }
  return entries;
}

export function coveredUntil(dataDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, COVERAGE_FILE), 'utf8')).coveredUntil ?? '';
  } catch {
    return '';
  }
}

/** The entries to replay: newer than the export, the latest per document and per account. */
export function entriesToReplay(entries, since) {
  const latest = new Map();
  for (const entry of entries) {
    if (entry.t <= since) continue;
    const key = entry.doc !== undefined ? `doc ${entry.doc}` : `user ${entry.user}`;
    const seen = latest.get(key);
    // Equal times: the later line was read later (the api appends in order of reading).
    if (!seen || entry.t >= seen.t) latest.set(key, entry);
  }
  return [...latest.values()];
}

/**
 * A POST to an emulator's own REST endpoint with its admin token (past the security rules, raw
 * account records); the answer's text, or an error naming the endpoint.
 */
export async function postToEmulator(url, body, timeoutMs = 30_000) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

const owner = async (url, body) => JSON.parse(await postToEmulator(url, body));

/**
 * Puts the journal's entries newer than the data folder's export into the running emulators.
 * Returns how many documents and accounts were written.
 */
export async function replayJournal({ dataDir, projectId, authPort, firestorePort }) {
  const entries = entriesToReplay(readJournal(journalDirFor(dataDir)), coveredUntil(dataDir));
  const docs = entries.filter((entry) => entry.doc !== undefined);
  const users = entries.filter((entry) => entry.user !== undefined);
  const writes = docs.map((entry) => (entry.deleted ? { delete: entry.doc } : { update: { name: entry.doc, fields: entry.fields } }));
  for (let i = 0; i < writes.length; i += 500) {
    await owner(`http://${HOST}:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents:commit`, { writes: writes.slice(i, i + 500) });
  }
  const accounts = `http://${HOST}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  for (const entry of users) {
    // batchCreate never overwrites an account: the exported one goes first.
    const { users: existing = [] } = await owner(`${accounts}:lookup`, { localId: [entry.user] });
    if (existing.length > 0) await owner(`${accounts}:delete`, { localId: entry.user });
    if (entry.deleted) continue;
    const answer = await owner(`${accounts}:batchCreate`, { users: [entry.record] });
    if (answer.error?.length) throw new Error(`journal replay: account ${entry.user}: ${answer.error[0].message}`);
  }
  return { documents: docs.length, accounts: users.length };
}
