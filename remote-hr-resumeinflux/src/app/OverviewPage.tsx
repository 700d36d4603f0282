import { useSession } from 'shared-auth';
import { PageHeader, ShortcutGrid, welcomeTitle, type Shortcut } from 'shared-ui';

const SHORTCUTS: Shortcut[] = [
  { to: '/resumeinflux/upload-resumes', title: 'Upload and rank resumes', text: 'Rank up to 200 resumes against one job, best first, with a fit summary for each.' },
  { to: '/resumeinflux/hr', title: 'resumeinflux workspace', text: 'How ranking works, and the top candidates of your last ranking.' },
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
