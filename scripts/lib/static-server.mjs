// Serves one app's production build the way its own team would deploy it: hashed assets
// cached for a year, entry files and remotes.json never cached, CORS so the shell (another
// origin) may load a remote, the shell's SPA fallback, and the shell's /api proxy.
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';

const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$/;

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean,
 *           remotes?: () => Record<string,string>, appConfig?: () => object, apiOrigin?: string, logger?: boolean }} options
 */
export async function startStaticServer({ root, port, host = '127.0.0.1', spa = false, remotes, appConfig, apiOrigin, logger = false }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no build. Run "npm run build" first.`);
  }
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });

  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath);
      if (NO_CACHE.has(name)) reply.header('Cache-Control', 'no-cache');
      else if (HASHED.test(name)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=300');
    },
  });

  if (appConfig) {
    // Runtime settings for the browser (Firebase project, emulator hosts): one build, any place.
    app.get('/app-config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return appConfig();
    });
  }

  if (remotes) {
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return remotes();
    });
  }

  if (apiOrigin) {
    await app.register(replyFrom, { base: apiOrigin, http: { requestOptions: { timeout: 30000 } } });
    // Same-origin /api for the browser; bodies are streamed through untouched.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // The api sees the visitor's address (for per-client rate limits) through X-Forwarded-For;
    // it trusts that header only from this proxy (TRUST_PROXY=127.0.0.1).
    app.all('/api/*', (request, reply) =>
      reply.from(request.url, {
        rewriteRequestHeaders: (_original, headers) => ({
          ...headers,
          'x-forwarded-for': headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.ip}` : request.ip,
        }),
      }),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '') && (request.headers.accept ?? '').includes('text/html');
    if (spa && wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return app;
}
