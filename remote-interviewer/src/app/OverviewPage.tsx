import { useSession } from 'shared-auth';
import { PageHeader, ShortcutGrid, welcomeTitle, type Shortcut } from 'shared-ui';

const SHORTCUTS: Shortcut[] = [
  { to: '/mock-interview', title: 'AI interviews', text: 'See how HireGen runs structured AI interviews and scores answers.' },
  { to: '/genai-services', title: 'Fit summaries', text: 'Read a plain-language summary of how a candidate fits a job before you meet them.' },
  { to: '/candidate-linkedin-search', title: 'Candidate search', text: 'Look up candidates and their public profiles.' },
];

export function OverviewPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={welcomeTitle(user?.name)} lead="Interviewer dashboard: your starting point in HireGen." />
      <ShortcutGrid shortcuts={SHORTCUTS} />
    </>
  );
}
