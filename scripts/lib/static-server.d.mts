import type { FastifyInstance } from 'fastify';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  remotes?: () => Record<string, string>;
  appConfig?: () => object;
  apiOrigin?: string;
  logger?: boolean;
  cspSources?: () => { remotes?: Record<string, string>; apiOrigin?: string; appConfig?: object };
  https?: { key: string | Buffer; cert: string | Buffer };
  proxyTimeoutMs?: number;
}): Promise<FastifyInstance>;

export const API_PROXY_TIMEOUT_MS: number;
