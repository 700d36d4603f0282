import { useState, type FormEvent } from 'react';
import { notify } from 'shared-ui';
import { createKey } from '../api/api-keys-api';
import { KEY_NAME_MAX } from '../types/api-keys';

/** Names and creates a key, then shows it once with a copy button. */
export function NewKeyForm({ onCreated }: { onCreated(): void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the key a name: what or who will use it.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { key, apiKey } = await createKey(name.trim());
      setCreated({ key, name: apiKey.name });
      setName('');
      onCreated();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The key could not be created.');
    } finally {
      setBusy(false);
    }
  }
  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      notify.success('Key copied.');
    } catch {
      notify.error('Copy failed: select the key and copy it by hand.');
    }
  }

  return (
    <section className="apikeys-new" aria-labelledby="apikeys-new-title">
      <h2 id="apikeys-new-title">Create a key</h2>
      <form onSubmit={submit} noValidate>
        <div className="hg-field">
          <label htmlFor="apikey-name">Key name</label>
          <input
            id="apikey-name"
            value={name}
            maxLength={KEY_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            aria-describedby="apikey-name-hint"
            aria-invalid={Boolean(error)}
          />
          <span id="apikey-name-hint" className="hg-hint">
            For example "ATS integration" or "Careers site". At most {KEY_NAME_MAX} characters.
          </span>
        </div>
        {error ? (
          <p role="alert" className="hg-error-text">
            {error}
          </p>
        ) : null}
        <button type="submit" className="hg-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {created ? (
        <div className="apikeys-secret" role="status" data-testid="new-api-key">
          <p>
            <strong>{created.name}</strong>: copy this key now. It is shown only once; HireGen keeps only a fingerprint of it.
          </p>
          <p>
            <code className="apikeys-secret-value">{created.key}</code>
          </p>
          <div className="hg-actions">
            <button type="button" className="hg-button hg-button--secondary" onClick={() => copy(created.key)}>
              Copy key
            </button>
            <button type="button" className="hg-button hg-button--secondary" onClick={() => setCreated(null)}>
              I have saved it
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
