import { useSession } from 'shared-auth';
import { PageHeader, ShortcutGrid, welcomeTitle, type Shortcut } from 'shared-ui';

const SHORTCUTS: Shortcut[] = [
  { to: '/genai-services', title: 'GenAI services', text: 'Review the tools HireGen offers candidates and HR teams.' },
  { to: '/privacy-policy', title: 'Privacy policy', text: 'The policy every user agrees to, and how data is shared.' },
  { to: '/contact', title: 'Contact form', text: 'What visitors see when they write to the HireGen team.' },
];

export function OverviewPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={welcomeTitle(user?.name)} lead="Admin dashboard: your starting point in HireGen." />
      <ShortcutGrid shortcuts={SHORTCUTS} />
    </>
  );
}
