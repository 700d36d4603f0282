import { PageHeader } from 'shared-ui';

// Replaced by the sign-in work (issue 3).
export function HrSignupPage() {
  return <PageHeader title="HrSignupPage" />;
}
