// `npm run bench -w api` (hiring part): the resumeinflux bulk path end to end on loopback.
// 1. 500 varied resume PDFs uploaded into a job through POST /api/jobs/:jobId/uploads, ten files
//    a request and two requests at a time (what the upload page does), each parsed, de-duplicated,
//    stored and matched; then the job's ranking. Bar: ≤ 60 s, with the api's peak RSS (its
//    process and its engine processes together) reported.
// 2. Ranking 10,000 stored applicants of one job: GET /api/jobs/:jobId/ranking (Firestore
//    emulator read included) and the ranking itself in memory. Bar: ≤ 1 s.
// Writes api/bench/results/hiring.json.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { demoResume, PROFESSIONS, seededRandom } from '../seed/demo-people';
import { rankApplicants } from '../src/features/hiring/service/ranking';
import { resumeToText } from '../src/features/hiring/service/resume-text';
import { freePort } from '../test/support/free-port';
import { resumePdf } from './resume-pdf';

const repoRoot = path.resolve(__dirname, '..', '..');
const PROJECT = 'demo-hiregen-hiring-bench';
const RESUMES = Number(process.env.BENCH_RESUMES ?? 500);
const STORED = Number(process.env.BENCH_STORED_APPLICANTS ?? 10_000);
const PER_REQUEST = 10;
const PARALLEL_REQUESTS = 2;

/** Resident memory of a process and all its descendants (the engine runs in child processes). */
function treeRssBytes(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----hiregenbench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function identityToolkit<T>(call: string, body: object): Promise<T> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${call}?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  // Its own emulators, always: the Auth emulator's REST sign-in works in the project it was
  // started with, and the bench clears its project, which must never be someone's local data.
  let stopEmulators: (() => Promise<void>) | undefined;
  {
    const { startEmulators } = (await import(path.join(repoRoot, 'scripts/lib/emulators.mjs'))) as {
      startEmulators: (options: object) => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
    };
    const emulators = await startEmulators({
      projectId: PROJECT,
      authPort: Number(process.env.BENCH_AUTH_EMULATOR_PORT ?? 9199),
      firestorePort: Number(process.env.BENCH_FIRESTORE_EMULATOR_PORT ?? 8180),
      persist: false,
    });
    Object.assign(process.env, emulators.env);
    stopEmulators = emulators.stop;
  }
  process.env.GCLOUD_PROJECT = PROJECT;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const { startProcess, waitForPort, stopAll } = (await import(path.join(repoRoot, 'scripts/lib/processes.mjs'))) as {
    startProcess: (name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string }) => ChildProcess;
    waitForPort: (port: number, options: { name: string; child: ChildProcess; timeoutMs?: number }) => Promise<void>;
    stopAll: () => Promise<void>;
  };
  const clear = async () => {
    await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
    await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
  };
  await clear();
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-bench-blobs-'));
  const apiPort = await freePort();
  const api = startProcess('api', process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort), LOG_LEVEL: 'warn', API_RATE_LIMIT: '100000', HIREGEN_BLOB_DIR: blobDir },
  });
  const admin = initializeApp({ projectId: PROJECT }, 'hiring-bench');
  const firestore = getFirestore(admin);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRssBytes(api.pid!))), 100);
  try {
    await waitForPort(apiPort, { name: 'api', child: api, timeoutMs: 60_000 });
    const base = `http://127.0.0.1:${apiPort}`;
    // An HR account with an organisation, through the api like the product does.
    const email = `bench-hr-${Date.now()}@hiregen.test`;
    const signedUp = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', {
      email,
      password: 'bench-password-1',
      returnSecureToken: true,
    });
    await getAuth(admin).updateUser(signedUp.localId, { emailVerified: true });
    const token = async () =>
      (await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', { email, password: 'bench-password-1', returnSecureToken: true })).idToken;
    const call = async (method: string, url: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${await token()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await call('POST', '/api/auth/role', { role: 'HR' });
    const { orgId } = (await call('POST', '/api/orgs', { name: 'Bench Hospital' })) as { orgId: string };
    const job = firestore.collection('jobs').doc();
    await job.set({
      orgId,
      orgName: 'Bench Hospital',
      title: 'Registered Nurse',
      status: 'open',
      createdBy: signedUp.localId,
      parsed: {},
      description:
        'Registered Nurse\nRequirements:\n- Patient care\n- Medication administration\n- BLS certification\n- Electronic health records\nPreferred:\n- Wound care\n- Triage',
    });

    // 500 varied resumes (a dozen professions), made before the clock starts.
    const random = seededRandom(500);
    const files = await Promise.all(
      Array.from({ length: RESUMES }, async (_, index) => {
        const resume = demoResume(random, PROFESSIONS[index % PROFESSIONS.length]!, index);
        return { name: `resume-${index + 1}.pdf`, bytes: await resumePdf(resumeToText(resume).split('\n')) };
      }),
    );
    const idToken = await token();
    const started = performance.now();
    let batchId: string | undefined;
    const counts = { added: 0, duplicate: 0, failed: 0 };
    const requests: { name: string; bytes: Buffer }[][] = [];
    for (let i = 0; i < files.length; i += PER_REQUEST) requests.push(files.slice(i, i + PER_REQUEST));
    const send = async (group: { name: string; bytes: Buffer }[]) => {
      const { body, type } = multipart(group);
      // wait=1: the answer carries the final results (the upload is queued and ingested by the api's in-process worker).
      const query = batchId ? `?batchId=${batchId}&wait=1` : '?wait=1';
      const response = await fetch(`${base}/api/jobs/${job.id}/uploads${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': type },
        body,
      });
      if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
      const answer = (await response.json()) as { batchId: string; results: { status: keyof typeof counts }[] };
      batchId = answer.batchId;
      for (const result of answer.results) counts[result.status] += 1;
    };
    await send(requests.shift()!); // opens the batch
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_REQUESTS }, async () => {
        while (next < requests.length) await send(requests[next++]!);
      }),
    );
    const ranking = (await call('GET', `/api/jobs/${job.id}/ranking`)) as { total: number; ranked: { name: string; match: { score: number } }[] };
    const uploadSeconds = (performance.now() - started) / 1000;

    // 10,000 stored applicants of another job, written straight to the emulator.
    const big = firestore.collection('jobs').doc();
    await big.set({ orgId, orgName: 'Bench Hospital', title: 'Registered Nurse', status: 'open', description: 'Patient care', parsed: {} });
    const rows: Parameters<typeof rankApplicants>[0] = [];
    for (let i = 0; i < STORED; i += 500) {
      const batch = firestore.batch();
      for (let j = i; j < Math.min(STORED, i + 500); j++) {
        const score = Math.round(random() * 100);
        const match = { score, matched: ['Patient care'].slice(0, score > 50 ? 1 : 0), missing: [], summary: '' };
        rows.push({ applicationId: `a${j}`, name: `Applicant ${j}`, source: 'uploaded', stage: 'applied', match });
        batch.set(firestore.collection('applications').doc(`${big.id}_a${j}`), {
          orgId,
          jobId: big.id,
          name: `Applicant ${j}`,
          source: 'uploaded',
          stage: 'applied',
          match,
          resumeText: 'x'.repeat(2_000),
        });
      }
      await batch.commit();
    }
    const timings: number[] = [];
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      const answer = (await call('GET', `/api/jobs/${big.id}/ranking`)) as { total: number };
      timings.push(performance.now() - t0);
      if (answer.total !== STORED) throw new Error(`ranking returned ${answer.total} of ${STORED}`);
    }
    const inMemory: number[] = [];
    for (let round = 0; round < 5; round++) {
      const t0 = performance.now();
      rankApplicants(rows);
      inMemory.push(performance.now() - t0);
    }

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      upload: {
        resumes: RESUMES,
        perRequest: PER_REQUEST,
        parallelRequests: PARALLEL_REQUESTS,
        seconds: Number(uploadSeconds.toFixed(1)),
        counts,
        ranked: ranking.total,
        peakApiRssMb: Math.round(peakRss / 1048576),
        bar: { withinSixtySeconds: uploadSeconds <= 60 },
      },
      storedRanking: {
        applicants: STORED,
        endpointMs: timings.map((ms) => Math.round(ms)),
        inMemoryMs: inMemory.map((ms) => Number(ms.toFixed(1))),
        bar: { withinOneSecond: Math.min(...timings) <= 1000 },
      },
    };
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'hiring.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nHiring bench (${report.machine.cpus} CPUs, Node ${process.version})`);
    console.log(
      `  ${RESUMES} resumes uploaded, parsed, stored, matched and ranked: ${report.upload.seconds} s (bar ≤ 60 s) — added ${counts.added}, duplicate ${counts.duplicate}, failed ${counts.failed}; peak api RSS ${report.upload.peakApiRssMb} MB`,
    );
    console.log(
      `  ranking ${STORED} stored applicants: endpoint ${report.storedRanking.endpointMs.join(' / ')} ms (bar ≤ 1000), in memory ${report.storedRanking.inMemoryMs.join(' / ')} ms`,
    );
    console.log('Written to api/bench/results/hiring.json');
    if (!report.upload.bar.withinSixtySeconds || !report.storedRanking.bar.withinOneSecond) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await stopAll();
    await clear().catch(() => undefined);
    fs.rmSync(blobDir, { recursive: true, force: true });
    await stopEmulators?.();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
