import { useEffect, useRef } from 'react';
import { retryRemote } from './remote-retry-store';

/** Failure layer 3's face: what a visitor sees instead of a part of HireGen that is down. */
export function RemoteUnavailable({ container, detail }: { container: string; detail?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="hg-card hg-remote-unavailable" role="alert" data-remote={container}>
      <h1 ref={heading} tabIndex={-1}>This part of HireGen is unavailable</h1>
      <p>
        We could not load it just now. The rest of HireGen still works: use the menu above, or try
        again in a moment.
      </p>
      {detail ? <p className="hg-hint">Details: {detail}</p> : null}
      <button type="button" className="hg-button" onClick={() => retryRemote(container)}>
        Retry
      </button>
    </section>
  );
}
