// HR assigns an applicant to interviewers: through the api (POST /api/interviews), which copies
// the candidate from the application and the questions from the kit, and checks the panel.
import { callApi } from 'shared-auth';
import type { InterviewMode } from 'shared-schemas';

export interface AssignInput {
  applicationId: string;
  kitId: string;
  mode: InterviewMode;
  interviewerUids: string[];
  /** ISO time: AI-led deadline or live meeting time. */
  at: string;
}

export function assignInterview(input: AssignInput): Promise<{ id: string }> {
  const { at, ...rest } = input;
  return callApi('POST /api/interviews', { json: { ...rest, ...(input.mode === 'ai-async' ? { dueAt: at } : { scheduledAt: at }) } });
}
