// The launcher's refusals (the happy path runs before every test file, in global-setup.mjs):
// missing Java or jar → install instructions and a non-zero exit; a busy port → a clear error.
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..', '..');

async function launch(env: Record<string, string>, args: string[] = []) {
  try {
    await run(process.execPath, ['scripts/emulators.mjs', '--no-persist', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 20_000 });
    return { code: 0, output: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

test('without Java it says how to install it and exits 2', async () => {
  const { code, output } = await launch({ JAVA: '/nonexistent/java' });
  expect(code).toBe(2);
  expect(output).toContain('Java was not found');
  expect(output).toContain('apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator');
});

test('without the Firestore emulator jar it says how to install it and exits 2', async () => {
  const { code, output } = await launch({ FIRESTORE_EMULATOR_JAR: '/nonexistent/cloud-firestore-emulator.jar' });
  expect(code).toBe(2);
  expect(output).toContain('jar is missing');
  expect(output).toContain('google-cloud-cli-firestore-emulator');
});

test('a port already in use is named, and nothing is started', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    const { code, output } = await launch({}, ['--auth-port', String(port), '--firestore-port', String(port)]);
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} on 127.0.0.1 (Auth emulator) is already in use`);
  } finally {
    blocker.close();
  }
});
