import { Route, Routes } from 'react-router-dom';
import { lazyComponent, Loading, NotFoundPage } from 'shared-ui';
import { TOOL_SCREENS } from '../../features/genai-tools/tool-screens';

// The overview is a screen of its own like each tool, so a tool's page does not carry it.
const ServicesOverview = lazyComponent(() => import('../../features/services/components/ServicesOverview').then((m) => m.ServicesOverview), {
  fallback: <Loading />,
});

// The screen the address names starts loading as soon as this module runs (the shell starts this
// module with the page), not after the area's first render: one chunk-fetch less on the path to a
// tool opened by its link.
const openedSlug = /^\/genai-services\/([^/]+)/.exec(window.location.pathname)?.[1];
/** The shell's first render waits a moment for this (the remote contract's `ready`): the tool then shows without a loading frame first. */
export const ready: Promise<void> | undefined = openedSlug && Object.hasOwn(TOOL_SCREENS, openedSlug) ? TOOL_SCREENS[openedSlug]?.preload() : undefined;

/**
 * Mounted by the shell at /genai-services/*. The index is the overview; each tool's screen is at
 * /genai-services/<slug>, loaded when first visited.
 */
export default function ServicesArea() {
  return (
    <Routes>
      <Route index element={<ServicesOverview />} />
      {Object.entries(TOOL_SCREENS).map(([slug, Screen]) => (
        <Route key={slug} path={slug} element={<Screen />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
