// Limits of the public HireGen API v1, from the environment (read once when the plugin is
// registered). Every cap here exists so one caller or one hostile document cannot hold the api.
import { availableParallelism } from 'node:os';
import { GENAI_LIMITS, GENAI_SERVER_TIMEOUTS } from 'shared-schemas';
import { ConfigError } from '../../../config';

type Env = Record<string, string | undefined>;

export interface V1Limits {
  /** Requests per window per client key (X-API-Key, else IP), all v1 endpoints together. */
  rateLimit: number;
  /**
   * Requests per window per IP whatever the keys: keys are not registered, so without this a
   * caller could mint a new X-API-Key per request and never be limited.
   */
  rateLimitPerIp: number;
  rateWindowMs: number;
  /** Largest uploaded resume file. */
  maxFileBytes: number;
  /** Most characters of a `text`, `job` or resume text. */
  maxTextChars: number;
  /** Most resumes in one rank request (files or JSON entries). */
  maxRankResumes: number;
  /** Most bytes of all files of one rank request together. */
  maxRankUploadBytes: number;
  /** Wall-clock limit for reading one document or running one text task in the engine. */
  documentTimeoutMs: number;
  /**
   * Wall-clock limit for reading a scanned PDF's pages by OCR (tesseract, a few seconds of CPU a
   * page), counted from when OCR starts; the engine process is stopped a second after it.
   */
  ocrTimeoutMs: number;
  /** Wall-clock limit for a whole rank request (every file read plus the ranking). */
  rankTimeoutMs: number;
  /** Engine child processes (each holds the engine and pdfjs: ~140 MB resident when warm). */
  engineWorkers: number;
  /**
   * Resident memory of all engine processes together; each may use its share
   * (engineMemoryMb / engineWorkers) and is killed past it. The api's ceiling is its own
   * ~150–250 MB plus this.
   */
  engineMemoryMb: number;
  /** V8 heap cap of each engine process (below its resident share). */
  engineHeapMb: number;
  /** Tasks allowed to wait for a worker; beyond that the api answers 503 at once. */
  engineQueueLength: number;
  /** Longest wait for a free worker before 503. */
  engineQueueTimeoutMs: number;
  /** Input bytes of all waiting engine tasks together; beyond it 503. */
  engineQueueBytes: number;
  /** Engine tasks one client may have running at once. */
  clientConcurrency: number;
  /** Engine tasks one client may have waiting or running; beyond it 503. */
  clientQueue: number;
  /** A multipart rank stops reading files after this many ran past their time limit. */
  rankMaxTimeouts: number;
}

/** Most characters of a text field (the contract in shared-schemas, which the pages check too). */
export const MAX_TEXT_CHARS = GENAI_LIMITS.maxTextChars;
/** Most resumes per rank request (the contract in shared-schemas). */
export const MAX_RANK_RESUMES = GENAI_LIMITS.maxRankFiles;
const MB = 1024 * 1024;

function integer(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  return value;
}

export function loadV1Limits(env: Env = process.env): V1Limits {
  const rateLimit = integer(env, 'V1_RATE_LIMIT', 120, 1);
  const engineWorkers = integer(env, 'V1_ENGINE_WORKERS', Math.max(2, Math.min(4, availableParallelism() - 1)), 1, 64);
  const engineMemoryMb = integer(env, 'V1_ENGINE_MEMORY_MB', 1024, 128 * engineWorkers, 65_536);
  return {
    rateLimit,
    rateLimitPerIp: integer(env, 'V1_RATE_LIMIT_PER_IP', rateLimit * 10, 1),
    rateWindowMs: integer(env, 'V1_RATE_WINDOW_MS', 60_000, 1),
    maxFileBytes: integer(env, 'V1_MAX_FILE_MB', GENAI_LIMITS.maxFileBytes / MB, 1, 50) * MB,
    maxTextChars: MAX_TEXT_CHARS,
    maxRankResumes: MAX_RANK_RESUMES,
    maxRankUploadBytes: integer(env, 'V1_RANK_MAX_UPLOAD_MB', 100, 1, 2048) * 1024 * 1024,
    documentTimeoutMs: integer(env, 'V1_DOCUMENT_TIMEOUT_MS', GENAI_SERVER_TIMEOUTS.documentMs, 1, 600_000),
    rankTimeoutMs: integer(env, 'V1_RANK_TIMEOUT_MS', GENAI_SERVER_TIMEOUTS.rankMs, 1, 3_600_000),
    ocrTimeoutMs: integer(env, 'V1_OCR_TIMEOUT_MS', 60_000, 1, 600_000),
    engineWorkers,
    engineMemoryMb,
    engineHeapMb: integer(env, 'V1_ENGINE_HEAP_MB', Math.min(768, Math.floor((engineMemoryMb / engineWorkers) * 0.75)), 64, 16_384),
    engineQueueLength: integer(env, 'V1_ENGINE_QUEUE', 256, 1),
    engineQueueTimeoutMs: integer(env, 'V1_ENGINE_QUEUE_TIMEOUT_MS', 30_000, 1),
    engineQueueBytes: integer(env, 'V1_ENGINE_QUEUE_MB', 64, 1, 4096) * 1024 * 1024,
    clientConcurrency: integer(env, 'V1_CLIENT_CONCURRENCY', Math.max(1, Math.floor(engineWorkers / 2)), 1, 64),
    clientQueue: integer(env, 'V1_CLIENT_QUEUE', 16, 1),
    rankMaxTimeouts: integer(env, 'V1_RANK_MAX_TIMEOUTS', 3, 1),
  };
}
