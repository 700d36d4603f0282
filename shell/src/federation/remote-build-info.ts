import { buildInfoUrl, parseRemoteBuildInfo, type RemoteBuildInfo } from 'shared-schemas';

/** Asks a remote's server which build it serves (for support); null when it does not say. */
export async function fetchRemoteBuildInfo(entry: string, signal: AbortSignal): Promise<RemoteBuildInfo | null> {
  const response = await fetch(buildInfoUrl(entry), { cache: 'no-store', signal: AbortSignal.any([signal, AbortSignal.timeout(4000)]) });
  return response.ok ? parseRemoteBuildInfo(await response.json()) : null;
}
