import { apiFetch } from 'shared-auth';
import type { PlatformStats, RemoteStatus } from '../types/platform';

export const platformStats = (signal?: AbortSignal) => apiFetch<PlatformStats>('/api/admin/platform?weeks=12', { signal });

/** The shell's remotes.json: container name → remote entry URL. */
export async function readRegistry(signal?: AbortSignal): Promise<Record<string, string>> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`remotes.json could not be read (HTTP ${response.status}).`);
  return (await response.json()) as Record<string, string>;
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Fetches one remote's entry (the remotes serve CORS for the shell) within 5 s: whether it
 * answers, how fast, and which build it serves (a digest of the entry, and its Last-Modified).
 */
export async function probeRemote(container: string, url: string): Promise<RemoteStatus> {
  const started = performance.now();
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    const ms = Math.round(performance.now() - started);
    if (!response.ok) return { container, url, state: 'down', ms, message: `HTTP ${response.status}` };
    const body = await response.arrayBuffer();
    const build = hex(await crypto.subtle.digest('SHA-256', body)).slice(0, 12);
    return { container, url, state: 'up', ms, build, lastModified: response.headers.get('last-modified') };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { container, url, state: 'down', message: timedOut ? 'No answer within 5 s' : 'Not reachable' };
  }
}
