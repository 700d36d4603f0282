import { useCallback, useEffect, useState } from 'react';
import type { ResumeShare } from 'shared-schemas';
import { notify } from 'shared-ui';
import { loadShare, publicUrl, saveShare, type ShareSettings } from '../api/share';

/**
 * A public link to one resume: on or off, contact details shown or not (off by default), search
 * engines allowed or not (off by default), and how often it was viewed and downloaded.
 */
export function SharePanel({ resumeId }: { resumeId: string }) {
  const [share, setShare] = useState<ResumeShare | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = useCallback(() => {
    loadShare(resumeId).then(setShare, (e: unknown) => setProblem(e instanceof Error ? e.message : 'The link could not be loaded.'));
  }, [resumeId]);
  useEffect(refresh, [refresh]);

  const change = async (patch: Partial<ShareSettings>) => {
    const next: ShareSettings = { enabled: share?.enabled ?? false, indexable: share?.indexable ?? false, showContact: share?.showContact ?? false, ...patch };
    const before = share;
    // The box follows the click at once; the api's answer (or a failure) settles it.
    setShare({ slug: share?.slug ?? '', views: share?.views ?? 0, downloads: share?.downloads ?? 0, ...next });
    setBusy(true);
    try {
      setShare(await saveShare(resumeId, next));
      setProblem(null);
    } catch (error) {
      setShare(before);
      notify.error(error instanceof Error ? error.message : 'The link could not be changed.');
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied.');
    } catch {
      notify.error('The link could not be copied: select it and copy it yourself.');
    }
  };

  const url = share?.slug ? publicUrl(share.slug) : '';
  return (
    <section className="rb-panel" aria-labelledby="share-title" data-testid="share-panel">
      <h2 id="share-title">Public link</h2>
      <p className="hg-hint">Anyone with the link can view this resume and download it as a PDF, signed out. Turn it off at any time.</p>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      <div className="rb-check">
        <input
          type="checkbox"
          id="share-enabled"
          checked={share?.enabled ?? false}
          disabled={busy || share === undefined}
          onChange={(e) => void change({ enabled: e.target.checked })}
        />
        <label htmlFor="share-enabled">Share this resume by link</label>
      </div>
      <div className="rb-check">
        <input
          type="checkbox"
          id="share-contact"
          checked={share?.showContact ?? false}
          disabled={busy || share === undefined}
          onChange={(e) => void change({ showContact: e.target.checked })}
        />
        <label htmlFor="share-contact">Show contact details (email and phone)</label>
      </div>
      <div className="rb-check">
        <input
          type="checkbox"
          id="share-indexable"
          checked={share?.indexable ?? false}
          disabled={busy || share === undefined}
          onChange={(e) => void change({ indexable: e.target.checked })}
        />
        <label htmlFor="share-indexable">Let search engines list it</label>
      </div>
      {share?.enabled && url ? (
        <div className="share-link">
          <label htmlFor="share-url">Link</label>
          <input id="share-url" readOnly value={url} onFocus={(e) => e.target.select()} />
          <button type="button" className="hg-button hg-button--secondary rb-small" onClick={() => void copy(url)}>
            Copy link
          </button>
          <a className="hg-button hg-button--ghost rb-small" href={url} target="_blank" rel="noreferrer">
            Open the public page
          </a>
        </div>
      ) : share && !share.enabled ? (
        <p className="hg-hint">Sharing is off: the link shows “This resume is not shared”.</p>
      ) : null}
      {share ? (
        <p className="hg-hint" data-testid="share-counts">
          {share.views} {share.views === 1 ? 'view' : 'views'} · {share.downloads} {share.downloads === 1 ? 'download' : 'downloads'}{' '}
          <button type="button" className="hg-button hg-button--ghost rb-small" onClick={refresh}>
            Refresh counts
          </button>
        </p>
      ) : null}
      <p className="hg-hint">Each visitor counts once in 30 minutes, so reloading the page does not add views.</p>
    </section>
  );
}
