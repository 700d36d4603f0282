import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';

/** The shared data sets (resumes-dev, matching-dev) beside the repo. */
export const SHARED_DATA = process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../../../shared/data');

export function sharedFile(...parts: string[]): Buffer {
  return fs.readFileSync(path.join(SHARED_DATA, ...parts));
}

/**
 * The real api as server.ts builds it, silent, with V1_* settings taken from `v1Env` (the v1
 * plugin reads process.env when it is registered; restored afterwards). The v1 endpoints need
 * neither Firestore nor Auth: firebase-admin is created but never called by these tests.
 */
export async function buildV1App(v1Env: Record<string, string> = {}): Promise<FastifyInstance> {
  const saved = Object.fromEntries(Object.keys(v1Env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, v1Env);
  try {
    const app = await buildApp({ config: loadConfig({ ...process.env, CONTACT_IP_SALT: 'test-salt' }), logger: false });
    await app.ready();
    return app;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A multipart/form-data body built by hand (light-my-request sends Buffers as they are). */
export function multipartBody(parts: ({ name: string; value: string } | { name: string; fileName: string; content: Buffer | Uint8Array; type?: string })[]) {
  const boundary = `----hiregen${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.content));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
