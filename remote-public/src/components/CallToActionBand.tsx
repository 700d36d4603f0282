import { Link } from 'react-router-dom';
import type { LandingAction } from './LandingHero';
import './landing.css';

/** A closing band that repeats the page's main action. */
export function CallToActionBand({ title, text, action, secondary }: { title: string; text: string; action: LandingAction; secondary?: LandingAction }) {
  return (
    <section className="landing-band" aria-label={title}>
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <div className="hg-actions">
        <Link className="hg-button" to={action.to}>
          {action.label}
        </Link>
        {secondary ? (
          <Link className="hg-button hg-button--secondary" to={secondary.to}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
