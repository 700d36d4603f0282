import { notify } from 'shared-ui';
import { copyText } from './ToolPage';

/** "Copy" for a result; says in a toast whether the clipboard took it. */
export function CopyButton({ text, label = 'Copy', className = 'hg-button hg-button--secondary' }: { text: string; label?: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        if (await copyText(text)) notify.success('Copied to the clipboard');
        else notify.error('Could not copy: your browser blocked the clipboard. Select the text and copy it instead.');
      }}
    >
      {label}
    </button>
  );
}
