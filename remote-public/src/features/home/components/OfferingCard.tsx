import { Link } from 'react-router-dom';
import type { Offering } from '../offerings';

/** One offering: what it is, and where to go for it. */
export function OfferingCard({ offering }: { offering: Offering }) {
  const titleId = `offering-${offering.id}`;
  return (
    <li className="hg-card home-offering">
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{offering.title}</h3>
        <p>{offering.text}</p>
        <ul className="home-offering-links">
          {offering.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
