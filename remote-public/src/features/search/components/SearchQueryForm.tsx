import { useId, useState, type FormEvent } from 'react';
import { notify } from 'shared-ui';
import { buildSearch, type SearchInput } from '../build-search';
import type { SearchVariant } from '../search-variants';
import { webSearchTextsFor } from '../web-search-texts';
import './search.css';

const EMPTY: Required<SearchInput> = { keywords: '', location: '', exclude: '' };

/** Text a ready-made search shows on its button. */
export function describeExample(example: SearchInput): string {
  return [example.keywords, example.location, example.exclude ? `not ${example.exclude}` : ''].filter(Boolean).join(' · ');
}

/**
 * Builds the LinkedIn or Google search from a few fields, shows it, and opens it in a new tab
 * (on submit, or from the link). Nothing leaves the page until the visitor asks.
 */
export function SearchQueryForm({ variant }: { variant: SearchVariant }) {
  const id = useId();
  const [input, setInput] = useState<Required<SearchInput>>(EMPTY);
  const [missingKeywords, setMissingKeywords] = useState(false);
  const texts = webSearchTextsFor(variant.path);
  const built = buildSearch(variant.subject, variant.style, input);
  const set = (field: keyof SearchInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (field === 'keywords') setMissingKeywords(false);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!built) {
      setMissingKeywords(true);
      document.getElementById(`${id}-keywords`)?.focus();
      return;
    }
    window.open(built.url, '_blank', 'noopener,noreferrer');
  }

  async function copy() {
    if (!built) return;
    try {
      await navigator.clipboard.writeText(built.query);
      notify.success('Search copied.');
    } catch {
      notify.error('Could not copy. Select the search text and copy it instead.');
    }
  }

  return (
    <div className="search-builder">
      <form className="hg-card search-form" onSubmit={submit} noValidate aria-label={`Build a ${variant.eyebrow} search`}>
        <div className="search-form-fields">
          <div className="hg-field search-form-keywords">
            <label htmlFor={`${id}-keywords`}>{texts.keywordsLabel}</label>
            <input
              id={`${id}-keywords`}
              name="keywords"
              type="search"
              required
              maxLength={400}
              value={input.keywords}
              aria-invalid={missingKeywords || undefined}
              aria-describedby={`${id}-keywords-hint`}
              onChange={(event) => set('keywords')(event.target.value)}
            />
            <span id={`${id}-keywords-hint`} className={missingKeywords ? 'hg-error-text' : 'hg-hint'}>
              {missingKeywords ? 'Type a role or skills to search.' : texts.keywordsHint}
            </span>
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-location`}>Location</label>
            <input
              id={`${id}-location`}
              name="location"
              type="text"
              maxLength={100}
              placeholder="City, country or Remote"
              value={input.location}
              onChange={(event) => set('location')(event.target.value)}
            />
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-exclude`}>Leave out</label>
            <input
              id={`${id}-exclude`}
              name="exclude"
              type="text"
              maxLength={200}
              placeholder="e.g. intern"
              value={input.exclude}
              onChange={(event) => set('exclude')(event.target.value)}
            />
          </div>
        </div>
        <div className="search-form-actions">
          <button type="submit" className="hg-button">
            Search on {variant.style === 'linkedin' ? 'LinkedIn' : 'Google'}
          </button>
          <span className="hg-hint">Opens in a new tab.</span>
        </div>
        <div className="search-result" aria-live="polite">
          {built ? (
            <>
              <p className="search-result-label">Your search</p>
              <code className="search-result-query">{built.query}</code>
              <div className="search-result-actions">
                <a href={built.url} target="_blank" rel="noopener noreferrer">
                  Open on {built.site}
                  <span className="hg-visually-hidden"> (opens in a new tab)</span> <span aria-hidden="true">↗</span>
                </a>
                <button type="button" className="hg-button search-copy" onClick={copy}>
                  Copy search
                </button>
              </div>
            </>
          ) : null}
        </div>
      </form>

      <section className="search-examples" aria-labelledby={`${id}-examples`}>
        <h2 id={`${id}-examples`}>Try a ready-made search</h2>
        <ul>
          {texts.examples.map((example) => (
            <li key={describeExample(example)}>
              <button
                type="button"
                className="search-example"
                onClick={() => {
                  setInput({ ...EMPTY, ...example });
                  setMissingKeywords(false);
                }}
              >
                <span aria-hidden="true">⌕</span> {describeExample(example)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
