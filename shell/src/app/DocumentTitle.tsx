import { useEffect } from 'react';

/**
 * Names the tab for the open screen (document-title.ts). Loaded after the first screen shows:
 * the title is not content, so it adds nothing to the JS a page fetches before its content.
 */
export function DocumentTitle() {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import(/* webpackChunkName: "document-title" */ './document-title').then(({ followDocumentTitle }) => {
      if (live) stop = followDocumentTitle();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return null;
}
