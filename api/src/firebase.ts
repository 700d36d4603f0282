// One firebase-admin app per api instance (tests build several side by side).
// Locally FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST point the SDK at the emulators;
// on a real project the credentials come from Application Default Credentials
// (GOOGLE_APPLICATION_CREDENTIALS). METADATA_SERVER_DETECTION=none must be set either way here.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { ApiConfig } from './config';
import { journalAuthWrites, journalFirestoreWrites, WriteJournal } from './platform/local-journal';

export interface FirebaseServices {
  auth: Auth;
  firestore: Firestore;
  close(): Promise<void>;
}

export function createFirebaseServices(
  config: Pick<ApiConfig, 'projectId'> & Partial<Pick<ApiConfig, 'journalDir' | 'authEmulatorHost' | 'firestoreEmulatorHost'>>,
): FirebaseServices {
  const app: App = initializeApp({ projectId: config.projectId }, `hiregen-api-${randomUUID()}`);
  const firestore = getFirestore(app);
  // Optional fields stay out of documents instead of failing the write.
  firestore.settings({ ignoreUndefinedProperties: true });
  const auth = getAuth(app);
  // Local emulators: every write is journalled before the route that made it can answer.
  if (config.journalDir && config.authEmulatorHost && config.firestoreEmulatorHost) {
    const journal = new WriteJournal(config.journalDir);
    journalFirestoreWrites(firestore, journal, config.firestoreEmulatorHost, config.projectId);
    journalAuthWrites(auth, journal, config.authEmulatorHost, config.projectId);
  }
  return {
    auth,
    firestore,
    close: () => deleteApp(app),
  };
}
