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
}): Promise<FastifyInstance>;
