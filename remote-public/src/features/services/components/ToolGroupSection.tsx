import type { GenAiToolGroup } from 'shared-schemas';

/** One group of GenAI tools, each tool with its own anchor so menus and links can point at it. */
export function ToolGroupSection({ group }: { group: GenAiToolGroup }) {
  const titleId = `${group.id}-title`;
  return (
    <section id={group.id} className="services-group" aria-labelledby={titleId}>
      <h2 id={titleId}>{group.name}</h2>
      <ul className="hg-grid services-tools">
        {group.tools.map((tool) => (
          <li key={tool.slug} id={tool.slug} className="hg-card services-tool">
            <h3>{tool.name}</h3>
            <p>{tool.summary}</p>
            <p className="services-tool-status">
              <span className="services-badge">Coming soon</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
