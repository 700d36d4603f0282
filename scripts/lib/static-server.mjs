// Serves one app's production build the way its own team would deploy it: hashed assets
// cached for a year, entry files and remotes.json never cached, CORS on the files so the shell
// (another origin) may load a remote — never on /api, which the browser calls same-origin —,
// the shell's SPA fallback, and the shell's /api proxy; on every
// answer the security headers of web-security.mjs (CSP naming exactly the remotes.json origins,
// the api and Firebase; frame-ancestors 'none'; HSTS over https; Referrer-Policy; COOP).
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import { apiUpstreams } from './api-upstreams.mjs';
import { pageStatus } from './page-status.mjs';
import { contentSecurityPolicy, securityHeaders } from './web-security.mjs';

/**
 * How long the /api proxy waits for the api's answer: past the api's longest (a rank: 120 s
 * deadline, up to 30 s waiting for an engine process, 1 s hard-stop grace). See the api README's
 * "Timeout policy".
 */
export const API_PROXY_TIMEOUT_MS = 180_000;

/**
 * How long close() lets answers under way finish before it drops their connections: a reader
 * that stopped reading (a paused download, a tab in the background) would otherwise hold the
 * server, and `npm start`'s Ctrl-C or a test run's clean-up, for ever.
 */
export const CLOSE_GRACE_MS = 2_000;

/** The header the /api proxy sends its secret in; the api's TRUST_PROXY_SECRET (api/src/config.ts) checks it. */
export const PROXY_SECRET_HEADER = 'x-hiregen-proxy';

const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'build-info.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$/;

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean,
 *           remotes?: () => object, appConfig?: () => object, apiOrigin?: string, logger?: boolean,
 *           cspSources?: () => { remotes?: object, apiOrigin?: string, appConfig?: object },
 *           https?: { key: string | Buffer, cert: string | Buffer }, proxyTimeoutMs?: number,
 *           closeGraceMs?: number, proxySecret?: string }} options
 * `cspSources` gives a remote's server the same remotes.json, api and Firebase config the shell
 * serves, so every app's pages carry the same policy; the shell's own are the default.
 * `proxySecret` (the api's TRUST_PROXY_SECRET) goes with every proxied request: it is how the api
 * tells this proxy's X-Forwarded-For from one a client on the same host wrote itself.
 * `apiOrigins` (the scale profile's api instances) replaces `apiOrigin`: /api takes turns among
 * them, skipping one that is down (api-upstreams.mjs); the first is the one the policy names.
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  remotes,
  appConfig,
  apiOrigin: oneApiOrigin,
  apiOrigins,
  logger = false,
  cspSources,
  https,
  proxyTimeoutMs = API_PROXY_TIMEOUT_MS,
  closeGraceMs = CLOSE_GRACE_MS,
  proxySecret,
}) {
  const apiOrigin = apiOrigins?.[0] ?? oneApiOrigin;
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no build. Run "npm run build" first.`);
  }
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, ...(https ? { https } : {}) });

  const sources = cspSources ?? (() => ({ remotes: remotes?.(), apiOrigin, appConfig: appConfig?.() }));
  // The policy only changes when its sources do: computed once per distinct set.
  let cached = { key: '', headers: {} };
  const headersNow = () => {
    const current = sources();
    const key = JSON.stringify(current);
    if (key !== cached.key) cached = { key, headers: securityHeaders({ csp: contentSecurityPolicy(current), https: Boolean(https) }) };
    return cached.headers;
  };
  headersNow();

  app.addHook('preClose', async () => {
    // Idle keep-alive sockets close at once (Node's server.close); busy ones get the grace.
    const drop = setTimeout(() => app.server.closeAllConnections(), closeGraceMs);
    app.server.once('close', () => clearTimeout(drop));
  });

  app.addHook('onSend', async (request, reply) => {
    // The files are public and loaded across origins (a remote's chunks by the shell). The api is
    // not: the shell's pages call it same-origin, so proxied answers get no CORS from here, and
    // none the api sent is passed on — no other site's script may read a signed-in answer.
    if (isApiPath(request.url)) reply.removeHeader('access-control-allow-origin');
    else reply.header('Access-Control-Allow-Origin', '*');
    reply.headers(headersNow());
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

  const upstreams = apiOrigin ? apiUpstreams(apiOrigins ?? [apiOrigin]) : null;
  if (upstreams) {
    app.addHook('onClose', async () => upstreams.close());
    await app.register(replyFrom, { base: apiOrigin, http: { requestOptions: { timeout: proxyTimeoutMs } } });
    // Same-origin /api for the browser; bodies are streamed through untouched.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    app.all('/api/*', (request, reply) => proxyToApi(request, reply, upstreams, proxySecret));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    // A page whose status the api decides (a public resume link) answers it to any client, so a
    // crawler or a plain fetch sees 404/410 for a refused link; the body is still the page.
    const decided =
      spa && isPage && apiOrigin
        ? await pageStatus(pathname, (apiPath, signal) =>
            fetch(new URL(apiPath, upstreams.next()), {
              signal,
              headers: forwardedHeaders({ 'user-agent': request.headers['user-agent'] ?? '' }, request, proxySecret),
            }),
          )
        : null;
    if (spa && isPage && (decided || (request.headers.accept ?? '').includes('text/html'))) {
      reply.header('Cache-Control', 'no-cache');
      if (decided?.noindex) reply.header('X-Robots-Tag', 'noindex');
      if (decided) {
        // A reload is a conditional request: the file's 304 under a 404/410 status would be an
        // empty error page (Chromium: ERR_HTTP_RESPONSE_CODE_FAILURE). Always send the page.
        delete request.raw.headers['if-none-match'];
        delete request.raw.headers['if-modified-since'];
      }
      return reply.code(decided?.status ?? 200).sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return app;
}

/**
 * One /api request to the instance whose turn it is. An instance that refuses the connection (or resets it) is
 * left out of the turns; a request without a body (GET, HEAD) goes again to another instance,
 * one with a body cannot (it was read on the way to the refused one) and answers 503 with
 * Retry-After, as a load balancer does while it has not yet seen the instance go.
 */
const GONE = new Set(['ECONNREFUSED', 'ECONNRESET']);

function proxyToApi(request, reply, upstreams, proxySecret, except) {
  const origin = upstreams.next(except);
  return reply.from(request.url, {
    getUpstream: () => origin,
    rewriteRequestHeaders: (_original, headers) => forwardedHeaders(headers, request, proxySecret),
    onError: (answer, { error }) => {
      // Refused, or a kept-alive connection reset by an instance going away.
      const refused = GONE.has(error?.cause?.code ?? error?.code);
      if (refused) upstreams.markDown(origin);
      const another = upstreams.origins.length > 1 && !except;
      if (refused && another && (request.method === 'GET' || request.method === 'HEAD')) return proxyToApi(request, answer, upstreams, proxySecret, origin);
      if (refused && another)
        return answer.code(503).header('Retry-After', '1').send({ message: 'The service is temporarily unavailable. Please try again later.' });
      return answer.send(error);
    },
  });
}

/** /api and everything under it (the proxied api), whatever the query string. */
export function isApiPath(url) {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The headers the api receives through the proxy. X-Forwarded-For is *replaced* by the address
 * this server saw (its socket peer; this server trusts no proxy in front of it): appending would
 * let a visitor write their own address first and, behind a same-host proxy the api trusts,
 * choose which rate-limit bucket they fall in. Other forwarding headers a visitor could send are
 * dropped for the same reason, and so is any proxy secret they send: only this server's own
 * (`proxySecret`) goes on.
 */
export function forwardedHeaders(headers, request, proxySecret) {
  const { forwarded: _forwarded, 'x-real-ip': _realIp, 'x-forwarded-host': _host, [PROXY_SECRET_HEADER]: _secret, ...rest } = headers;
  return {
    ...rest,
    'x-forwarded-for': request.socket.remoteAddress ?? request.ip,
    'x-forwarded-proto': request.protocol,
    ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
  };
}
