import { Link } from 'react-router-dom';
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
              <Link className="hg-button hg-button--secondary services-open" to={`/genai-services/${tool.slug}`} aria-label={`Open tool: ${tool.name}`}>
                Open tool <span aria-hidden="true">→</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
