import { REGISTRY_REPORT_MAX, type RegisteredRemote, type RegistryReportEvent, type RegistryReportKind } from 'shared-schemas';
import { RESOLVED_KEY } from './released-entries';

/** Events wait this long for others to join them: one request per burst, not per event. */
const BATCH_MS = 1000;
/** A page never sends more than this many events, however it fails. */
const PAGE_CAP = 60;

const queue: RegistryReportEvent[] = [];
/** What this page has reported, once per remote and kind (a session counts once). */
const reported = new Set<string>();
let queued = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function send(): void {
  timer = undefined;
  while (queue.length) {
    const events = queue.splice(0, REGISTRY_REPORT_MAX);
    // Fire and forget: keepalive lets it leave while the page unloads; a lost report is only a lost count.
    void fetch('/api/platform/registry/reports', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  }
}

/**
 * Remote loads and failures for the api's registry (its canary guard), batched and bounded: loaded
 * by remote-loader.ts's reportRemote only when a released remote has something to report.
 */
export function queueReport(event: RegistryReportEvent): void {
  if (queued >= PAGE_CAP) return;
  queued += 1;
  queue.push(event);
  if (!timer) {
    timer = setTimeout(send, BATCH_MS);
    addEventListener('pagehide', send, { once: true });
  }
}

/**
 * remote-loader.ts's reportRemote, past its first check: failures always, loads only while a
 * canary runs for the remote (then the guard needs them for a rate), each once per page, and only
 * with the token the api served this session for the version (the api refuses reports without).
 * A failing canary also drops the browser's cached resolve answer (released-entries.ts), so the
 * next load waits for the api's fresh one: after a rollback it serves the stable version at once.
 */
export function reportRemote(container: string, release: NonNullable<RegisteredRemote['release']>, kind: RegistryReportKind): void {
  if (release.canary && kind !== 'load') {
    try {
      localStorage.removeItem(RESOLVED_KEY);
    } catch {
      // storage blocked: nothing was cached
    }
  }
  if ((kind === 'load' && !release.watched) || !release.token || reported.has(container + kind)) return;
  reported.add(container + kind);
  queueReport({ remote: container, version: release.version, kind, token: release.token });
}
