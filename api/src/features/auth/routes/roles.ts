// Sign-in side of roles: choose a role once, read who I am, and Admin grants.
// After any claim change the client must refresh its ID token (`getIdToken(true)`) to carry it:
// answers say so with `refreshToken: true`.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ANSWER_SCHEMAS, ROLES, SELF_SERVICE_ROLES, parseRole } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { HttpError } from '../../../platform/errors';
import { chooseRole, grantRole, type GrantTarget } from '../service/roles';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

interface RoleRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'adminEmails' | 'authEmulatorHost' | 'storeTimeoutMs' | 'apiRateLimit'>;
}

const roleSchema = { type: 'string', maxLength: 32, description: `One of ${ROLES.join(', ')} (any case)` } as const;
const errorResponses = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 409: messageSchema, 429: messageSchema, 503: messageSchema };
const security = [{ firebaseIdToken: [] }];

function roleFrom(value: unknown) {
  const role = parseRole(value);
  if (!role) throw new HttpError(400, `The "role" field must be one of: ${ROLES.join(', ')}.`);
  return role;
}

export async function roleRoutes(fastify: FastifyInstance, { firebase, config }: RoleRoutesOptions) {
  const app = typed(fastify);
  const services = {
    auth: firebase.auth,
    firestore: firebase.firestore,
    adminEmails: config.adminEmails,
    allowUnverifiedAdminEmails: config.authEmulatorHost !== undefined,
    storeTimeoutMs: config.storeTimeoutMs,
  };
  const rateLimit = { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs };

  app.post(
    '/api/auth/role',
    {
      config: { rateLimit },
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Choose this account's role (once)",
        description: `${SELF_SERVICE_ROLES.join(', ')} may be chosen; Admin only by accounts in ADMIN_EMAILS. The same role again → 200; another role → 409. Writes the profile users/{uid}.`,
        security,
        body: {
          type: 'object',
          required: ['role'],
          properties: {
            role: roleSchema,
            name: { type: 'string', maxLength: 100, description: 'Display name from the sign-up form (optional)' },
          },
          additionalProperties: false,
        },
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.chooseRole,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { body } = request;
      const name = body.name?.trim() || undefined;
      // `request.account` is set by the authenticate preHandler.
      return chooseRole(services, request.account!, roleFrom(body.role), name);
    },
  );

  app.get(
    '/api/me',
    {
      config: { rateLimit },
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account and its role (null until chosen)',
        security,
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.me,
          401: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      const { uid, email, name, role } = request.account!;
      return { uid, email, name, role };
    },
  );

  app.post(
    '/api/admin/grants',
    {
      config: { rateLimit },
      preHandler: [app.authenticate, app.requireRole('Admin')],
      schema: {
        tags: ['admin'],
        summary: 'Grant a role to an account (Admin only, idempotent)',
        description: 'Give exactly one of email or uid. The account must refresh its ID token to use the new role.',
        security,
        body: {
          type: 'object',
          required: ['role'],
          properties: {
            email: { type: 'string', maxLength: 254 },
            uid: { type: 'string', maxLength: 128 },
            role: roleSchema,
          },
          additionalProperties: false,
        },
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.grantRole,
          404: messageSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { body } = request;
      const email = body.email?.trim();
      const uid = body.uid?.trim();
      if (Boolean(email) === Boolean(uid)) throw new HttpError(400, 'Give exactly one of "email" or "uid".');
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError(400, 'The "email" field is not a valid email address.');
      const target: GrantTarget = email ? { email } : { uid: uid! };
      const granted = await grantRole(services, target, roleFrom(body.role));
      return { ...granted, refreshToken: granted.changed };
    },
  );
}
