/**
 * Email verification for the signed-in account. Firebase is the shared singleton the shell
 * set up (shared-auth initialises it), so these calls act on the same account.
 */
import { currentIdToken } from 'shared-auth';

async function signedInAccount() {
  // Initialises Firebase through shared-auth and waits for the stored account.
  await currentIdToken();
  const [{ getApp }, authApi] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const auth = authApi.getAuth(getApp());
  await auth.authStateReady();
  if (!auth.currentUser) throw new Error('You are signed out. Sign in again to continue.');
  return { account: auth.currentUser, authApi };
}

/** Sends (again) the verification email for the signed-in account's address. */
export async function sendVerificationEmail(): Promise<void> {
  const { account, authApi } = await signedInAccount();
  await authApi.sendEmailVerification(account);
}

/** Re-reads the account after the link was opened; true once the address is verified. */
export async function recheckVerification(): Promise<boolean> {
  const { account } = await signedInAccount();
  await account.reload();
  // A fresh token carries email_verified=true, which firestore.rules and the api read.
  await account.getIdToken(true);
  return account.emailVerified;
}
