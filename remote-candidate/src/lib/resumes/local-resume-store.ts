/**
 * Resumes of someone trying the builder signed out: kept in this browser's localStorage only
 * (nothing leaves the device), under one key. Same interface as the Firestore store.
 */
import { VERSIONS_MAX, type ResumeRecord, type ResumeVersion } from './resume-record';
import type { ResumeStore } from './resume-store';
import { newResumeFields, recordFrom } from './record-fields';

export const LOCAL_RESUMES_KEY = 'hiregen.builder.local';

interface LocalState {
  resumes: Record<string, Omit<ResumeRecord, 'id'>>;
  versions: Record<string, ResumeVersion[]>;
}

export class LocalStorageFullError extends Error {
  constructor() {
    super('This browser has no room left to keep your resume. Sign in to save it to your account, or export it.');
    this.name = 'LocalStorageFullError';
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export function localResumeStore(storage: Storage = window.localStorage): ResumeStore {
  const listeners = new Set<(resumes: ResumeRecord[]) => void>();

  const read = (): LocalState => {
    try {
      const value = JSON.parse(storage.getItem(LOCAL_RESUMES_KEY) ?? 'null') as LocalState | null;
      if (value && typeof value.resumes === 'object' && typeof value.versions === 'object') return value;
    } catch {
      // Unreadable (hand-edited): start again rather than break the page.
    }
    return { resumes: {}, versions: {} };
  };
  const list = (state: LocalState) =>
    Object.entries(state.resumes)
      .map(([id, data]) => recordFrom(id, data))
      .sort((a, b) => b.updatedAt - a.updatedAt);
  const write = (state: LocalState) => {
    try {
      storage.setItem(LOCAL_RESUMES_KEY, JSON.stringify(state));
    } catch {
      throw new LocalStorageFullError();
    }
    const resumes = list(state);
    listeners.forEach((listener) => listener(resumes));
  };

  return {
    kind: 'local',
    watchResumes(onChange) {
      listeners.add(onChange);
      onChange(list(read()));
      return () => listeners.delete(onChange);
    },
    async load(id) {
      const data = read().resumes[id];
      return data ? recordFrom(id, data) : null;
    },
    async create(input) {
      const state = read();
      const id = newId();
      state.resumes[id] = { ...newResumeFields(input), updatedAt: Date.now() };
      write(state);
      return id;
    },
    async save(id, patch) {
      const state = read();
      const current = state.resumes[id];
      if (!current) throw new Error('This resume no longer exists in this browser.');
      state.resumes[id] = { ...current, ...patch, updatedAt: Date.now() };
      write(state);
    },
    async remove(id) {
      const state = read();
      delete state.resumes[id];
      delete state.versions[id];
      write(state);
    },
    async versions(id) {
      return [...(read().versions[id] ?? [])].sort((a, b) => b.savedAt - a.savedAt);
    },
    async saveVersion(id, version) {
      const state = read();
      const versions = [{ ...version, id: newId(), savedAt: Date.now() }, ...(state.versions[id] ?? [])];
      state.versions[id] = versions.slice(0, VERSIONS_MAX);
      write(state);
    },
  };
}

/** The signed-out resumes, for moving them into a new account after sign-in. */
export function hasLocalResumes(storage: Storage = window.localStorage): boolean {
  try {
    const value = JSON.parse(storage.getItem(LOCAL_RESUMES_KEY) ?? 'null') as LocalState | null;
    return Boolean(value && Object.keys(value.resumes ?? {}).length);
  } catch {
    return false;
  }
}
