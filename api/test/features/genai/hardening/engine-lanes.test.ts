// Fair scheduling through the real routes: a one-document request is never queued behind rank
// requests (the bulk lane keeps one engine process free), and each client is its own queue.
// The caller (client IP here) and the lane (from the route) reach the pool through
// engine-caller.ts.
import type { FastifyInstance } from 'fastify';
import { buildV1App } from '../v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000', V1_ENGINE_WORKERS: '2' });
  // Warm both engine processes.
  await Promise.all(
    ['10.0.0.8', '10.0.0.9'].map((ip) =>
      app.inject({ method: 'POST', url: '/api/v1/jobs/parse', remoteAddress: ip, payload: { text: 'Senior React engineer' } }),
    ),
  );
});
afterAll(() => app.close());

const resume = (i: number) =>
  `Candidate ${i}\nSenior Software Engineer at Company ${i}, 2015 - Present\n` +
  'Built React and TypeScript services on Kubernetes and PostgreSQL; led teams; reduced costs by 30%.\n'.repeat(40);
const rankBody = {
  job: 'Senior React engineer with TypeScript, Kubernetes and PostgreSQL experience, leading teams.',
  resumes: Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, text: resume(i) })),
};

test('a job parse sent after two ranks answers before either rank', async () => {
  const finished: string[] = [];
  const rank = (ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/rank', remoteAddress: ip, payload: rankBody }).then((answer) => {
      expect(answer.statusCode).toBe(200);
      finished.push(`rank from ${ip}`);
    });
  const ranks = [rank('10.0.0.1'), rank('10.0.0.2')];
  await new Promise((resolve) => setTimeout(resolve, 50));
  const parse = app
    .inject({ method: 'POST', url: '/api/v1/jobs/parse', remoteAddress: '10.0.0.3', payload: { text: 'Staff data engineer, Spark and Airflow, remote' } })
    .then((answer) => {
      expect(answer.statusCode).toBe(200);
      finished.push('parse');
    });
  await Promise.all([...ranks, parse]);
  expect(finished[0]).toBe('parse');
}, 120_000);
