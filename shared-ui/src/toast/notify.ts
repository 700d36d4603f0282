import hotToast from 'react-hot-toast';
import { toast as toastify } from 'react-toastify';

/**
 * Global toasts, top-center (react-hot-toast). Any app may call these; the shell renders the
 * one container. Returns the toast id so a loading toast can be replaced.
 */
export const notify = {
  message: (text: string) => hotToast(text),
  success: (text: string) => hotToast.success(text),
  error: (text: string) => hotToast.error(text),
  loading: (text: string) => hotToast.loading(text),
  dismiss: (id?: string) => hotToast.dismiss(id),
};

/** Corner toasts, top-right (react-toastify): the contact form's messages (SPEC §8). */
export const notifyCorner = {
  info: (text: string) => toastify.info(text),
  success: (text: string) => toastify.success(text),
  error: (text: string) => toastify.error(text),
  warning: (text: string) => toastify.warning(text),
};
