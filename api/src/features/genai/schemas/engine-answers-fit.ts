// The engine's answer types against the contract, checked by the compiler: each v1 route answers
// what an engine task returns (EngineTaskTypes), and that type must fit the answer schema the
// route registers and the browser checks (shared-schemas GENAI_ANSWER_SCHEMAS, read by FromSchema).
// A field the contract names that the engine drops or retypes fails `npm run typecheck` here,
// not a caller at run time. Types only: nothing here runs.
import type { FromSchema } from 'json-schema-to-ts';
import type { GENAI_ANSWER_SCHEMAS, GenAiEndpoint, SchemaAnswer } from 'shared-schemas';
import type { EngineTaskOutput } from '../service/engine-tasks';

/** What each v1 route sends: its engine task's answer (rank adds the files it could not read). */
interface RouteAnswers {
  'resumes/parse': EngineTaskOutput<'parseResume'>;
  'resumes/score': EngineTaskOutput<'scoreResume'>;
  'resumes/ats': EngineTaskOutput<'checkAts'>;
  'resumes/enhance': EngineTaskOutput<'enhanceResume'>;
  'jobs/parse': EngineTaskOutput<'parseJob'>;
  'jobs/generate': EngineTaskOutput<'generateJob'>;
  normalize: EngineTaskOutput<'normalize'>;
  skills: EngineTaskOutput<'extractSkills'>;
  match: EngineTaskOutput<'match'>;
  rank: EngineTaskOutput<'rank'> & { failed: { id: string; status: number; message: string }[] };
  keywords: EngineTaskOutput<'extractKeywords'>;
  summarize: EngineTaskOutput<'summarize'>;
  'interview/plan': EngineTaskOutput<'interviewPlan'>;
  'interview/feedback': EngineTaskOutput<'interviewFeedback'>;
  'interview/transcript': EngineTaskOutput<'interviewTranscript'>;
}

type Contract<Name extends GenAiEndpoint> = SchemaAnswer<FromSchema<(typeof GENAI_ANSWER_SCHEMAS)[Name]>>;

/** `true` for each endpoint whose engine answer fits its contract; a misfit makes its entry `never`. */
export type EngineAnswersFit = { [Name in GenAiEndpoint]: RouteAnswers[Name] extends Contract<Name> ? true : never };

export const ENGINE_ANSWERS_FIT: EngineAnswersFit = {
  'resumes/parse': true,
  'resumes/score': true,
  'resumes/ats': true,
  'resumes/enhance': true,
  'jobs/parse': true,
  'jobs/generate': true,
  normalize: true,
  skills: true,
  match: true,
  rank: true,
  keywords: true,
  summarize: true,
  'interview/plan': true,
  'interview/feedback': true,
  'interview/transcript': true,
};
