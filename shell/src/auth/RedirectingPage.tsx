import { RedirectingScreen } from 'shared-auth';

/** /redirecting: SPEC "Login redirect screen" (the logic lives in shared-auth). */
export default function RedirectingPage() {
  return <RedirectingScreen />;
}
