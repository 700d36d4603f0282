import type { SaveStatus as Status } from '../hooks/useAutosave';

function describe(status: Status, where: string): string {
  switch (status.state) {
    case 'saved':
      return `All changes saved ${where}`;
    case 'saving':
      return 'Saving…';
    case 'pending':
      return 'Unsaved changes';
    case 'error':
      return `Not saved: ${status.message}`;
  }
}

export function SaveStatus({ status, local }: { status: Status; local: boolean }) {
  return (
    <p className={`rb-save-status rb-save-status--${status.state}`} role="status" aria-live="polite" data-testid="save-status">
      {describe(status, local ? 'in this browser' : 'to your account')}
    </p>
  );
}
