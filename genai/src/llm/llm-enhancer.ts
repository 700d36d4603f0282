import { enhanceBullet, type BulletEnhancement } from '../enhance/enhance-bullet';
import { resumePlaceholders } from '../enhance/placeholders';
import { applyBullets, resumeBullets, type ResumeEnhancement } from '../enhance/enhance-resume';
import { ENHANCER_VERSION } from '../enhance/enhance-bullet';
import { inventedFacts } from '../enhance/fact-guard';
import { wordDiff } from '../enhance/word-diff';
import type { JsonResume, ParsedResume } from '../resume/json-resume';
import { chatJson, LlmError } from './chat-json';
import { llmConfigFromEnv, type LlmConfig } from './llm-config';

const MAX_BULLETS_PER_CALL = 40;

export const BULLET_REWRITE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['bullets'],
  properties: {
    bullets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['index', 'rewritten'],
        properties: { index: { type: 'integer' }, rewritten: { type: 'string' } },
      },
    },
  },
} as const;

const SYSTEM_PROMPT = [
  'You rewrite resume bullet points. Rules:',
  '1. Start with a strong past-tense action verb (present tense for a bullet marked "current": the role is ongoing); active voice; no "I", no filler.',
  '2. Keep every fact of the original. Never add a number, name, tool, employer or claim that is not in the original.',
  '3. Where a measurable result is missing, write a placeholder in square brackets such as "[add %]" or "[add number]" instead of a number.',
  '4. One sentence, at most 30 words.',
  'Answer only with JSON matching the schema: {"bullets":[{"index":<input index>,"rewritten":"..."}]}.',
].join('\n');

/** A rewriter of bullets: the offline engine, or a model behind the same interface. */
type BulletTense = 'past' | 'present';

const offlineAll = (bullets: string[], tenses?: BulletTense[]) => bullets.map((b, i) => enhanceBullet(b, { tense: tenses?.[i] ?? 'past' }));

export interface BulletRewriter {
  name: 'offline' | 'llm';
  /** `tenses[i]` is 'present' for a bullet of the current role (ending "Present"). */
  rewrite(bullets: string[], tenses?: BulletTense[]): Promise<{ results: BulletEnhancement[]; fallbackReason?: string }>;
}

export const offlineRewriter: BulletRewriter = {
  name: 'offline',
  rewrite: async (bullets, tenses) => ({ results: offlineAll(bullets, tenses) }),
};

function validate(output: unknown, count: number): Map<number, string> {
  if (!output || typeof output !== 'object' || !Array.isArray((output as { bullets?: unknown }).bullets)) {
    throw new LlmError('The model answer does not match the schema.', 'invalid-output');
  }
  const map = new Map<number, string>();
  for (const entry of (output as { bullets: unknown[] }).bullets) {
    if (!entry || typeof entry !== 'object') continue;
    const { index, rewritten } = entry as { index?: unknown; rewritten?: unknown };
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count) continue;
    if (typeof rewritten !== 'string' || !rewritten.trim() || rewritten.length > 600) continue;
    map.set(index, rewritten.replace(/\s+/g, ' ').trim());
  }
  return map;
}

/**
 * Rewrites with an OpenAI-compatible model. Each answer is validated and checked for invented
 * facts; a bullet whose rewrite fails either check, and every bullet when the call fails or times
 * out, gets the offline rewrite instead.
 */
export function createLlmRewriter(config: LlmConfig, fetchImpl: typeof fetch = fetch): BulletRewriter {
  return {
    name: 'llm',
    async rewrite(bullets, tenses) {
      const offline = offlineAll(bullets, tenses);
      const results: BulletEnhancement[] = [...offline];
      let fallbackReason: string | undefined;
      for (let start = 0; start < bullets.length; start += MAX_BULLETS_PER_CALL) {
        const batch = bullets.slice(start, start + MAX_BULLETS_PER_CALL);
        try {
          const user = JSON.stringify({
            bullets: batch.map((text, index) => (tenses?.[start + index] === 'present' ? { index, text, current: true } : { index, text })),
          });
          const rewrites = validate(await chatJson(config, SYSTEM_PROMPT, user, 'bullet_rewrites', BULLET_REWRITE_SCHEMA, fetchImpl), batch.length);
          batch.forEach((original, i) => {
            const rewritten = rewrites.get(i);
            if (!rewritten) return;
            const invented = inventedFacts(original, rewritten);
            if (invented.length) {
              fallbackReason ??= `The model added facts not in the original (${invented.slice(0, 3).join(', ')}); kept the offline rewrite.`;
              return;
            }
            const base = offline[start + i]!;
            results[start + i] = {
              ...base,
              rewritten,
              changed: rewritten !== base.original,
              placeholders: rewritten.match(/\[add [^\]]*\]/gi) ?? [],
              diff: wordDiff(base.original, rewritten),
              source: 'llm',
            };
          });
        } catch (error) {
          fallbackReason = error instanceof Error ? error.message : String(error);
        }
      }
      return fallbackReason ? { results, fallbackReason } : { results };
    },
  };
}

/** The rewriter the environment asks for: the LLM when HIREGEN_LLM_* is set, else offline. */
export function rewriterFromEnv(env?: Record<string, string | undefined>): BulletRewriter {
  const config = llmConfigFromEnv(env);
  return config ? createLlmRewriter(config) : offlineRewriter;
}

/** Enhances a resume's bullets with the given rewriter (default: from the environment). */
export async function enhanceResumeWith(parsed: ParsedResume | JsonResume, rewriter: BulletRewriter = rewriterFromEnv()): Promise<ResumeEnhancement> {
  const resume = 'resume' in parsed ? parsed.resume : parsed;
  const located = resumeBullets(resume);
  const tenses = located.map((b): BulletTense => {
    const m = /^work\[(\d+)\]/.exec(b.path);
    return m && resume.work[Number(m[1])]?.current ? 'present' : 'past';
  });
  const { results, fallbackReason } = await rewriter.rewrite(
    located.map((b) => b.text),
    tenses,
  );
  const bullets = results.map((r, i) => ({ ...r, path: located[i]!.path }));
  const usedLlm = bullets.some((b) => b.source === 'llm');
  const rewritten = applyBullets(resume, bullets);
  return {
    version: ENHANCER_VERSION,
    bullets,
    resume: rewritten,
    changed: bullets.filter((b) => b.changed).length,
    placeholders: resumePlaceholders(rewritten),
    provider: usedLlm ? 'llm' : 'offline',
    ...(fallbackReason ? { fallbackReason } : {}),
  };
}
