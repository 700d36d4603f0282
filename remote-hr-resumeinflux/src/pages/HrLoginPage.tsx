import { PageHeader } from 'shared-ui';

// Replaced by the sign-in work (issue 3).
export function HrLoginPage() {
  return <PageHeader title="HrLoginPage" />;
}
