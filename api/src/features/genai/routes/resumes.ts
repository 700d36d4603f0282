// POST /api/v1/resumes/{parse,score,ats,enhance}: resume intelligence on an uploaded file
// (multipart "file") or on resume text (JSON { text }). The ATS check needs the file itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENAI_ANSWER_SCHEMAS as answers } from 'shared-schemas';
import type { ResumeSource } from '../service/engine-tasks';
import type { GenaiEngine } from '../service/genai-engine';
import { V1_TAG, documentErrorResponses, textBody, uploadSchema } from '../schemas/v1-schemas';
import { apiKeyHeaders } from '../../keys/schemas/api-key-header';
import { acceptBodies, readUpload, requiredText, textField } from './multipart-body';
import { typed } from '../../../plugins/typed-routes';

/** JSON body cap for one resume text: 200,000 characters even when every one is escaped. */
export const TEXT_BODY_LIMIT = 1536 * 1024;

const fileOrText = {
  content: {
    'application/json': { schema: textBody },
    'multipart/form-data': { schema: uploadSchema({}, { many: false }) },
  },
};

export async function resumeRoutes(fastify: FastifyInstance, { engine }: { engine: GenaiEngine }) {
  const app = typed(fastify);
  const { limits } = engine;
  const uploadLimits = { maxFileBytes: limits.maxFileBytes, maxTextChars: limits.maxTextChars };
  const maxMb = Math.round(limits.maxFileBytes / 1048576);
  const inputNote = `Send the resume as a multipart upload (field "file": PDF or DOCX, at most ${maxMb} MB) or as JSON { "text": "..." } (at most ${limits.maxTextChars.toLocaleString('en')} characters).`;

  async function resumeSource(request: FastifyRequest): Promise<ResumeSource> {
    if (request.isMultipart()) {
      const form = await readUpload(request, { fields: [], maxFiles: 1, limits: uploadLimits });
      return { file: form.files[0]! };
    }
    return { text: requiredText(textField(request.body, 'text'), 'text') };
  }

  const common = { onRequest: acceptBodies(['json', 'multipart']), bodyLimit: TEXT_BODY_LIMIT };

  app.post(
    '/resumes/parse',
    {
      ...common,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Parse a resume into a JSON Resume (PDF to resume)',
        description: `${inputNote} Answers the structured resume with a confidence per field and the text as read.`,
        body: fileOrText,
        response: { 200: answers['resumes/parse'], ...documentErrorResponses },
      },
    },
    async (request) => engine.tasks.parseResume({ source: await resumeSource(request), limits: engine.documentLimits() }),
  );

  app.post(
    '/resumes/score',
    {
      ...common,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Score a resume 0–100 with weighted categories and line-level suggestions',
        description: inputNote,
        body: fileOrText,
        response: {
          200: answers['resumes/score'],
          ...documentErrorResponses,
        },
      },
    },
    async (request) => engine.tasks.scoreResume({ source: await resumeSource(request), limits: engine.documentLimits() }),
  );

  app.post(
    '/resumes/ats',
    {
      onRequest: acceptBodies(['multipart'], 'The ATS check needs the file itself: send a multipart/form-data upload with the resume in the "file" field.'),
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'ATS compliance check of a resume file',
        description: `Multipart upload only (field "file": PDF or DOCX, at most ${maxMb} MB): layout, fonts, hidden text and file checks need the file. Answers findings with severity and a fix, and the text as an ATS reads it.`,
        body: { content: { 'multipart/form-data': { schema: uploadSchema({}, { many: false }) } } },
        response: {
          200: answers['resumes/ats'],
          ...documentErrorResponses,
        },
      },
    },
    async (request) => {
      const form = await readUpload(request, { fields: [], maxFiles: 1, limits: uploadLimits });
      return engine.tasks.checkAts({ file: form.files[0]!, limits: engine.documentLimits() });
    },
  );

  app.post(
    '/resumes/enhance',
    {
      ...common,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Rewrite weak resume bullets action-first, without inventing facts',
        description: `${inputNote} Missing results are marked as placeholders such as "[add %]"; each bullet has a word diff.`,
        body: fileOrText,
        response: {
          200: answers['resumes/enhance'],
          ...documentErrorResponses,
        },
      },
    },
    async (request) => engine.tasks.enhanceResume({ source: await resumeSource(request), limits: engine.documentLimits() }),
  );
}
