/**
 * The candidate's own profile document, candidates/{uid} (owner read/write under firestore.rules):
 * which resume is primary, and whether they are in the talent directory.
 */
import { wordedWrite } from 'shared-auth/load-problem';
import { signedInUid, watchDoc, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type CandidateProfile } from 'shared-schemas';
import { candidateDb } from './resumes/firestore-resume-store';

export type ProfileState = Pick<CandidateProfile, 'headline' | 'location' | 'skills' | 'directoryOptIn' | 'primaryResumeId'>;

export const EMPTY_PROFILE: ProfileState = { headline: '', location: '', skills: [], directoryOptIn: false, primaryResumeId: null };

export function watchProfile(onChange: (profile: ProfileState) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc(
    {
      doc: ({ db, firestoreApi: fs, uid }) => fs.doc(db, COLLECTIONS.candidates, signedInUid({ uid })),
      row: (_id, data) => profileFrom(data as Partial<CandidateProfile>),
    },
    // No document yet: the profile every candidate starts with.
    (profile) => onChange(profile ?? profileFrom({})),
    onError,
  );
}

function profileFrom(data: Partial<CandidateProfile>): ProfileState {
  return {
    headline: typeof data.headline === 'string' ? data.headline : '',
    location: typeof data.location === 'string' ? data.location : '',
    skills: Array.isArray(data.skills) ? data.skills.filter((s): s is string => typeof s === 'string') : [],
    directoryOptIn: data.directoryOptIn === true,
    primaryResumeId: typeof data.primaryResumeId === 'string' ? data.primaryResumeId : null,
  };
}

export function updateProfile(patch: Partial<ProfileState>): Promise<void> {
  return wordedWrite('your settings', 'saved', async () => {
    const { db, firestoreApi: fs, uid } = await candidateDb();
    await fs.setDoc(fs.doc(db, COLLECTIONS.candidates, uid), { ...patch, updatedAt: fs.serverTimestamp() }, { merge: true });
  });
}
