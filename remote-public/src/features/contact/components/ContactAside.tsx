import { Link } from 'react-router-dom';

/** Where else a visitor can go, so the form is not the only way forward. */
export function ContactAside() {
  return (
    <aside className="hg-card contact-aside" aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title">Other ways we can help</h2>
      <ul>
        <li>
          <Link to="/for-hr">Hiring with HireGen</Link>
          <p>See how HR teams screen, match and interview candidates faster.</p>
        </li>
        <li>
          <Link to="/mock-interview#api">The HireGen API</Link>
          <p>Bring resume parsing and job matching into your own systems.</p>
        </li>
        <li>
          <Link to="/privacy-policy#contact">Privacy questions</Link>
          <p>How we handle your data and how to reach our privacy team.</p>
        </li>
      </ul>
    </aside>
  );
}
