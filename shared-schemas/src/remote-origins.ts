/**
 * Which URL each remote was loaded from in this browser tab: the shell's loader writes it when
 * a remote's entry answers (its primary `entry` or one of its `fallbackEntries`), tries that one
 * first for the rest of the session, and the admin registry view shows it. sessionStorage: one
 * tab's session, never shared with other tabs or users, gone when the tab closes.
 */
export const REMOTE_LOADED_FROM_KEY = 'hiregen.remoteLoadedFrom';

export type RemoteLoadedFrom = Record<string, string>;

/** The part of the Web Storage API used here (this package runs in Node too, without the DOM's types). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The stored map, keeping only string values; {} when there is none or it is not one. */
export function readRemoteLoadedFrom(storage: Pick<KeyValueStore, 'getItem'> | undefined): RemoteLoadedFrom {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REMOTE_LOADED_FROM_KEY) ?? '{}');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}

/** Records that `container` loaded from `entry` (storage full or blocked: remembered nowhere). */
export function writeRemoteLoadedFrom(storage: Pick<KeyValueStore, 'getItem' | 'setItem'> | undefined, container: string, entry: string): void {
  try {
    storage?.setItem(REMOTE_LOADED_FROM_KEY, JSON.stringify({ ...readRemoteLoadedFrom(storage), [container]: entry }));
  } catch {
    // private mode or a full quota: failover still works, it is only not remembered
  }
}
