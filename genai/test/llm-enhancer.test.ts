import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmRewriter, enhanceResumeWith, rewriterFromEnv } from '../src/llm/llm-enhancer';
import { llmConfigFromEnv } from '../src/llm/llm-config';
import { parseResumeText } from '../src/resume/parse-resume';

type Behaviour = 'good' | 'invents' | 'slow' | 'error' | 'garbage';

/** A local stand-in for an OpenAI-compatible /chat/completions endpoint. */
function startFakeModel(): Promise<{ url: string; behaviour: { value: Behaviour }; requests: unknown[]; close: () => Promise<void> }> {
  const behaviour = { value: 'good' as Behaviour };
  const requests: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body) as { messages: { content: string }[]; response_format: unknown; model: string };
      requests.push({ ...request, authorization: req.headers.authorization, path: req.url });
      const input = JSON.parse(request.messages[1]!.content) as { bullets: { index: number; text: string }[] };
      const reply = (content: string) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      if (behaviour.value === 'error') {
        res.statusCode = 500;
        res.end('{"error":"boom"}');
        return;
      }
      if (behaviour.value === 'slow') {
        setTimeout(() => reply('{"bullets":[]}'), 2_000).unref();
        return;
      }
      if (behaviour.value === 'garbage') {
        reply('not json at all');
        return;
      }
      reply(
        JSON.stringify({
          bullets: input.bullets.map((b) => ({
            index: b.index,
            rewritten:
              behaviour.value === 'invents' && b.index === 0
                ? `Cut costs by 73% at Google: ${b.text}`
                : `Delivered: ${b.text.replace(/^Worked on /, '')} [add %]`,
          })),
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        behaviour,
        requests,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

const RESUME = parseResumeText('Experience\nEngineer, Acme Corp\n2019 - 2020\n• Worked on the billing system\n• Wrote the on-call runbook');

describe('LLM provider (OpenAI-compatible)', () => {
  let fake: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    fake = await startFakeModel();
  });
  afterAll(() => fake.close());

  const rewriter = (timeoutMs = 1_000) => createLlmRewriter({ baseUrl: fake.url, apiKey: 'test-key', model: 'fake-1', timeoutMs });

  it('sends a JSON-schema prompt and uses validated answers', async () => {
    fake.behaviour.value = 'good';
    const result = await enhanceResumeWith(RESUME, rewriter());
    expect(result.provider).toBe('llm');
    expect(result.bullets.map((b) => b.rewritten)).toEqual(['Delivered: the billing system [add %]', 'Delivered: Wrote the on-call runbook [add %]']);
    expect(result.bullets[0]!.placeholders).toEqual(['[add %]']);
    const request = fake.requests[fake.requests.length - 1] as { model: string; authorization: string; path: string; response_format: { type: string } };
    expect(request).toMatchObject({ model: 'fake-1', authorization: 'Bearer test-key', path: '/v1/chat/completions' });
    expect(request.response_format.type).toBe('json_schema');
  });

  it('rejects a rewrite that invents a number or a name and keeps the offline one', async () => {
    fake.behaviour.value = 'invents';
    const result = await enhanceResumeWith(RESUME, rewriter());
    expect(result.bullets[0]!.source).toBe('offline');
    expect(result.bullets[0]!.rewritten).not.toMatch(/73|Google/);
    expect(result.bullets[1]!.source).toBe('llm');
    expect(result.fallbackReason).toMatch(/added facts/);
  });

  it.each<[Behaviour, RegExp]>([
    ['slow', /within 300 ms/],
    ['error', /HTTP 500/],
    ['garbage', /not valid JSON/],
  ])('falls back to the offline engine when the model is %s', async (behaviour, reason) => {
    fake.behaviour.value = behaviour;
    const result = await enhanceResumeWith(RESUME, rewriter(300));
    expect(result.provider).toBe('offline');
    expect(result.fallbackReason).toMatch(reason);
    expect(result.bullets[0]!.rewritten).toBe('Contributed to the billing system, [add result: number, % or time saved]');
  });

  it('falls back when nothing listens at the address', async () => {
    const result = await enhanceResumeWith(RESUME, createLlmRewriter({ baseUrl: 'http://127.0.0.1:9', apiKey: '', model: 'x', timeoutMs: 500 }));
    expect(result.provider).toBe('offline');
  });

  it('reads its configuration from the environment, offline when unset', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(rewriterFromEnv({}).name).toBe('offline');
    expect(llmConfigFromEnv({ HIREGEN_LLM_BASE_URL: 'http://127.0.0.1:1234/v1/', HIREGEN_LLM_MODEL: 'm', HIREGEN_LLM_API_KEY: 'k' })).toEqual({
      baseUrl: 'http://127.0.0.1:1234/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 20_000,
    });
  });
});
