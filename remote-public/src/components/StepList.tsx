import './landing.css';

/** "How it works": numbered steps, in order. */
export function StepList({ id, title, steps }: { id: string; title: string; steps: { title: string; text: string }[] }) {
  return (
    <section id={id} className="landing-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ol className="landing-steps">
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
