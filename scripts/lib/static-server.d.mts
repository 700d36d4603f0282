import type { FastifyInstance } from 'fastify';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  /** remotes.json: a version-2 registry (or the old flat form). */
  remotes?: () => object;
  appConfig?: () => object;
  apiOrigin?: string;
  /** Several api instances (the scale profile): /api takes turns among those that are up. */
  apiOrigins?: string[];
  logger?: boolean;
  cspSources?: () => { remotes?: object; apiOrigin?: string; appConfig?: object };
  https?: { key: string | Buffer; cert: string | Buffer };
  proxyTimeoutMs?: number;
  /** How long close() waits for answers under way before dropping their connections. */
  closeGraceMs?: number;
  /** Sent to the api with every proxied request (its TRUST_PROXY_SECRET). */
  proxySecret?: string;
}): Promise<FastifyInstance>;

export const API_PROXY_TIMEOUT_MS: number;
export const CLOSE_GRACE_MS: number;
export const PROXY_SECRET_HEADER: string;
export function isApiPath(url: string): boolean;
