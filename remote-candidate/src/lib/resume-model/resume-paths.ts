/**
 * Immutable edits of a JSON Resume by path. A path is an array (["work", 0, "highlights", 1]);
 * its key is the engine's spelling ("work[0].highlights[1]"), which the scorecard, the enhancer
 * and the parser's confidence use, so a suggestion or a low-confidence flag finds its field.
 */
import type { JsonResume } from 'shared-schemas';

export type ResumePath = (string | number)[];

export function pathKey(path: ResumePath): string {
  return path.reduce<string>((key, part) => (typeof part === 'number' ? `${key}[${part}]` : key ? `${key}.${part}` : part), '');
}

export function parsePathKey(key: string): ResumePath {
  const path: ResumePath = [];
  for (const match of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return path;
}

/** The DOM id of a field's input, so links (suggestions, review flags) can focus it. */
export function fieldId(path: ResumePath | string): string {
  const key = typeof path === 'string' ? path : pathKey(path);
  return `rb-${key.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

export function getAt(value: unknown, path: ResumePath): unknown {
  let node: unknown = value;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

function setIn(node: unknown, path: ResumePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...ResumePath];
  if (typeof head === 'number') {
    const list = Array.isArray(node) ? [...node] : [];
    list[head] = setIn(list[head], rest, value);
    return list;
  }
  const record = node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...(node as Record<string, unknown>) } : {};
  record[head] = setIn(record[head], rest, value);
  return record;
}

export function setAt<T>(resume: T, path: ResumePath, value: unknown): T {
  return setIn(resume, path, value) as T;
}

function listAt(resume: JsonResume, path: ResumePath): unknown[] {
  const list = getAt(resume, path);
  return Array.isArray(list) ? list : [];
}

export function insertAt(resume: JsonResume, listPath: ResumePath, index: number, value: unknown): JsonResume {
  const list = [...listAt(resume, listPath)];
  list.splice(Math.max(0, Math.min(index, list.length)), 0, value);
  return setAt(resume, listPath, list);
}

export function removeAt(resume: JsonResume, listPath: ResumePath, index: number): JsonResume {
  const list = [...listAt(resume, listPath)];
  list.splice(index, 1);
  return setAt(resume, listPath, list);
}

/** Moves one element of a list; out-of-range moves leave the resume as it was. */
export function moveAt(resume: JsonResume, listPath: ResumePath, from: number, to: number): JsonResume {
  const list = [...listAt(resume, listPath)];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return resume;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return setAt(resume, listPath, list);
}

/** Where a section's entries live: profiles are under basics, the rest at the top. */
export function sectionPath(section: string): ResumePath {
  return section === 'profiles' ? ['basics', 'profiles'] : [section];
}
