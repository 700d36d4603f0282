import { useCallback, type CSSProperties } from 'react';
import { resolveValue, useToaster, type DefaultToastOptions, type Toast, type ToastPosition } from 'react-hot-toast/headless';
import './global-toaster.css';

/**
 * react-hot-toast's global toasts drawn by HireGen: the library's headless store and timers
 * (`react-hot-toast/headless`), our markup, and our stylesheet (global-toaster.css). Its own
 * `<Toaster>` styles itself through goober, which writes CSS into an injected `<style>` element;
 * the product's Content-Security-Policy (no 'unsafe-inline' in style-src) blocks that, and the
 * toasts showed unstyled. Only the per-toast position is set from script, through React's `style`
 * prop (the CSSOM, which CSP allows).
 */
interface GlobalToasterProps {
  position: ToastPosition;
  toastOptions: DefaultToastOptions;
  /** Space between stacked toasts, px. */
  gutter?: number;
}

export function GlobalToaster({ position, toastOptions, gutter = 8 }: GlobalToasterProps) {
  const { toasts, handlers } = useToaster(toastOptions);
  return (
    <div className="hg-toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => {
        const at = toast.position ?? position;
        const offset = handlers.calculateOffset(toast, { gutter, defaultPosition: position });
        return <ToastItem key={toast.id} toast={toast} position={at} offset={offset} onHeight={handlers.updateHeight} />;
      })}
    </div>
  );
}

interface ToastItemProps {
  toast: Toast;
  position: ToastPosition;
  offset: number;
  onHeight: (id: string, height: number) => void;
}

function ToastItem({ toast, position, offset, onHeight }: ToastItemProps) {
  const top = position.startsWith('top');
  // The store stacks toasts by their measured heights: report it now and whenever the text changes.
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const update = () => onHeight(toast.id, element.getBoundingClientRect().height);
      update();
      new MutationObserver(update).observe(element, { subtree: true, childList: true, characterData: true });
    },
    [toast.id, onHeight],
  );
  const place: CSSProperties = { transform: `translateY(${top ? offset : -offset}px)` };
  const align = position.endsWith('left') ? 'start' : position.endsWith('right') ? 'end' : 'center';
  const state = !toast.height ? 'measuring' : toast.visible ? 'visible' : 'leaving';
  return (
    <div ref={measure} className={`hg-toast-slot hg-toast-slot--${top ? 'top' : 'bottom'} hg-toast-slot--${align}`} style={place}>
      {toast.type === 'custom' ? (
        resolveValue(toast.message, toast)
      ) : (
        <div className={`hg-toast hg-toast--${toast.type} hg-toast--${state} hg-toast--from-${top ? 'top' : 'bottom'}`}>
          <ToastIcon toast={toast} />
          <div className="hg-toast__message" {...toast.ariaProps}>
            {resolveValue(toast.message, toast)}
          </div>
        </div>
      )}
    </div>
  );
}

function ToastIcon({ toast }: { toast: Toast }) {
  if (toast.icon !== undefined) return <span className="hg-toast__icon hg-toast__icon--custom">{toast.icon}</span>;
  if (toast.type === 'blank' || toast.type === 'custom') return null;
  // Decorative: the message says what happened, and its role (status or alert) says how urgent.
  return <span className={`hg-toast__icon hg-toast__icon--${toast.type}`} aria-hidden="true" />;
}
