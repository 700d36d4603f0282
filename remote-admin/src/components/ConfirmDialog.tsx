import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Asks before a privileged change. A native modal <dialog>: focus moves into it, Escape
 * cancels, the page behind is inert. `onConfirm` may be async: the buttons wait for it and an
 * error stays in the dialog.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): Promise<void> | void;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'That did not work. Please try again.');
      setBusy(false);
    }
  }
  return (
    <dialog
      ref={ref}
      className="adm-dialog"
      aria-labelledby="adm-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="adm-dialog-title">{title}</h2>
      {children}
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : null}
      <div className="hg-actions">
        <button type="button" className={`hg-button${danger ? ' adm-danger' : ''}`} onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? 'Working…' : confirmLabel}
        </button>
        <button type="button" className="hg-button hg-button--secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
