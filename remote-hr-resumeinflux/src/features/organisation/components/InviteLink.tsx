import { useId, useState } from 'react';

/** An invite link to hand over (no mail is sent on a local run), with a copy button. */
export function InviteLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="org-link">
      <label htmlFor={id}>Invite link</label>
      <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="hg-button hg-button--secondary" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </div>
  );
}
