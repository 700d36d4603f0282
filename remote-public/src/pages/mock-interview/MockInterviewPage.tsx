import { Link } from 'react-router-dom';
import { CallToActionBand } from '../../components/CallToActionBand';
import { FeatureGrid } from '../../components/FeatureGrid';
import { LandingHero } from '../../components/LandingHero';
import { StepList } from '../../components/StepList';
import { useScrollToHash } from '../../hooks/useScrollToHash';
import { PracticeApp } from '../../features/interview-practice/components/PracticeApp';

const INTERVIEW_FEATURES = [
  { title: 'Questions for the real role', text: 'Questions are drawn from the job description and your resume: technical, behavioural and situational.' },
  { title: 'Feedback on every answer', text: 'See what your answer covered, what it missed and how to structure it better, using the STAR method.' },
  { title: 'Practise as often as you like', text: 'Repeat a round, try a harder one, and watch your scores improve over time.' },
  { title: 'For interviewers too', text: 'Interviewers get a consistent question set and a summary of each candidate before the conversation.' },
];

const STEPS = [
  { title: 'Choose a role', text: 'Paste a job description or pick a role and seniority.' },
  { title: 'Answer the questions', text: 'Reply in your own words, at your own pace.' },
  { title: 'Review your feedback', text: 'Get a score and concrete advice for every answer.' },
];

const API_FEATURES = [
  { title: 'Resume parsing', text: 'Send a PDF or Word resume; get structured JSON with contact details, experience, education and skills.' },
  { title: 'Job parsing', text: 'Turn a job post into title, seniority, location, salary and required versus preferred skills.' },
  { title: 'Job–resume matching', text: 'Score a resume against a job, with the matched and missing skills that explain the score.' },
  { title: 'Skills and keywords', text: 'Extract and normalise skills and key phrases from any text.' },
];

const SAMPLE_MATCH = `{
  "score": 82,
  "matchedSkills": ["React", "TypeScript", "Testing"],
  "missingSkills": ["GraphQL"],
  "summary": "Strong frontend fit; no GraphQL experience shown."
}`;

/** /mock-interview: interview practice (signed out too), what AI interviews do, and the HireGen API (the footer links both here). */
export default function MockInterviewPage() {
  useScrollToHash();
  return (
    <>
      <LandingHero
        eyebrow="AI Interviews"
        title="Practise interviews with AI, walk in ready"
        lead="Rehearse with questions built for the job you want and get honest, specific feedback on every answer — before the interview that counts."
        primary={{ label: 'Start practising', to: '/mock-interview#practice-now' }}
        secondary={{ label: 'See the HireGen API', to: '/mock-interview#api' }}
      />
      <section id="practice-now" className="landing-section" aria-labelledby="practice-now-title">
        <h2 id="practice-now-title">Practise now</h2>
        <p className="landing-section-lead">
          Pick a field, an open job on HireGen or paste one. Answer by typing or by voice; after each answer you see what it covered and the one thing to
          change. Signed in as a candidate, your sessions are saved to your history.
        </p>
        <PracticeApp />
      </section>
      <FeatureGrid id="interviews" title="What AI interviews do" features={INTERVIEW_FEATURES} />
      <StepList id="how-it-works" title="How it works" steps={STEPS} />

      <section id="api" className="landing-section" aria-labelledby="api-title">
        <h2 id="api-title">The HireGen API</h2>
        <p className="landing-section-lead">
          Bring HireGen’s resume and job intelligence into your own applicant tracking system, career site or internal tools. JSON over HTTPS, authenticated per
          organisation.
        </p>
        <ul className="hg-grid">
          {API_FEATURES.map((feature) => (
            <li key={feature.title} className="hg-card landing-feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <h3 className="landing-code-title">A match result looks like this</h3>
        <pre className="landing-code" tabIndex={0} aria-label="Example match result in JSON">
          <code>{SAMPLE_MATCH}</code>
        </pre>
        <h3>Get a key</h3>
        <p>
          HR members create their organisation’s keys themselves: sign in to the HR area and open <Link to="/resumeinflux/api-keys">API keys</Link> (HR → API
          keys), name a key and copy it once. Every endpoint, with its request and answer, is described in the <a href="/api/docs">API reference</a>.
        </p>
      </section>

      <CallToActionBand
        title="Your next interview starts here"
        text="Sign in as a candidate to practise, or as an interviewer to run structured interviews."
        action={{ label: 'Sign in', to: '/select-account' }}
        secondary={{ label: 'Create API keys', to: '/resumeinflux/api-keys' }}
      />
    </>
  );
}
