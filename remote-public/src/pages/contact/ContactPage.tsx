import { PageHeader } from 'shared-ui';

export default function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
