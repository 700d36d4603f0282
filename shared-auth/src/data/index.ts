// The browser's data layer for the signed-in areas (`shared-auth/data`): live reads, the shared
// queries and `useAsync`. Its own entry, not the shared root, so a public first load never carries
// it; Firestore itself still loads only with the first read.
export {
  NotSignedInError,
  signedInUid,
  subscribeLive,
  watchDoc,
  watchQuery,
  type DocRead,
  type DocumentData,
  type QueryRead,
  type Unsubscribe,
} from './live-read';
export { useLiveRead, type LiveReadState } from './useLiveRead';
export { useLiveValue, type LiveValue } from './useLiveValue';
export { useAsync, type AsyncState } from './useAsync';
export { loadOpenJobs, openJobFrom, type OpenJob } from './open-jobs';
export { loadPracticeSessions, practiceSessionFrom, type PracticeSession } from './practice-sessions';
