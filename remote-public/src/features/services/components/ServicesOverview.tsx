import { Link } from 'react-router-dom';
import { GENAI_TOOL_GROUPS } from 'shared-schemas';
import { PageHeader } from 'shared-ui';
import { useScrollToHash } from '../../../hooks/useScrollToHash';
import { ToolGroupSection } from './ToolGroupSection';
import './services.css';

const TOOL_COUNT = GENAI_TOOL_GROUPS.reduce((count, group) => count + group.tools.length, 0);

/** /genai-services: every GenAI tool of the product in its group, saying what it does. */
export function ServicesOverview() {
  useScrollToHash();
  return (
    <>
      <PageHeader
        title="GenAI Services"
        lead={`${TOOL_COUNT} AI tools for resumes, jobs, skills and everyday hiring text, in ${GENAI_TOOL_GROUPS.length} groups. Each runs on your own documents and explains its results.`}
      >
        <Link className="hg-button" to="/genai-services/resume-scorecard">
          Score my resume
        </Link>
        <Link className="hg-button hg-button--secondary" to="/mock-interview#api">
          Use them through the API
        </Link>
      </PageHeader>

      <nav className="services-jump" aria-label="Service groups">
        <ul>
          {GENAI_TOOL_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>
                {group.name} <span className="services-jump-count">{group.tools.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {GENAI_TOOL_GROUPS.map((group) => (
        <ToolGroupSection key={group.id} group={group} />
      ))}

      <aside className="hg-card services-note" aria-label="For teams">
        <h2>For your whole team</h2>
        <p>
          Every tool explains how it reached its result, and every tool is also in the HireGen API for your own systems. Need higher limits or a tool we do not
          have yet? Tell us.
        </p>
        <Link to="/contact">Contact us</Link>
      </aside>
    </>
  );
}
