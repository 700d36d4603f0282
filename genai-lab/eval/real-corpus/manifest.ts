// The corpus manifest (<cache>/manifest.json): written whole to a temporary file and renamed, so a
// reader (the eval, the layout model's training) always sees a complete, if partial, corpus.
import fs from 'node:fs';
import path from 'node:path';
import type { DesignFamily, DocFormat, PageSize } from './design';
import type { Split } from './split';
import type { RealTruth } from './truth';

export const MANIFEST_VERSION = 1;

export interface ManifestDocument {
  /** "<resumeId>~<design id>~<format>" */
  id: string;
  resumeId: string;
  design: string;
  family: DesignFamily;
  format: DocFormat;
  pageSize: PageSize;
  /** PDF pages; 0 for DOCX (Word paginates it). */
  pages: number;
  /** Relative to the manifest's folder. */
  file: string;
  split: Split;
  truth: RealTruth;
  /** Cache key: design id + source + the resume file's hash (a change re-renders). */
  key: string;
  truthVersion: number;
}

export interface Manifest {
  version: number;
  documents: ManifestDocument[];
}

export function manifestPath(dir: string): string {
  return path.join(dir, 'manifest.json');
}

export function readManifest(dir: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestPath(dir), 'utf8')) as Manifest;
    return manifest.version === MANIFEST_VERSION && Array.isArray(manifest.documents) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

export function writeManifest(dir: string, documents: Iterable<ManifestDocument>): void {
  const sorted = [...documents].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const tmp = `${manifestPath(dir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ version: MANIFEST_VERSION, documents: sorted } satisfies Manifest));
  fs.renameSync(tmp, manifestPath(dir));
}
