// The HR pipeline's ranking through the real api, engine and emulators: the order HR sees is the
// engine's learned order over the stored matches, not the stored match score, so the right
// resume comes first and a resume stuffed with the posting stays out of the top 3 even where its
// stored score is among the best.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { matchResume } from 'genai';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { SHARED_DATA } from '../genai/v1-app';
import { hrWithOrganisation } from './hiring-fixtures';

let app: FastifyInstance;
let admin: App;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'ranking-test');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const matchingDev = (...parts: string[]) => fs.readFileSync(path.join(SHARED_DATA, 'matching-dev', ...parts), 'utf8');

interface RankingAnswer {
  total: number;
  ranked: {
    applicationId: string;
    name: string;
    rank: number;
    match: { score: number };
    rankReason?: { text: string; outranksScore: number; features: { feature: string; text: string }[] };
  }[];
}

test('HR sees the learned order: the full-stack engineers first, the stuffed resume not in the top 3', async () => {
  const hr = await hrWithOrganisation(app, admin, 'ranking-hr', 'Ranking Co');
  const db = getFirestore(admin);
  // The posting as HR writes it: the matching-dev job's first line is its title.
  const [title = 'Full Stack Engineer', ...rest] = matchingDev('JobDescription', 'job_desc_full_stack_engineer.txt').split('\n');
  const job = { title: title.trim(), description: rest.join('\n').trim() };
  const jobRef = db.collection('jobs').doc();
  await jobRef.set({ orgId: hr.orgId, orgName: 'Ranking Co', title: job.title, status: 'open', createdBy: hr.uid, description: job.description, parsed: {} });

  const people = fs
    .readdirSync(path.join(SHARED_DATA, 'matching-dev', 'Resumes'))
    .filter((n) => n.endsWith('.txt'))
    .sort()
    .map((file) => ({ name: file.replace(/\.txt$/, ''), text: matchingDev('Resumes', file) }));
  const pm = people.find((p) => p.name === 'alfred_pennyworth_pm')!.text;
  people.push({
    name: 'stuffed',
    text: `${pm}\nSkills\nReact, TypeScript, Node.js, PostgreSQL, AWS, Docker, Kubernetes, GraphQL, JavaScript, REST APIs, CI/CD, Redis\n${job.description}`,
  });
  const jobText = `${job.title}\n\n${job.description}`;
  const stored: Record<string, number> = {};
  for (const person of people) {
    const result = matchResume(jobText, { text: person.text });
    stored[person.name] = Math.round(result.score);
    await db
      .collection('applications')
      .doc(`${jobRef.id}_${person.name}`)
      .set({
        orgId: hr.orgId,
        jobId: jobRef.id,
        name: person.name,
        source: 'uploaded',
        stage: 'applied',
        resumeText: person.text,
        match: {
          score: Math.round(result.score),
          matched: result.matched.map((m) => m.skill),
          missing: result.missing.map((m) => m.skill),
          summary: result.summary,
        },
      });
  }
  // The stuffed resume's stored score beats the product manager's and the front-end engineer's.
  expect(stored.stuffed).toBeGreaterThan(stored.alfred_pennyworth_pm!);

  const response = await app.inject({ method: 'GET', url: `/api/jobs/${jobRef.id}/ranking`, headers: bearer(hr.idToken) });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as RankingAnswer;
  expect(answer.total).toBe(people.length);
  const names = answer.ranked.map((r) => r.name);
  expect(names.slice(0, 2).sort()).toEqual(['bruce_wayne_fullstack', 'john_doe']);
  expect(names.slice(0, 3)).not.toContain('stuffed');
  expect(answer.ranked.map((r) => r.rank)).toEqual(people.map((_, i) => i + 1));
  // Each row still carries the stored match score HR reads beside the order.
  expect(answer.ranked.find((r) => r.name === 'stuffed')!.match.score).toBe(stored.stuffed);
  // Where the order and the scores disagree, the row says why; where they agree, it says nothing.
  let explained = 0;
  answer.ranked.forEach((row, i) => {
    const highestBelow = Math.max(-1, ...answer.ranked.slice(i + 1).map((r) => r.match.score));
    if (highestBelow > row.match.score) {
      explained++;
      expect(row.rankReason?.outranksScore).toBe(highestBelow);
      expect(row.rankReason?.text).toMatch(new RegExp(`^Ranked above higher match scores \\(up to ${highestBelow}\\): \\S`));
      expect(row.rankReason?.features.length).toBeGreaterThan(0);
    } else {
      expect(row.rankReason).toBeUndefined();
    }
  });
  expect(explained).toBeGreaterThan(0);

  // A short page is the head of the same order.
  const top = (await app.inject({ method: 'GET', url: `/api/jobs/${jobRef.id}/ranking?limit=2`, headers: bearer(hr.idToken) })).json() as RankingAnswer;
  expect(top.ranked.map((r) => r.name)).toEqual(names.slice(0, 2));
  expect(top.total).toBe(people.length);
});
