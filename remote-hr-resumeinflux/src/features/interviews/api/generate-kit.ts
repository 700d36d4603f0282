// A first draft of a kit from the job posting: the interview engine's plan (POST /api/v1/interview/plan),
// each question with its competency and rubric, for HR to edit before saving.
import { apiFetch } from 'shared-auth';
import { API_TIMEOUTS, GENAI_ANSWERS, INTERVIEW_ENGINE_LIMITS, type KitQuestion } from 'shared-schemas';

interface PlannedQuestion {
  id: string;
  text: string;
  kind: string;
  competency: string;
  rubric: string;
}

export async function generateKitQuestions(jobTitle: string, jobDescription: string, count: number): Promise<KitQuestion[]> {
  const job = `${jobTitle}\n${jobDescription}`.slice(0, INTERVIEW_ENGINE_LIMITS.job);
  const plan = await apiFetch<{ questions: PlannedQuestion[] }>('/api/v1/interview/plan', {
    json: { job, count },
    timeoutMs: API_TIMEOUTS.genaiMs,
    answer: GENAI_ANSWERS['interview/plan'],
  });
  return plan.questions.map(({ id, text, kind, competency, rubric }) => ({ id, text, kind, competency, rubric }));
}
