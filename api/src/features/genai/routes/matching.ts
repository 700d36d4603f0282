// POST /api/v1/match (one resume against a job) and /api/v1/rank (many resumes against one job,
// best first). Resumes come as files (multipart, with the job in the text field "job") or as
// text (JSON). Rank reads its files one at a time as they arrive, so memory holds one file.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResumeInput } from 'genai';
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../../platform/errors';
import type { GenaiEngine } from '../service/genai-engine';
import { GENAI_ANSWER_SCHEMAS as answers } from 'shared-schemas';
import { V1_TAG, documentErrorResponses, messageSchema, textField, uploadSchema } from '../schemas/v1-schemas';
import { apiKeyHeaders } from '../../keys/schemas/api-key-header';
import { acceptBodies, isJsonBody, readUpload, requiredText } from './multipart-body';
import { typed } from '../../../plugins/typed-routes';

/** A rank file that could not be read: reported beside the ranking instead of failing it. */
interface UnreadableResume {
  id: string;
  status: number;
  message: string;
}

const MATCH_BODY_LIMIT = 3 * 1024 * 1024;
const RANK_BODY_LIMIT = 12 * 1024 * 1024;

const jobField = 'The job description as plain text';

/** POST /match's JSON body: both texts. */
const matchJsonBody = {
  type: 'object',
  required: ['job', 'resume'],
  additionalProperties: false,
  properties: { job: { ...textField, description: jobField }, resume: { ...textField, description: 'The resume as plain text' } },
} as const;

export async function matchingRoutes(fastify: FastifyInstance, { engine }: { engine: GenaiEngine }) {
  const app = typed(fastify);
  const { limits } = engine;
  const uploadLimits = { maxFileBytes: limits.maxFileBytes, maxTextChars: limits.maxTextChars };
  const bodies = acceptBodies(['json', 'multipart']);

  app.post(
    '/match',
    {
      onRequest: bodies,
      bodyLimit: MATCH_BODY_LIMIT,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Match one resume to a job: 0–100 score, parts, matched/missing skills and a fit summary',
        description: 'Multipart: text field "job" and the resume in "file" (PDF or DOCX); or JSON { "job": "...", "resume": "..." } (both text).',
        body: {
          content: {
            'application/json': { schema: matchJsonBody },
            'multipart/form-data': { schema: uploadSchema({ job: jobField }, { many: false }) },
          },
        },
        response: { 200: answers.match, ...documentErrorResponses },
      },
    },
    async (request) => {
      let job: string;
      let resume: ResumeInput;
      if (request.isMultipart()) {
        const form = await readUpload(request, { fields: ['job'], maxFiles: 1, limits: uploadLimits });
        job = requiredText(form.fields.job, 'job');
        resume = await engine.tasks.resumeInput({ file: form.files[0]!, limits: engine.documentLimits() });
      } else {
        const { body } = request;
        if (!isJsonBody<FromSchema<typeof matchJsonBody>>(body, matchJsonBody))
          throw new HttpError(400, 'Send JSON { "job", "resume" } or a multipart upload.');
        job = requiredText(body.job, 'job');
        resume = { text: requiredText(body.resume, 'resume') };
      }
      return engine.tasks.match({ job, resume });
    },
  );

  async function rankFromFiles(request: FastifyRequest, deadline: number) {
    const resumes: { id: string; input: ResumeInput }[] = [];
    const failed: UnreadableResume[] = [];
    const seen = new Map<string, number>();
    let timeouts = 0;
    const form = await readUpload(request, {
      fields: ['job'],
      maxFiles: limits.maxRankResumes,
      maxTotalBytes: limits.maxRankUploadBytes,
      limits: uploadLimits,
      onFile: async (file) => {
        // Ids are the file names, made unique ("cv.pdf", "cv.pdf (2)") so each ranks separately.
        const count = (seen.get(file.fileName) ?? 0) + 1;
        seen.set(file.fileName, count);
        const id = count === 1 ? file.fileName : `${file.fileName} (${count})`;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw rankTimeout(limits.rankTimeoutMs);
        // After repeated timeouts the rest of the files are not read: a batch built to run out
        // every file's time limit would otherwise hold an engine process for the whole rank.
        if (timeouts >= limits.rankMaxTimeouts) {
          failed.push({ id, status: 504, message: `Not read: ${timeouts} files of this request ran past their time limit, so the rest were skipped.` });
          return;
        }
        try {
          resumes.push({ id, input: await engine.tasks.resumeInput({ file, limits: engine.documentLimits(remaining) }) });
        } catch (error) {
          // One unreadable file (scan, encrypted, wrong type, too slow) must not sink a batch.
          if (error instanceof HttpError && [413, 415, 422, 504].includes(error.statusCode)) {
            if (error.statusCode === 504) timeouts++;
            failed.push({ id, status: error.statusCode, message: error.message });
          } else throw error;
        }
      },
    });
    return { job: requiredText(form.fields.job, 'job'), resumes, failed };
  }

  /** POST /rank's JSON body: the job and the resumes as texts with ids. */
  const rankJsonBody = {
    type: 'object',
    required: ['job', 'resumes'],
    additionalProperties: false,
    properties: {
      job: { ...textField, description: jobField },
      resumes: {
        type: 'array',
        minItems: 1,
        maxItems: limits.maxRankResumes,
        items: {
          type: 'object',
          required: ['id', 'text'],
          additionalProperties: false,
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 }, text: { ...textField, description: 'The resume as plain text' } },
        },
      },
    },
  } as const;

  function rankFromJson(body: unknown) {
    if (!isJsonBody<FromSchema<typeof rankJsonBody>>(body, rankJsonBody)) throw new HttpError(400, 'Send JSON { "job", "resumes" } or a multipart upload.');
    const job = requiredText(body.job, 'job');
    const ids = new Set<string>();
    const resumes = body.resumes.map(({ id, text }, i) => {
      if (ids.has(id)) throw new HttpError(400, `The "resumes[${i}].id" field repeats the id "${id.slice(0, 80)}": ids must be unique.`);
      ids.add(id);
      return { id, input: { text: requiredText(text, `resumes[${i}].text`) } };
    });
    return { job, resumes, failed: [] as UnreadableResume[] };
  }

  app.post(
    '/rank',
    {
      // Many documents in one request: the bulk lane, behind no single-document request.
      config: { engineLane: 'bulk' },
      onRequest: bodies,
      bodyLimit: RANK_BODY_LIMIT,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Rank many resumes against one job, best first',
        description:
          `Multipart: text field "job" and up to ${limits.maxRankResumes} "file" parts (each at most ${Math.round(limits.maxFileBytes / 1048576)} MB, ` +
          `${Math.round(limits.maxRankUploadBytes / 1048576)} MB together; ids are the file names); or JSON { "job": "...", "resumes": [{ "id", "text" }] } ` +
          `(at most ${RANK_BODY_LIMIT / 1048576} MB). Files that cannot be read are listed in "failed" with the reason; the rest are ranked. ` +
          `Whole request at most ${limits.rankTimeoutMs / 1000} s.`,
        body: {
          content: {
            'application/json': { schema: rankJsonBody },
            'multipart/form-data': { schema: uploadSchema({ job: jobField }, { many: true }) },
          },
        },
        response: {
          200: answers.rank,
          ...documentErrorResponses,
          422: { ...messageSchema, description: 'None of the files could be read' },
        },
      },
    },
    async (request) => {
      const deadline = Date.now() + limits.rankTimeoutMs;
      const { job, resumes, failed } = request.isMultipart() ? await rankFromFiles(request, deadline) : rankFromJson(request.body);
      if (!resumes.length) {
        const first = failed[0];
        throw new HttpError(422, `None of the files could be read${first ? ` ("${first.id}": ${first.message})` : ''}.`);
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw rankTimeout(limits.rankTimeoutMs);
      const { ranked } = await engine.tasks.rank({ job, resumes }, remaining);
      return { ranked, failed };
    },
  );
}

function rankTimeout(limitMs: number): HttpError {
  return new HttpError(504, `Ranking took longer than the limit of ${limitMs / 1000} s.`);
}
