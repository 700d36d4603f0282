import type { Offering } from '../offerings';
import { OfferingCard } from './OfferingCard';

/** A titled grid of offerings. */
export function OfferingsSection({
  id,
  title,
  lead,
  offerings,
  variant = 'tools',
}: {
  id: string;
  title: string;
  lead: string;
  offerings: Offering[];
  variant?: 'products' | 'tools';
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="home-section-lead">{lead}</p>
      <ul className={`hg-grid home-offerings home-offerings--${variant}`}>
        {offerings.map((offering) => (
          <OfferingCard key={offering.id} offering={offering} />
        ))}
      </ul>
    </section>
  );
}
