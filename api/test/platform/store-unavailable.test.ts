// When Firestore cannot be reached the caller sees 503 (the message is not lost silently), and
// /readyz says not ready while /healthz stays up. The api runs in a child process pointed at a
// port that drops every connection (see fixtures/store-unavailable-probe.ts).
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A port that refuses to speak: every connection is dropped at once. Held for the whole test,
 *  so no other process can take it meanwhile (a merely closed port could be reused). */
async function deadFirestore(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('503 for a contact message and for /readyz while Firestore is unreachable; /healthz 200', async () => {
  const dead = await deadFirestore();
  const { port } = dead.address() as net.AddressInfo;
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/test/support/fixtures/store-unavailable-probe.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
      STORE_TIMEOUT_MS: '1500',
      CONTACT_IP_SALT: 'test-salt',
    },
    timeout: 20_000,
  }).finally(() => dead.close());
  const [contact, ready, health] = JSON.parse(stdout) as { status: number; body: unknown }[];
  expect(contact).toEqual({ status: 503, body: { message: 'Your message could not be sent right now. Please try again later.' } });
  expect(ready).toEqual({ status: 503, body: { message: 'Firestore is not reachable.' } });
  expect(health).toEqual({ status: 200, body: { status: 'ok' } });
});
