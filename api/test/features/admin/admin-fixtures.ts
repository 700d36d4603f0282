// Accounts with chosen claims on the Auth emulator, an organisation, and a firebase-admin
// observer for asserting what the api stored.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { freshToken, signUp, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';

export interface Observer {
  auth: Auth;
  firestore: Firestore;
  close(): Promise<void>;
}

export function observer(projectId = PROJECT_ID): Observer {
  const app: App = initializeApp({ projectId }, `admin-test-observer-${randomUUID()}`);
  return { auth: getAuth(app), firestore: getFirestore(app), close: () => deleteApp(app) };
}

/** A signed-up, verified account holding `claims`, with a token that carries them. */
export async function accountWith(watch: Observer, label: string, claims: Record<string, unknown>): Promise<TestAccount> {
  const account = await signUp(label, `${label} tester`);
  await watch.auth.updateUser(account.uid, { emailVerified: true });
  if (Object.keys(claims).length) await watch.auth.setCustomUserClaims(account.uid, claims);
  return { ...account, idToken: await freshToken(account) };
}

export async function organization(watch: Observer, name: string): Promise<string> {
  const ref = watch.firestore.collection('organizations').doc();
  await ref.set({ name, createdBy: 'test', createdAt: Timestamp.now() });
  return ref.id;
}

/** The newest audit entries about one target. */
export async function auditFor(watch: Observer, target: string) {
  const snapshot = await watch.firestore.collection('auditLog').where('target', '==', target).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => b.at.toMillis() - a.at.toMillis());
}
