import { Link } from 'react-router-dom';
import './home.css';

/** The first screen: what HireGen is, and the one thing to do next (sign in). */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-title" data-page-title="HireGen">
      <div className="home-hero-text">
        <p className="home-eyebrow">Generative AI for hiring</p>
        <h1 id="home-title">Get hired faster. Hire with confidence.</h1>
        <p className="hg-lead">
          HireGen helps people get hired and helps employers find talent. Sharpen your resume, practise AI interviews and see how well you match a job, or
          screen and interview candidates with insights your whole team can trust.
        </p>
        <div className="hg-actions">
          <Link className="hg-button home-cta" to="/select-account">
            Get started — it’s free
          </Link>
          <Link className="hg-button hg-button--secondary" to="/genai-services">
            Explore GenAI services
          </Link>
        </div>
        <p className="hg-hint">For candidates, interviewers and HR teams. Sign in with Google in seconds.</p>
      </div>
      <div className="home-hero-visual" aria-hidden="true">
        <div className="home-match">
          <p className="home-match-title">Senior Frontend Engineer</p>
          <p className="home-match-score">
            <strong>87%</strong> match
          </p>
          <ul>
            <li>
              <span>React</span>
              <span className="home-bar" style={{ width: '92%' }} />
            </li>
            <li>
              <span>TypeScript</span>
              <span className="home-bar" style={{ width: '85%' }} />
            </li>
            <li>
              <span>Testing</span>
              <span className="home-bar" style={{ width: '70%' }} />
            </li>
            <li>
              <span>GraphQL</span>
              <span className="home-bar home-bar--gap" style={{ width: '35%' }} />
            </li>
          </ul>
          <p className="home-match-note">Strong on React and TypeScript. Add a GraphQL project to close the gap.</p>
        </div>
      </div>
    </section>
  );
}
