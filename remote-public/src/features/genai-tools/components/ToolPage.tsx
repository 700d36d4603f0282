import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GENAI_TOOL_GROUPS } from 'shared-schemas';
import { PageHeader } from 'shared-ui';
import '../genai-tools.css';

export function toolBySlug(slug: string) {
  for (const group of GENAI_TOOL_GROUPS) {
    const tool = group.tools.find((t) => t.slug === slug);
    if (tool) return { ...tool, group };
  }
  return undefined;
}

/** A tool screen's frame: the way back to all tools, the title and what the tool does. */
export function ToolPage({ slug, children, lead }: { slug: string; children: ReactNode; lead?: ReactNode }) {
  const tool = toolBySlug(slug);
  return (
    <div className="gt-page">
      <nav aria-label="Breadcrumb" className="gt-breadcrumb">
        <Link to="/genai-services">GenAI Services</Link>
        <span aria-hidden="true"> / </span>
        {tool ? <Link to={`/genai-services#${tool.group.id}`}>{tool.group.name}</Link> : null}
      </nav>
      <PageHeader title={tool?.name ?? 'GenAI tool'} lead={lead ?? tool?.summary} />
      {children}
    </div>
  );
}

/** Copies text, telling the user whether it worked (clipboard access can be refused). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
