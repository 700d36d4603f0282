import type { FastifyInstance } from 'fastify';
import type { AnswerFeedback, InterviewPlan, SessionReport } from 'genai';
import { INTERVIEW_ENGINE_LIMITS } from 'shared-schemas';
import { buildV1App } from './v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

const JOB = `Senior Account Executive
Responsibilities:
- Prospect and close new business with enterprise customers; manage the pipeline in Salesforce
- Negotiate contracts and hit a quarterly quota
Requirements:
- 6+ years of B2B sales, excellent communication and negotiation skills`;

const STRONG =
  'Two weeks before the end of Q4 I was at 70% of my quota with three deals stuck in legal review. I needed to close at least two of them. I ranked the pipeline in Salesforce by deal size, set up a joint call with each customer’s legal team and offered a 30-day payment term instead of a discount. Both contracts were signed by the 29th, which took me to 108% of quota.';

describe('POST /api/v1/interview/plan', () => {
  it('plans a senior interview for a posting, warm-up first and closing last', async () => {
    const response = await post('/api/v1/interview/plan', { job: JOB, count: 6 });
    expect(response.statusCode).toBe(200);
    const plan = response.json<InterviewPlan>();
    expect(plan.level).toBe('senior');
    expect(plan.questions).toHaveLength(6);
    expect(plan.questions[0]!.kind).toBe('warm-up');
    expect(plan.questions[5]!.kind).toBe('closing');
    expect(plan.questions[0]!.text).toContain('Senior Account Executive');
  });

  it('plans for a practice field', async () => {
    const response = await post('/api/v1/interview/plan', { field: 'teaching' });
    expect(response.statusCode).toBe(200);
    expect(response.json<InterviewPlan>().title).toBe('Secondary School Teacher');
  });

  it.each([
    [{}, 'The "job" field is required.'],
    [{ job: JOB, field: 'sales' }, 'Send either "job" or "field", not both.'],
    [{ job: '   ' }, 'The "job" field is empty.'],
  ])('answers 400 with a message (case %#)', async (payload, message) => {
    const response = await post('/api/v1/interview/plan', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an unknown field and an oversized job', async () => {
    expect((await post('/api/v1/interview/plan', { field: 'astrology' })).statusCode).toBe(400);
    expect((await post('/api/v1/interview/plan', { job: 'x'.repeat(INTERVIEW_ENGINE_LIMITS.job + 1) })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/interview/feedback', () => {
  it('scores a strong sales answer 4–5 with every STAR part and the job terms it used', async () => {
    const response = await post('/api/v1/interview/feedback', {
      job: JOB,
      question: 'Tell me about a time you delivered under a tight deadline.',
      answer: STRONG,
      durationSec: 30,
    });
    expect(response.statusCode).toBe(200);
    const f = response.json<AnswerFeedback>();
    expect(f.score).toBeGreaterThanOrEqual(4);
    expect(f.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(f.jobTerms.used).toContain('Salesforce');
    expect(f.quantified).toEqual(expect.arrayContaining(['70%', '108%']));
    expect(f.wpm).toBe(Math.round(f.words * 2));
  });

  it('needs a question and an answer', async () => {
    const response = await post('/api/v1/interview/feedback', { field: 'sales', question: 'Why sales?', answer: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The "answer" field is empty.' });
  });
});

describe('POST /api/v1/interview/transcript', () => {
  it('gives feedback per answered item (null for the unanswered) and a report per competency', async () => {
    const response = await post('/api/v1/interview/transcript', {
      job: JOB,
      items: [
        { id: 'q1', question: 'Tell me about a time you delivered under a tight deadline.', kind: 'behavioural', competency: 'ownership', answer: STRONG },
        { id: 'q2', question: 'Tell me about a difficult customer.', kind: 'behavioural', competency: 'customer-focus', answer: 'I am good with people.' },
        { id: 'q3', question: 'Why this role?', kind: 'closing', competency: 'motivation' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { feedback, report } = response.json<{ feedback: (AnswerFeedback | null)[]; report: SessionReport }>();
    expect(feedback[2]).toBeNull();
    expect(feedback[0]!.score).toBeGreaterThan(feedback[1]!.score);
    expect(report.answered).toBe(2);
    expect(report.asked).toBe(3);
    expect(report.competencies.map((c) => c.competency)).toEqual(['ownership', 'customer-focus']);
  });

  it('caps the number of items', async () => {
    const items = Array.from({ length: 21 }, (_, i) => ({ id: `q${i}`, question: 'Why?', kind: 'closing', competency: 'motivation' }));
    expect((await post('/api/v1/interview/transcript', { field: 'sales', items })).statusCode).toBe(400);
  });
});
