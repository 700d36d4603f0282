/**
 * Toasts any app may raise; the shell renders the containers. The toast libraries load on
 * first use (no page needs them to show), so these calls are fire-and-forget.
 */
import { requestToastContainers } from './toast-demand';

// The same entries ToastContainers renders from (each entry keeps its own toast store): the
// headless and unstyled ones, which inject no `<style>` element (the CSP forbids inline styles).
const hotToast = () => {
  requestToastContainers();
  return import('react-hot-toast/headless').then((module) => module.default);
};
const toastify = () => {
  requestToastContainers();
  return import('react-toastify/unstyled').then((module) => module.toast);
};

const report = (error: unknown) => console.error('HireGen could not show a toast:', error);

/** Global toasts, top-center (react-hot-toast). */
export const notify = {
  message: (text: string): void => void hotToast().then((toast) => toast(text), report),
  success: (text: string): void => void hotToast().then((toast) => toast.success(text), report),
  error: (text: string): void => void hotToast().then((toast) => toast.error(text), report),
  /** Resolves with the toast's id, to dismiss it when the work is done. */
  loading: (text: string): Promise<string> => hotToast().then((toast) => toast.loading(text)),
  dismiss: (id?: string): void => void hotToast().then((toast) => toast.dismiss(id), report),
};

/** Whether a corner toast was ever raised: clearing none must not load the library. */
let cornerUsed = false;
const corner = () => {
  cornerUsed = true;
  return toastify();
};

/** Corner toasts, top-right (react-toastify): the contact form's messages. */
export const notifyCorner = {
  info: (text: string): void => void corner().then((toast) => toast.info(text), report),
  success: (text: string): void => void corner().then((toast) => toast.success(text), report),
  error: (text: string): void => void corner().then((toast) => toast.error(text), report),
  warning: (text: string): void => void corner().then((toast) => toast.warning(text), report),
  /** Clears every corner toast: an earlier error is stale once the user's next attempt is under way. */
  dismissAll: (): void => {
    if (cornerUsed) void toastify().then((toast) => toast.dismiss(), report);
  },
};
