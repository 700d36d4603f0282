/**
 * If the app fails to start, a red block headed "React Rendering Failed" shows the
 * error text. Plain DOM on purpose: React itself may be what failed to load.
 */
export function showStartupFailure(error: unknown): void {
  const root = document.getElementById('root') ?? document.body;
  const block = document.createElement('div');
  block.setAttribute('role', 'alert');
  block.style.cssText =
    'margin:2rem auto;max-width:48rem;padding:1.25rem 1.5rem;border-radius:10px;background:#fee2e2;color:#7f1d1d;border:2px solid #dc2626;font-family:system-ui,sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'React Rendering Failed';
  heading.style.cssText = 'margin:0 0 .75rem;font-size:1.5rem;color:#b91c1c';
  const text = document.createElement('pre');
  text.textContent = describeError(error);
  text.style.cssText = 'margin:0;white-space:pre-wrap;font-size:.95rem';
  block.append(heading, text);
  root.replaceChildren(block);
  console.error('HireGen failed to start:', error);
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
