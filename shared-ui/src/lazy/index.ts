// `shared-ui/lazy`: pages whose code loads when they open, without Suspense. Not a shared
// singleton (each remote bundles its ~1 KiB copy): it holds no state beyond the components it makes.
export { lazyComponent, type LazyComponent, type LazyComponentOptions } from './lazy-component';
export { warmOnLinkIntent } from './link-intent';
