import { answerProblem } from './answer-shape';
import { GENAI_LIMIT_TEXT, GENAI_LIMITS } from './genai-api';
import { formatMegabytes } from './http/client-policy';
import { messageForStatus } from './http/status-words';
import { GENAI_ANSWERS } from './http/genai';
import { HIRING_ANSWERS } from './http/hiring';

const { upload: UPLOAD_BATCH_ANSWER, ranking: JOB_RANKING_ANSWER } = HIRING_ANSWERS;

describe('answerProblem', () => {
  const score = GENAI_ANSWERS['resumes/score'];
  const parsed = { resume: {}, confidence: {}, text: 'Ada', meta: {} };
  const scorecard = { version: '1', total: 72, categories: [], suggestions: [], extra: 'kept' };

  it('accepts an answer that has every required field, extra fields included', () => {
    expect(answerProblem({ resume: parsed, scorecard, more: 1 }, score)).toBeUndefined();
  });

  it('names the first field that is missing or of the wrong type', () => {
    expect(answerProblem({ resume: parsed }, score)).toBe('answer.scorecard is missing');
    expect(answerProblem({ resume: parsed, scorecard: { ...scorecard, total: '72' } }, score)).toBe('answer.scorecard.total is not a number');
    expect(answerProblem({ resume: parsed, scorecard: { ...scorecard, total: Number.NaN } }, score)).toBe('answer.scorecard.total is not a number');
    expect(answerProblem([], score)).toBe('answer is not an object');
    expect(answerProblem(null, score)).toBe('answer is not an object');
  });

  it('checks every item of an array shape', () => {
    const keywords = GENAI_ANSWERS.keywords;
    expect(answerProblem({ keywords: [{ phrase: 'react', score: 0.9 }] }, keywords)).toBeUndefined();
    expect(answerProblem({ keywords: [{ phrase: 'react', score: 0.9 }, { phrase: 'go' }] }, keywords)).toBe('answer.keywords[1].score is missing');
    expect(answerProblem({ keywords: 'react' }, keywords)).toBe('answer.keywords is not an array');
  });

  it('knows the upload batch answer', () => {
    expect(answerProblem({ batchId: 'b1', results: [{ fileName: 'a.pdf', status: 'added' }] }, UPLOAD_BATCH_ANSWER)).toBeUndefined();
    expect(answerProblem({ batchId: 'b1', results: [{ status: 'added' }] }, UPLOAD_BATCH_ANSWER)).toBe('answer.results[0].fileName is missing');
  });

  it('knows a job ranking answer', () => {
    const ada = {
      applicationId: 'a1',
      rank: 1,
      name: 'Ada',
      source: 'uploaded',
      stage: 'applied',
      match: { score: 71, matched: ['Go'], missing: [], summary: 'Fits.' },
    };
    expect(answerProblem({ jobId: 'j1', total: 3, ranked: [ada] }, JOB_RANKING_ANSWER)).toBeUndefined();
    expect(answerProblem({ jobId: 'j1', ranked: [ada] }, JOB_RANKING_ANSWER)).toBe('answer.total is missing');
    expect(answerProblem({ jobId: 'j1', total: 1, ranked: [{ ...ada, match: { ...ada.match, score: '71' } }] }, JOB_RANKING_ANSWER)).toBe(
      'answer.ranked[0].match.score is not a number',
    );
  });
});

describe('limits and their words', () => {
  it('writes sizes as people read them', () => {
    expect(formatMegabytes(GENAI_LIMITS.maxFileBytes)).toBe('10 MB');
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(GENAI_LIMIT_TEXT.fileTooLarge()).toBe('The file is too large (at most 10 MB).');
    expect(GENAI_LIMIT_TEXT.tooManyFiles(GENAI_LIMITS.maxRankFiles)).toBe('Too many files (at most 200 per request).');
  });

  it('has a sentence for each error status without a server message', () => {
    expect(messageForStatus(413)).toBe('The file or text is too large. Files can be up to 10 MB.');
    expect(messageForStatus(503)).toMatch(/on our side/);
    expect(messageForStatus(404)).toBe('HireGen could not find what this page asked for. Reload the page and try again.');
    expect(messageForStatus(400)).toBe('The request was not accepted. Check the input and try again.');
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504]) expect(messageForStatus(status)).not.toMatch(/HTTP|\d{3}/);
  });
});
