import { useSession } from 'shared-auth';
import { PageHeader, ShortcutGrid, welcomeTitle, type Shortcut } from 'shared-ui';

const SHORTCUTS: Shortcut[] = [
  { to: '/genai-candidate-ats', title: 'Check your resume', text: 'See how applicant tracking systems read your resume and what to fix.' },
  { to: '/genai-services', title: 'GenAI resume tools', text: 'Parse, score and enhance your resume, and match it against jobs.' },
  { to: '/mock-interview', title: 'Practise an interview', text: 'Rehearse with AI interview questions and get feedback on your answers.' },
  { to: '/job-linkedin-search', title: 'Find jobs', text: 'Search for openings that fit your skills.' },
];

export function OverviewPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={welcomeTitle(user?.name)} lead="Candidate dashboard: your starting point in HireGen." />
      <ShortcutGrid shortcuts={SHORTCUTS} />
    </>
  );
}
