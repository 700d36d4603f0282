import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/seed/seed-context';
import { fillSignIn } from './auth-pages';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from './stack';

/**
 * The README's demo accounts on the test stack: `npm run seed` (api/scripts/seed.ts) run once
 * against the test emulators, and a signed-in browser state per role, so specs that walk every
 * screen see them with real data (tables, charts, pipelines), as a person trying HireGen does.
 */
export const DEMO_ACCOUNTS = {
  Candidate: 'candidate@hiregen.example',
  Interviewer: 'interviewer@acme.example',
  HR: 'hr@acme.example',
  Admin: 'admin@hiregen.example',
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

const repo = path.resolve(__dirname, '..', '..');
const SEED_TIMEOUT_MS = 180_000;
const documents = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

async function demoDataPresent(): Promise<boolean> {
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.Admin, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  return response.ok;
}

/** Runs the demo seed against the test emulators unless its accounts are already there. */
export async function ensureDemoData(): Promise<void> {
  if (await demoDataPresent()) return;
  const env = {
    ...process.env,
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR,
    FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR,
    GCLOUD_PROJECT: PROJECT_ID,
  };
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/scripts/seed.ts'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGTERM'), SEED_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`The demo seed failed (exit ${code}):\n${output.join('')}`);
}

/** A document id from the test Firestore, read as the emulator's owner (rules bypassed). */
export async function firstDocumentId(collection: string, where: Record<string, string>, arrayContains?: [string, string]): Promise<string> {
  const filters = [
    ...Object.entries(where).map(([field, value]) => ({ fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } })),
    ...(arrayContains ? [{ fieldFilter: { field: { fieldPath: arrayContains[0] }, op: 'ARRAY_CONTAINS', value: { stringValue: arrayContains[1] } } }] : []),
  ];
  const response = await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
        limit: 1,
      },
    }),
  });
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as { document?: { name: string } }[];
  const name = rows.find((row) => row.document)?.document?.name;
  if (!name) throw new Error(`No ${collection} document matches ${JSON.stringify({ where, arrayContains })} in the demo data.`);
  return name.split('/').at(-1) as string;
}

/** One string field of a document, read as the emulator's owner. */
export async function readStringField(docPath: string, field: string): Promise<string> {
  const response = await fetch(`${documents}/${docPath}`, { headers: { Authorization: 'Bearer owner' } });
  expect(response.ok).toBe(true);
  const { fields = {} } = (await response.json()) as { fields?: Record<string, { stringValue?: string }> };
  const value = fields[field]?.stringValue;
  if (!value) throw new Error(`${docPath} has no ${field} in the demo data.`);
  return value;
}

/** The id of the first document of a subcollection (e.g. a candidate's resumes). */
export async function firstSubDocumentId(parentPath: string, collection: string): Promise<string> {
  const response = await fetch(`${documents}/${parentPath}/${collection}?pageSize=1`, { headers: { Authorization: 'Bearer owner' } });
  expect(response.ok).toBe(true);
  const { documents: found = [] } = (await response.json()) as { documents?: { name: string }[] };
  if (!found[0]) throw new Error(`${parentPath}/${collection} is empty in the demo data.`);
  return found[0].name.split('/').at(-1) as string;
}

/** The uid of a demo account (the Auth emulator's lookup as its owner). */
export async function demoUid(role: DemoRole): Promise<string> {
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [DEMO_ACCOUNTS[role]] }),
  });
  expect(response.ok).toBe(true);
  const { users = [] } = (await response.json()) as { users?: { localId: string }[] };
  if (!users[0]) throw new Error(`The demo account ${DEMO_ACCOUNTS[role]} does not exist.`);
  return users[0].localId;
}

/** The session files this test process wrote, removed when it exits. */
const sessionFiles = new Set<string>();

/**
 * Signs the role's demo account in through /login/<role>, as a person does, and saves the
 * browser's state (localStorage `user` and Firebase's IndexedDB session) for new contexts.
 */
export async function signedInState(browser: Browser, role: DemoRole): Promise<string> {
  const file = path.join(os.tmpdir(), `hiregen-e2e-${process.pid}-${role.toLowerCase()}.json`);
  if (!sessionFiles.size) process.once('exit', () => sessionFiles.forEach((written) => fs.rmSync(written, { force: true })));
  sessionFiles.add(file);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`/login/${role.toLowerCase()}`);
    await fillSignIn(page, { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role.toLowerCase()}`), { timeout: 20_000 });
    await context.storageState({ path: file, indexedDB: true });
  } finally {
    await context.close();
  }
  expect(fs.existsSync(file)).toBe(true);
  return file;
}

/**
 * Deletes a document and the documents of the named subcollections under it, as the emulator's
 * owner: a spec that released a remote through the api's registry takes the release back, so
 * specs after it get remotes.json's entry again.
 */
export async function deleteDocumentTree(docPath: string, subcollections: string[]): Promise<void> {
  for (const sub of subcollections) {
    const response = await fetch(`${documents}/${docPath}/${sub}?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
    const { documents: found = [] } = (await response.json()) as { documents?: { name: string }[] };
    await Promise.all(
      found.map(({ name }) => fetch(`http://${FIRESTORE_EMULATOR}/v1/${name}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } })),
    );
  }
  const response = await fetch(`${documents}/${docPath}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  expect(response.ok).toBe(true);
}
