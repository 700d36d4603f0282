// Child processes that `npm start` and `npm test` own: started in their own process group,
// stopped by PID (group) in reverse order, never anything we did not start.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const owned = [];

/**
 * @param {string} name label for logs
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
 */
export function startProcess(name, command, args, { env = process.env, cwd, quiet = false } = {}) {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => `[${name}] ${line}`;
  const forward = (stream, target) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      if (!quiet) for (const line of lines) target.write(`${prefix(line)}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  owned.push({ name, child });
  return child;
}

/** Waits until something accepts TCP connections on 127.0.0.1:port, or fails after timeoutMs. */
export async function waitForPort(port, { timeoutMs = 60000, name = `port ${port}`, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready.`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start within ${Math.round(timeoutMs / 1000)} s.`);
}

/** Fails early with a clear message if a port we need is taken by something else. */
export async function assertPortFree(port, name) {
  const free = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) throw new Error(`Port ${port} (${name}) is already in use. Stop whatever uses it, or the earlier HireGen run.`);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every process we started, newest first: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(graceMs = 8000) {
  while (owned.length) {
    const { child } = owned.pop();
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

/** Commands `run` is waiting for, so an interrupted caller can end them too. */
const running = new Set();
let ending = false;

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd } = {}) {
  return new Promise((resolve) => {
    if (ending) return resolve(1); // the caller was interrupted: start nothing new
    const child = spawn(command, args, { env, cwd, stdio: 'inherit' });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Sends SIGTERM to every command `run` is still waiting for (a test runner and its workers), and starts no more. */
export function endRunning() {
  ending = true;
  for (const child of running) child.kill('SIGTERM');
}
