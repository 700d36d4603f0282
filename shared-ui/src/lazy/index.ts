// Pages whose code loads when they open, without Suspense. Import them from 'shared-ui' (the
// shared singleton, so a page carries one copy: the shell, shared-auth and the toasts use it on
// every first load); this `shared-ui/lazy` entry bundles a copy of its own into its importer.
export { lazyComponent, type LazyComponent, type LazyComponentOptions } from './lazy-component';
export { warmOnLinkIntent } from './link-intent';
