/** An OpenAI-compatible chat-completions endpoint. */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

/** Reads HIREGEN_LLM_BASE_URL / _API_KEY / _MODEL (/ _TIMEOUT_MS); null when not configured. */
export function llmConfigFromEnv(env: Record<string, string | undefined> = typeof process !== 'undefined' ? process.env : {}): LlmConfig | null {
  const baseUrl = env.HIREGEN_LLM_BASE_URL?.trim();
  const model = env.HIREGEN_LLM_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const timeout = Number(env.HIREGEN_LLM_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.HIREGEN_LLM_API_KEY?.trim() ?? '',
    model,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
  };
}
