import { Link } from 'react-router-dom';

/** The last word on the home page: sign in, or talk to us. */
export function ClosingCallToAction() {
  return (
    <section className="home-closing" aria-labelledby="closing-title">
      <h2 id="closing-title">Ready for your next hire — or your next job?</h2>
      <p>Choose your role and sign in. Questions first? Our team is happy to help.</p>
      <div className="hg-actions home-closing-actions">
        <Link className="hg-button home-closing-primary" to="/select-account">
          Sign in to HireGen
        </Link>
        <Link className="hg-button hg-button--secondary" to="/contact">
          Contact us
        </Link>
      </div>
    </section>
  );
}
