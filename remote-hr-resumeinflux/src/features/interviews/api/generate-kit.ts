// A first draft of a kit from the job posting: the interview engine's plan (POST /api/v1/interview/plan),
// each question with its competency and rubric, for HR to edit before saving.
import { callApi } from 'shared-auth';
import { INTERVIEW_ENGINE_LIMITS, type KitQuestion } from 'shared-schemas';

export async function generateKitQuestions(jobTitle: string, jobDescription: string, count: number): Promise<KitQuestion[]> {
  const job = `${jobTitle}\n${jobDescription}`.slice(0, INTERVIEW_ENGINE_LIMITS.job);
  const plan = await callApi('POST /api/v1/interview/plan', { json: { job, count } });
  return plan.questions.map(({ id, text, kind, competency, rubric }) => ({ id, text, kind, competency, rubric }));
}
