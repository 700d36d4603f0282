/**
 * The sign-in screens, each loaded when first rendered: shared-auth is on every page's first
 * load (the session), the forms and Firebase are not. Render them inside <Suspense>.
 */
import { lazy } from 'react';

export type { SignInPanelProps } from './components/SignInPanel';
export type { SignUpPanelProps } from './components/SignUpPanel';

export const SignInPanel = lazy(() => import('./components/SignInPanel'));
export const SignUpPanel = lazy(() => import('./components/SignUpPanel'));
export const RedirectingScreen = lazy(() => import('./components/RedirectingScreen'));
export const MagicLinkScreen = lazy(() => import('./components/MagicLinkScreen'));
