import { PRIVACY_SECTIONS } from '../privacy-sections';

/**
 * In-page anchors to each section. Plain fragment links: the browser scrolls (with the header
 * offset from `scroll-padding-top`) and moves focus, and the URL keeps the section for sharing.
 */
export function PrivacySidebar() {
  return (
    <nav className="privacy-sidebar" aria-label="Privacy policy sections">
      <p className="privacy-sidebar-title" aria-hidden="true">
        On this page
      </p>
      <ol>
        {PRIVACY_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
