import { Link } from 'react-router-dom';

export interface Shortcut {
  to: string;
  title: string;
  text: string;
}

/** Cards that each lead somewhere useful: an area's overview. */
export function ShortcutGrid({ shortcuts }: { shortcuts: Shortcut[] }) {
  return (
    <ul className="hg-grid">
      {shortcuts.map((shortcut) => (
        <li key={shortcut.title} className="hg-card">
          <h2>{shortcut.title}</h2>
          <p>{shortcut.text}</p>
          <Link className="hg-button hg-button--secondary" to={shortcut.to}>
            Open<span className="hg-visually-hidden"> {shortcut.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Welcome, Ada" from a display name, or plain "Welcome". */
export function welcomeTitle(name?: string): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? `Welcome, ${first}` : 'Welcome';
}
