import type { LlmConfig } from './llm-config';

export class LlmError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'http' | 'invalid-output' | 'network',
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

const MAX_RESPONSE_CHARS = 200_000;

/**
 * One chat-completions call that must answer with JSON matching `schema` (OpenAI
 * `response_format: json_schema`). Returns the parsed JSON; the caller validates its shape.
 */
export async function chatJson(
  config: LlmConfig,
  system: string,
  user: string,
  schemaName: string,
  schema: object,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
      }),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    if (controller.signal.aborted) throw new LlmError(`The model did not answer within ${config.timeoutMs} ms.`, 'timeout');
    throw new LlmError(`The model endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`, 'network');
  }
  try {
    if (!response.ok) throw new LlmError(`The model endpoint answered HTTP ${response.status}.`, 'http');
    const body = await response.text();
    if (body.length > MAX_RESPONSE_CHARS) throw new LlmError('The model answer is too large.', 'invalid-output');
    const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LlmError('The model answer has no message content.', 'invalid-output');
    return JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
  } catch (error) {
    if (error instanceof LlmError) throw error;
    if (controller.signal.aborted) throw new LlmError(`The model did not answer within ${config.timeoutMs} ms.`, 'timeout');
    throw new LlmError(`The model answer is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, 'invalid-output');
  } finally {
    clearTimeout(timer);
  }
}
