import './landing.css';

export interface Feature {
  title: string;
  text: string;
}

/** A titled section of feature cards. `id` names the section so links can point at it. */
export function FeatureGrid({ id, title, lead, features }: { id: string; title: string; lead?: string; features: Feature[] }) {
  return (
    <section id={id} className="landing-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {lead ? <p className="landing-section-lead">{lead}</p> : null}
      <ul className="hg-grid">
        {features.map((feature) => (
          <li key={feature.title} className="hg-card landing-feature">
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
