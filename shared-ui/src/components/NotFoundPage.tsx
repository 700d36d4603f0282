import { Link } from 'react-router-dom';

/** Any unknown path shows "404 - Page Not Found". Remotes use it for their own unknown paths. */
export function NotFoundPage() {
  return (
    <section className="hg-status-page">
      <h1>404 - Page Not Found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="hg-button" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
