// OpenAPI at /api/docs (UI) and /api/docs/json. Each route's schema sits beside its handler;
// @fastify/swagger collects them. The UI's assets are served from the installed package (offline).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { HTML_PAGE_HEADERS } from './security-headers';
import { sharedPlugin } from './shared-plugin';

export const docsPlugin = sharedPlugin(async (app: FastifyInstance) => {
  await app.register(swagger, {
    // Shared schemas (app.addSchema) keep their $id as their name under components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      info: {
        title: 'HireGen api',
        version: '0.1.0',
        description:
          'Contact messages, roles and the GenAI endpoints of the HireGen API v1. Errors are always `{ "message": "..." }`. ' +
          'Signed-in routes take `Authorization: Bearer <Firebase ID token>`.',
      },
      components: {
        securitySchemes: {
          firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
          hiregenApiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              "A HireGen API key (HR → API keys). With it: the key's own rate and daily quota, usage counted per day. " +
              'Without it: a small anonymous budget per client. Unknown or revoked keys get 401.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // validatorUrl null: the UI would otherwise fetch a badge from validator.swagger.io.
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null, persistAuthorization: false, tryItOutEnabled: true },
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.headers(HTML_PAGE_HEADERS);
        done();
      },
    },
  });
});
