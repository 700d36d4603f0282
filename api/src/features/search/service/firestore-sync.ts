// Keeps the indexes fresh from Firestore: one onSnapshot listener per source. The first snapshot
// of each is the rebuild on start; after that every change lands in the index as Firestore
// reports it (a job opened or closed, a candidate opting in or out: typically well under a
// second on the emulator, measured by api/bench/search.bench.ts). A listener that fails (store
// down, permission) is re-attached after a pause; the index keeps answering from what it has.
import type { DocumentData, Firestore, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from 'shared-schemas';
import { applicationDoc, directoryDoc, jobDoc, talentDoc } from './documents';
import type { SearchDoc, SearchIndex } from './search-index';

export interface SyncLogger {
  warn(details: object, message: string): void;
}

const RETRY_MS = 5_000;

interface Source {
  name: string;
  query: Query<DocumentData>;
  apply(snapshot: QuerySnapshot<DocumentData>): void;
}

export class FirestoreSearchSync {
  private unsubscribes: (() => void)[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private loaded = new Set<string>();
  private stopped = false;
  private readyWaiters: (() => void)[] = [];
  /** Uploaded talent waits here while an application stands for the same person (no duplicates). */
  private talent = new Map<string, SearchDoc>();
  private talentWithApplication = new Map<string, number>();
  private applicationTalent = new Map<string, string>();
  /** When the last change was applied, per source (for /readyz-style checks and the bench). */
  readonly appliedAt = new Map<string, number>();

  constructor(
    private readonly firestore: Firestore,
    private readonly jobs: SearchIndex,
    private readonly candidates: SearchIndex,
    private readonly log: SyncLogger,
  ) {}

  private get sources(): Source[] {
    const db = this.firestore;
    return [
      {
        name: 'jobs',
        // Only open jobs are public: a job that closes leaves this query, and so the index.
        query: db.collection(COLLECTIONS.jobs).where('status', '==', 'open'),
        apply: (snapshot) => {
          for (const change of snapshot.docChanges()) {
            const doc = change.type === 'removed' ? null : jobDoc(change.doc.id, change.doc.data());
            if (doc) this.jobs.upsert(doc);
            else this.jobs.remove(change.doc.id);
          }
        },
      },
      {
        name: 'talentDirectory',
        // Opting out deletes the entry, which removes it here.
        query: db.collection(COLLECTIONS.talentDirectory),
        apply: (snapshot) => {
          for (const change of snapshot.docChanges()) {
            if (change.type === 'removed') this.candidates.remove(`directory:${change.doc.id}`);
            else this.candidates.upsert(directoryDoc(change.doc.id, change.doc.data()));
          }
        },
      },
      {
        name: 'applications',
        query: db.collection(COLLECTIONS.applications),
        apply: (snapshot) => {
          for (const change of snapshot.docChanges()) {
            const id = change.doc.id;
            const data = change.doc.data();
            const doc = change.type === 'removed' ? null : applicationDoc(id, data);
            if (doc) this.candidates.upsert(doc);
            else this.candidates.remove(`application:${id}`);
            const talentKey = doc && typeof data.talentId === 'string' ? `talent:${data.orgId}:${data.talentId}` : null;
            this.linkApplicationToTalent(id, talentKey);
          }
        },
      },
      {
        name: 'talent',
        query: db.collectionGroup(COLLECTIONS.talent),
        apply: (snapshot) => {
          for (const change of snapshot.docChanges()) {
            const orgRef = change.doc.ref.parent.parent;
            // Only organizations/{orgId}/talent: a `talent` collection anywhere else is not ours.
            if (!orgRef || orgRef.parent.id !== COLLECTIONS.organizations) continue;
            const key = `talent:${orgRef.id}:${change.doc.id}`;
            if (change.type === 'removed') this.talent.delete(key);
            else this.talent.set(key, talentDoc(orgRef.id, change.doc.id, change.doc.data()));
            this.showTalent(key);
          }
        },
      },
    ];
  }

  private linkApplicationToTalent(applicationId: string, talentKey: string | null): void {
    const previous = this.applicationTalent.get(applicationId);
    if (previous === talentKey) return;
    if (previous) {
      const count = (this.talentWithApplication.get(previous) ?? 1) - 1;
      if (count > 0) this.talentWithApplication.set(previous, count);
      else this.talentWithApplication.delete(previous);
      this.applicationTalent.delete(applicationId);
      this.showTalent(previous);
    }
    if (talentKey) {
      this.applicationTalent.set(applicationId, talentKey);
      this.talentWithApplication.set(talentKey, (this.talentWithApplication.get(talentKey) ?? 0) + 1);
      this.showTalent(talentKey);
    }
  }

  private showTalent(key: string): void {
    const doc = this.talent.get(key);
    if (doc && !this.talentWithApplication.has(key)) this.candidates.upsert(doc);
    else this.candidates.remove(key);
  }

  start(): void {
    for (const source of this.sources) this.listen(source);
  }

  private listen(source: Source): void {
    if (this.stopped) return;
    const unsubscribe = source.query.onSnapshot(
      (snapshot) => {
        source.apply(snapshot);
        this.appliedAt.set(source.name, Date.now());
        if (!this.loaded.has(source.name)) {
          this.loaded.add(source.name);
          if (this.ready) for (const wake of this.readyWaiters.splice(0)) wake();
        }
      },
      (error) => {
        this.log.warn({ source: source.name, code: (error as { code?: unknown }).code }, 'search index listener failed; retrying');
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.listen(source);
        }, RETRY_MS);
        this.timers.add(timer);
      },
    );
    this.unsubscribes.push(unsubscribe);
  }

  /** True once every source has delivered its first snapshot (the rebuild is complete). */
  get ready(): boolean {
    return this.loaded.size === 4;
  }

  /** Waits for the rebuild, up to `timeoutMs`; says whether it finished. */
  async whenReady(timeoutMs: number): Promise<boolean> {
    if (this.ready) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(this.ready), timeoutMs);
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve(this.ready);
      });
    });
  }

  stop(): void {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const wake of this.readyWaiters.splice(0)) wake();
  }
}
