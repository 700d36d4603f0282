import { Link } from 'react-router-dom';

/** The footer's links; Blog, Resume Tips, Career Advice and About have no destination yet. */
const PRODUCT_LINKS = [
  { label: 'GenAI Resume Builder', to: '/genai-candidate-ats' },
  { label: 'GenAI For HR', to: '/for-hr' },
  { label: 'AI Interviews', to: '/mock-interview' },
  { label: 'HireGen API', to: '/mock-interview' },
];
const COMPANY_LINKS = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];
const PLACEHOLDERS = ['Blog', 'Resume Tips', 'Career Advice', 'About'];

export function Footer() {
  return (
    <footer className="shell-footer">
      <div className="hg-container shell-footer-grid">
        <div>
          <p className="shell-footer-brand">HireGen</p>
          <p className="shell-footer-mission">Helping people get hired and employers find talent.</p>
        </div>
        <nav aria-label="Products">
          <h2>Products</h2>
          <ul>
            {PRODUCT_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            {COMPANY_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Resources</h2>
          <ul className="shell-footer-placeholders">
            {PLACEHOLDERS.map((label) => (
              <li key={label}>
                <span title="Coming soon">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="hg-container shell-footer-legal">© {new Date().getFullYear()} HireGen. All rights reserved.</p>
    </footer>
  );
}
