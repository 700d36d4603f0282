import { Link } from 'react-router-dom';

const AUDIENCES = [
  {
    id: 'candidates',
    title: 'Candidates',
    text: 'Turn your experience into a resume that gets read, find the gaps for a role, and rehearse the interview before it counts.',
    link: { label: 'Start as a candidate', to: '/select-account' },
  },
  {
    id: 'interviewers',
    title: 'Interviewers',
    text: 'Walk in with role-specific questions and a clear summary of each candidate, and leave consistent, fair feedback.',
    link: { label: 'See AI interviews', to: '/mock-interview' },
  },
  {
    id: 'hr',
    title: 'HR teams',
    text: 'Parse hundreds of resumes, rank them against the job with reasons, and keep hiring moving in resumeinflux.',
    link: { label: 'See GenAI for HR', to: '/for-hr' },
  },
];

/** Who HireGen is for, each with its next step. */
export function AudienceSection() {
  return (
    <section className="home-section" aria-labelledby="audience-title">
      <h2 id="audience-title">Built for everyone in the hiring process</h2>
      <ul className="hg-grid home-audiences">
        {AUDIENCES.map((audience) => (
          <li key={audience.id} className="home-audience">
            <h3>{audience.title}</h3>
            <p>{audience.text}</p>
            <Link to={audience.link.to}>
              {audience.link.label} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
