import type { ApplicationStage } from 'shared-schemas';

export interface OverviewState {
  resumes: { id: string; title: string; latestScore: number | null; review: number }[];
  primaryResumeId: string | null;
  directoryOptIn: boolean;
  applications: { stage: ApplicationStage }[];
}

export interface NextStep {
  text: string;
  to: string;
}

/** What to do next, from the candidate's real state: the first few that apply, most useful first. */
export function nextSteps(state: OverviewState, paths: { resumes: string; jobs: string; tailor: string; privacy: string }): NextStep[] {
  const steps: NextStep[] = [];
  if (state.resumes.length === 0) return [{ text: 'Create your first resume: import a PDF or Word file, or start from scratch.', to: paths.resumes }];
  const toCheck = state.resumes.find((r) => r.review > 0);
  if (toCheck)
    steps.push({
      text: `Check the ${toCheck.review} highlighted fields the importer was unsure of in “${toCheck.title}”.`,
      to: `${paths.resumes}/${toCheck.id}`,
    });
  const weak = state.resumes.find((r) => r.latestScore !== null && r.latestScore < 70);
  if (weak)
    steps.push({ text: `Raise “${weak.title}” from ${weak.latestScore} to 70+: follow the suggestions beside the editor.`, to: `${paths.resumes}/${weak.id}` });
  if (!state.primaryResumeId) steps.push({ text: 'Choose a primary resume: job matches are ranked against it.', to: paths.resumes });
  const active = state.applications.filter((a) => !['withdrawn', 'rejected', 'hired'].includes(a.stage));
  if (state.applications.length === 0) steps.push({ text: 'See which open jobs fit you best, and apply.', to: paths.jobs });
  else if (active.length < 3) steps.push({ text: 'Tailor a resume to your next application.', to: paths.tailor });
  if (!state.directoryOptIn) steps.push({ text: 'Let recruiters find you: preview your talent directory entry.', to: paths.privacy });
  return steps.slice(0, 4);
}
