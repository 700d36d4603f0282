// server.ts on SIGTERM: stops taking new connections, lets the request in flight finish (its
// Firestore write included), then exits 0. The request is kept in flight on purpose by sending
// its body in two parts around the signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const PROJECT = 'demo-hiregen-shutdown-test';
let server: ChildProcess | undefined;

afterEach(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number) {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the api did not start');
}

test('SIGTERM finishes the request in flight, stores it, refuses new connections, exits 0', async () => {
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: path.resolve(__dirname, '..', '..', '..'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), GCLOUD_PROJECT: PROJECT, LOG_LEVEL: 'warn', CONTACT_IP_SALT: 'test' },
    stdio: 'ignore',
  });
  const exited = once(server, 'exit');
  await waitForHealth(port);

  const subject = `In flight ${Date.now()}`;
  const body = JSON.stringify({ name: 'Asha', email: 'asha@example.com', subject, message: 'Sent during shutdown.' });
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = once(socket, 'end');
  socket.write(`POST /api/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
  socket.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));

  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // A new connection is refused while the old request is still open.
  const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => false,
    () => true,
  );
  expect(refused).toBe(true);

  socket.write(body.slice(10));
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);

  const observer = initializeApp({ projectId: PROJECT }, 'shutdown-observer');
  try {
    const stored = await getFirestore(observer).collection('contactMessages').where('subject', '==', subject).get();
    expect(stored.size).toBe(1);
  } finally {
    await deleteApp(observer);
  }
}, 60_000);
