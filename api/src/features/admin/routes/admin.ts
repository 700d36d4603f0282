// The Admin api (/api/admin/*), one encapsulated plugin: every route in it needs a signed-in
// Admin (401 signed out, 403 any other role), checked before the body is read.
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { adminApiKeyRoutes } from './api-keys';
import { adminAuditRoutes } from './audit';
import { adminContactRoutes } from './contact';
import { adminOrganizationRoutes } from './organizations';
import { adminPlatformRoutes } from './platform';
import { requireAdmin } from './route-options';
import { adminUserRoutes } from './users';

export interface AdminRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'apiRateLimit' | 'storeTimeoutMs'>;
  blobs: Pick<BlobStore, 'deletePrefix'>;
}

export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  requireAdmin(app);
  await app.register(adminUserRoutes, options);
  await app.register(adminOrganizationRoutes, options);
  await app.register(adminContactRoutes, options);
  await app.register(adminAuditRoutes, options);
  await app.register(adminApiKeyRoutes, options);
  await app.register(adminPlatformRoutes, options);
}
