import { useSession } from 'shared-auth';
import { PageHeader, ShortcutGrid, welcomeTitle, type Shortcut } from 'shared-ui';

const SHORTCUTS: Shortcut[] = [
  { to: '/resumeinflux/upload-resumes', title: 'Upload resumes', text: 'Bring in candidates’ resumes in bulk for parsing and ranking.' },
  { to: '/resumeinflux/hr', title: 'resumeinflux workspace', text: 'Your HR workspace: openings, candidates and rankings.' },
  { to: '/genai-services', title: 'Job tools', text: 'Parse and generate job descriptions, and normalize titles and skills.' },
];

export function OverviewPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={welcomeTitle(user?.name)} lead="HR dashboard: your starting point in HireGen." />
      <ShortcutGrid shortcuts={SHORTCUTS} />
    </>
  );
}
