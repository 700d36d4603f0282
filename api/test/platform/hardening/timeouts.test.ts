// The timeout policy end to end, the socket side and the auth side: a slow upload is cut at the
// request timeout (408), an ID-token check that never answers is a 503 at the auth deadline, and
// emulator trust needs a demo-* project id.
import { once } from 'node:events';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { buildApp } from '../../../src/app';
import { ConfigError, loadConfig } from '../../../src/config';
import { accountFromToken } from '../../../src/plugins/auth';
import { HttpError } from '../../../src/platform/errors';

/** Writes unless the server has already hung up (then the close is what the test waits for). */
function write(socket: net.Socket, text: string): void {
  try {
    if (socket.writable) socket.write(text);
  } catch {
    // EPIPE: closed by the server.
  }
}

const TOKEN = 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln';

describe('request timeout', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({ GCLOUD_PROJECT: 'demo-timeouts', CONTACT_IP_SALT: 't', REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' }),
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('a body sent one byte at a time is cut at the request timeout with 408', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const started = Date.now();
    socket.write('POST /api/contact-us HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const drip = setInterval(() => write(socket, ' '), 200);
    try {
      await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('still open after 8 s')), 8_000))]);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Checked every second: cut between 1.5 s and ~3 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('headers that never finish are cut too', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => write(socket, 'X-Slow: 1\r\n'), 200);
    try {
      await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('still open after 8 s')), 8_000))]);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});

describe('auth deadline', () => {
  it('an ID-token check that never answers is a 503 after the deadline, not a hang', async () => {
    const never = new Promise<never>(() => undefined);
    const auth = { verifyIdToken: () => never, getUser: () => never } as unknown as Auth;
    const started = Date.now();
    const error = await accountFromToken(auth, TOKEN, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, message: 'Sign-in cannot be checked right now. Please try again later.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('the account read has the same deadline', async () => {
    const auth = { verifyIdToken: async () => ({ uid: 'u', auth_time: 1 }), getUser: () => new Promise<never>(() => undefined) } as unknown as Auth;
    await expect(accountFromToken(auth, TOKEN, 300)).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('emulator trust', () => {
  it('refuses the emulators with a project id that is not demo-*', () => {
    expect(() => loadConfig({ GCLOUD_PROJECT: 'hiregen-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(ConfigError);
    expect(() => loadConfig({ GCLOUD_PROJECT: 'hiregen-prod', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /only used with a "demo-\*" project id, got "hiregen-prod"/,
    );
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-hiregen', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBe('127.0.0.1:9099');
    expect(loadConfig({ GCLOUD_PROJECT: 'hiregen-prod' }).projectId).toBe('hiregen-prod');
  });
});
