/**
 * The sign-in screens, each loaded when first rendered: shared-auth is on every page's first
 * load (the session), the forms and Firebase are not. They draw their own loading state (no
 * Suspense needed, and none of React's 300 ms hold on content that replaces a Suspense fallback).
 */
import { lazyComponent, Loading } from 'shared-ui';

export type { SignInPanelProps } from './components/SignInPanel';
export type { SignUpPanelProps } from './components/SignUpPanel';

const loading = { fallback: <Loading /> };

export const SignInPanel = lazyComponent(() => import('./components/SignInPanel').then((m) => m.default), { ...loading, what: 'The sign-in form' });
export const SignUpPanel = lazyComponent(() => import('./components/SignUpPanel').then((m) => m.default), { ...loading, what: 'The sign-up form' });
export const RedirectingScreen = lazyComponent(() => import('./components/RedirectingScreen').then((m) => m.default), loading);
export const MagicLinkScreen = lazyComponent(() => import('./components/MagicLinkScreen').then((m) => m.default), {
  ...loading,
  what: 'The sign-in link page',
});
