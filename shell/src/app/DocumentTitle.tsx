import { useEffect } from 'react';

/** How long after the first heading shows before the follower loads (past the budget's late window). */
const SETTLE_MS = 600;

/**
 * Names the tab for the open screen (document-title.ts). The title is not content: its code loads
 * once a screen's heading has shown and settled, so no page fetches it before its content.
 */
export function DocumentTitle() {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    let settle = 0;
    const poll = window.setInterval(() => {
      if (!document.querySelector('main h1')) return;
      window.clearInterval(poll);
      settle = window.setTimeout(() => {
        void import(/* webpackChunkName: "document-title" */ './document-title').then(({ followDocumentTitle }) => {
          if (live) stop = followDocumentTitle();
        });
      }, SETTLE_MS);
    }, 200);
    return () => {
      live = false;
      window.clearInterval(poll);
      window.clearTimeout(settle);
      stop?.();
    };
  }, []);
  return null;
}
