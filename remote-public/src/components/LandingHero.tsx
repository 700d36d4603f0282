import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './landing.css';

export interface LandingAction {
  label: string;
  to: string;
}

/** A landing page's top: eyebrow, the page's one h1, a lead and its calls to action. */
export function LandingHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  primary?: LandingAction;
  secondary?: LandingAction;
  children?: ReactNode;
}) {
  return (
    <header className="landing-hero">
      <p className="landing-eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      <p className="hg-lead">{lead}</p>
      {primary || secondary ? (
        <div className="hg-actions">
          {primary ? (
            <Link className="hg-button" to={primary.to}>
              {primary.label}
            </Link>
          ) : null}
          {secondary ? (
            <Link className="hg-button hg-button--secondary" to={secondary.to}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      ) : null}
      {children}
    </header>
  );
}
