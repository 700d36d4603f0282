import { Toaster } from 'react-hot-toast';
import { ToastContainer } from 'react-toastify';
import { CORNER_TOASTS, GLOBAL_TOASTS, isToastHotkey } from './toast-options';

const { durations } = GLOBAL_TOASTS;

/** Both toast containers with SPEC §9's settings. */
export default function ToastContainers() {
  return (
    <>
      <Toaster
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
