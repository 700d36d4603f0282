import { PageHeader } from 'shared-ui';

// Replaced by the sign-in work (issue 3).
export default function RedirectingPage() {
  return <PageHeader title="RedirectingPage" />;
}
