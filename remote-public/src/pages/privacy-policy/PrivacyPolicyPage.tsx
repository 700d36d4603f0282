import { PageHeader } from 'shared-ui';

export default function PrivacyPolicyPage() {
  return <PageHeader title="Privacy Policy" />;
}
