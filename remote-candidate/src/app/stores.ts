import { firestoreResumeStore } from '../lib/resumes/firestore-resume-store';
import { localResumeStore } from '../lib/resumes/local-resume-store';
import type { ResumeStore } from '../lib/resumes/resume-store';

// One store of each kind per page: the Firestore one loads the SDK only when first used.
let cloud: ResumeStore | null = null;
let local: ResumeStore | null = null;
export const cloudResumeStore = () => (cloud ??= firestoreResumeStore());
export const browserResumeStore = () => (local ??= localResumeStore());
