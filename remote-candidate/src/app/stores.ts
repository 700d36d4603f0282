import { deferredStore } from '../lib/resumes/deferred-store';
import { localResumeStore } from '../lib/resumes/local-resume-store';
import type { ResumeStore } from '../lib/resumes/resume-store';

// One store of each kind per page. The Firestore one's code (and the SDK) load only when first used.
let cloud: ResumeStore | null = null;
let local: ResumeStore | null = null;
export const cloudResumeStore = () =>
  (cloud ??= deferredStore('cloud', () => import('../lib/resumes/firestore-resume-store').then((m) => m.firestoreResumeStore())));
export const browserResumeStore = () => (local ??= localResumeStore());
