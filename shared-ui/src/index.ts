import './styles/global.css';

export { notify, notifyCorner } from './toast/notify';
export { AppToasters } from './toast/AppToasters';
export { GLOBAL_TOASTS, CORNER_TOASTS } from './toast/toast-options';
export { Loading } from './components/Loading';
export { lazyComponent, warmOnLinkIntent, type LazyComponent, type LazyComponentOptions } from './lazy';
export { PageHeader } from './components/PageHeader';
export { AreaNav, type AreaNavLink } from './components/AreaNav';
export { NotFoundPage } from './components/NotFoundPage';
export { AreaLayout } from './components/AreaLayout';
export { ShortcutGrid, welcomeTitle, type Shortcut } from './components/ShortcutGrid';
export { RoleDashboard } from './components/RoleDashboard';
// Result visuals: import from 'shared-ui/charts'.
