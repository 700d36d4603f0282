import { useEffect, useRef, useState } from 'react';
import type { RemoteBuildInfo } from 'shared-schemas';
import { fetchRemoteBuildInfo } from './remote-build-info';
import { registeredRemote } from './registry-store';
import { retryRemote } from './remote-retry-store';

type BuildState = RemoteBuildInfo | 'checking' | 'unknown';

/** Which build of the remote its server says it serves, for the support line. */
function useRemoteBuild(entry: string | undefined): BuildState {
  const [build, setBuild] = useState<BuildState>(entry ? 'checking' : 'unknown');
  useEffect(() => {
    if (!entry) return undefined;
    const controller = new AbortController();
    fetchRemoteBuildInfo(entry, controller.signal).then(
      (info) => !controller.signal.aborted && setBuild(info ?? 'unknown'),
      () => !controller.signal.aborted && setBuild('unknown'),
    );
    return () => controller.abort();
  }, [entry]);
  return build;
}

/** Failure layer 3's face: what a visitor sees instead of a part of HireGen that is down. */
export function RemoteUnavailable({ container, detail }: { container: string; detail?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const registered = registeredRemote(container);
  const build = useRemoteBuild(registered?.entry);
  return (
    <section className="hg-card hg-remote-unavailable" role="alert" data-remote={container}>
      <h1 ref={heading} tabIndex={-1}>
        This part of HireGen is unavailable
      </h1>
      <p>We could not load it just now. The rest of HireGen still works: use the menu above, or try again in a moment.</p>
      {detail ? <p className="hg-hint">Details: {detail}</p> : null}
      <p className="hg-hint" data-testid="remote-support">
        For support: {container}
        {registered?.version ? `, registered version ${registered.version}` : ''}
        {typeof build === 'object' ? `, serving version ${build.version}, build ${build.buildId} (built ${build.builtAt})` : ''}
        {build === 'unknown' ? ', build unknown (its server did not say)' : ''}
        {build === 'checking' ? ', checking its build…' : ''}
      </p>
      <button type="button" className="hg-button" onClick={() => retryRemote(container)}>
        Retry
      </button>
    </section>
  );
}
