// The Pub/Sub emulator from Debian's google-cloud-cli-pubsub-emulator, started with its own
// launcher for the queue tests and the ingestion bench (a few seconds: a JVM).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const PUBSUB_EMULATOR_LAUNCHER = process.env.PUBSUB_EMULATOR_LAUNCHER ?? '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';

export interface RunningPubSubEmulator {
  host: string;
  startedInMs: number;
  stop(): Promise<void>;
}

export async function startPubSubEmulator(port: number, timeoutMs = 90_000): Promise<RunningPubSubEmulator> {
  if (!fs.existsSync(PUBSUB_EMULATOR_LAUNCHER))
    throw new Error(`No Pub/Sub emulator at ${PUBSUB_EMULATOR_LAUNCHER}: apt-get install google-cloud-cli-pubsub-emulator (needs Java 17).`);
  const started = Date.now();
  // Its own process group, so stopping it stops the JVM under the launcher script too.
  const child = spawn(PUBSUB_EMULATOR_LAUNCHER, [`--host=127.0.0.1`, `--port=${port}`], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Pub/Sub emulator not up after ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Pub/Sub emulator exited (${code}):\n${output.slice(-2000)}`));
    });
  });
  return {
    host: `127.0.0.1:${port}`,
    startedInMs: Date.now() - started,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return; // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // stopped
      }
    },
  };
}
