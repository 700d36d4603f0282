// The unstyled entry: the default one injects its CSS as a `<style>` element, which the
// Content-Security-Policy blocks (no 'unsafe-inline' in style-src); the same CSS comes from the
// library's stylesheet instead, extracted into this lazy chunk's CSS file by the build.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { GlobalToaster } from './GlobalToaster';
import { CORNER_TOASTS, GLOBAL_TOASTS, isToastHotkey } from './toast-options';

const { durations } = GLOBAL_TOASTS;

/** Both toast containers with the product's toast settings (toast-options.ts). */
export default function ToastContainers() {
  return (
    <>
      <GlobalToaster
        position={GLOBAL_TOASTS.position}
        toastOptions={{
          duration: durations.blank,
          error: { duration: durations.error },
          success: { duration: durations.success },
          loading: { duration: durations.loading },
          custom: { duration: durations.custom },
        }}
      />
      <ToastContainer
        position={CORNER_TOASTS.position}
        autoClose={CORNER_TOASTS.autoClose}
        draggablePercent={CORNER_TOASTS.draggablePercent}
        hotKeys={isToastHotkey}
        newestOnTop
      />
    </>
  );
}
