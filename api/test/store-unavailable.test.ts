// When Firestore cannot be reached the caller sees 503 (the message is not lost silently), and
// /readyz says not ready while /healthz stays up. The api runs in a child process pointed at a
// closed port (see fixtures/store-unavailable-probe.ts).
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test('503 for a contact message and for /readyz while Firestore is unreachable; /healthz 200', async () => {
  const repoRoot = path.resolve(__dirname, '..', '..');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/test/fixtures/store-unavailable-probe.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await closedPort()}`,
      STORE_TIMEOUT_MS: '1500',
      CONTACT_IP_SALT: 'test-salt',
    },
    timeout: 20_000,
  });
  const [contact, ready, health] = JSON.parse(stdout) as { status: number; body: unknown }[];
  expect(contact).toEqual({ status: 503, body: { message: 'Your message could not be sent right now. Please try again later.' } });
  expect(ready).toEqual({ status: 503, body: { message: 'Firestore is not reachable.' } });
  expect(health).toEqual({ status: 200, body: { status: 'ok' } });
});
