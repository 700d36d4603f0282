import { useId, useState, type FormEvent } from 'react';
import type { NormalizeKind, NormalizeResult } from 'genai';
import { normalizeValue } from '../api/genai-api';
import { ToolPage } from '../components/ToolPage';
import { ToolStatus } from '../components/ToolStatus';
import { useToolRequest } from '../hooks/useToolRequest';

const KINDS: { kind: NormalizeKind; label: string; example: string }[] = [
  { kind: 'title', label: 'Job title', example: 'Sr. SWE' },
  { kind: 'skill', label: 'Skill', example: 'k8s' },
  { kind: 'location', label: 'Location', example: 'Bangalore (India)' },
  { kind: 'seniority', label: 'Seniority', example: 'Staff' },
  { kind: 'employment-type', label: 'Employment type', example: 'FT' },
];

/** Most lines one batch sends; each is its own small request. */
export const MAX_BATCH_LINES = 50;

/** The canonical value and the details behind it, in words. */
export function describeResult(result: NormalizeResult): { canonical: string; details: string } {
  switch (result.kind) {
    case 'title': {
      const t = result.value;
      return {
        canonical: t.canonical || '—',
        details: [
          `seniority ${t.seniority}${t.senioritySource === 'default' ? ' (assumed)' : ''}`,
          t.family ? `family ${t.family}` : '',
          t.occupation ? `occupation ${t.occupation.title} (${t.occupation.code})` : '',
        ]
          .filter(Boolean)
          .join(' · '),
      };
    }
    case 'skill':
      return result.value.id === null
        ? { canonical: 'Not in the skills dictionary', details: '' }
        : { canonical: result.value.name, details: `category ${result.value.category}` };
    case 'location': {
      const l = result.value;
      return { canonical: l.canonical || '—', details: [l.city, l.region, l.country, l.remote ? 'remote' : ''].filter(Boolean).join(' · ') };
    }
    case 'seniority':
      return { canonical: result.value.seniority, details: '' };
    case 'employment-type':
      return { canonical: result.value.employmentType, details: '' };
  }
}

type Row = { input: string; canonical: string; details: string; error?: string };

/** /genai-services/job-normalization: one value or a batch of lines → canonical values. */
export default function JobNormalizationScreen() {
  const kindId = useId();
  const valueId = useId();
  const [kind, setKind] = useState<NormalizeKind>('title');
  const [value, setValue] = useState('');
  const [batch, setBatch] = useState(false);
  const { state, run, busy } = useToolRequest<Row[]>();
  const example = KINDS.find((k) => k.kind === kind)!.example;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const inputs = (batch ? value.split('\n') : [value])
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, MAX_BATCH_LINES);
    if (!inputs.length) return;
    void run(async (options) => {
      const rows: Row[] = [];
      // One at a time: polite to the rate limit, and a failing line does not lose the others.
      for (const [index, input] of inputs.entries()) {
        try {
          rows.push({ input, ...describeResult(await normalizeValue(kind, input, options)) });
        } catch (error) {
          if (inputs.length === 1) throw error;
          rows.push({ input, canonical: '', details: '', error: error instanceof Error ? error.message : 'Failed' });
        }
        options.onProgress?.((index + 1) / inputs.length);
      }
      return rows;
    });
  };

  return (
    <ToolPage slug="job-normalization">
      <form className="gt-form hg-card" onSubmit={submit} aria-busy={busy}>
        <div className="gt-edit-grid">
          <div className="hg-field">
            <label htmlFor={kindId}>What to normalize</label>
            <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as NormalizeKind)}>
              {KINDS.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          </div>
          <label className="gt-check gt-check--field">
            <input type="checkbox" checked={batch} onChange={(e) => setBatch(e.target.checked)} /> Several values, one per line (up to {MAX_BATCH_LINES})
          </label>
        </div>
        <div className="hg-field">
          <label htmlFor={valueId}>{batch ? 'Values' : 'Value'}</label>
          {batch ? (
            <textarea id={valueId} rows={8} value={value} placeholder={`${example}\n…`} onChange={(e) => setValue(e.target.value)} />
          ) : (
            <input id={valueId} type="text" value={value} maxLength={500} placeholder={`e.g. ${example}`} onChange={(e) => setValue(e.target.value)} />
          )}
        </div>
        <button className="hg-button" type="submit" disabled={!value.trim() || busy}>
          {busy ? 'Normalizing…' : 'Normalize'}
        </button>
      </form>
      <ToolStatus
        state={state}
        busyText="Normalizing…"
        ready={(rows) => (rows.length === 1 ? `Canonical value: ${rows[0]!.canonical}` : `${rows.length} values normalized.`)}
      />
      {state.status === 'done' ? (
        <section className="gt-result" aria-labelledby="norm-title">
          <h2 id="norm-title">Canonical values</h2>
          <div className="gt-table-wrap">
            <table className="gt-table">
              <thead>
                <tr>
                  <th scope="col">You wrote</th>
                  <th scope="col">Canonical</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {state.result.map((row, i) => (
                  <tr key={i}>
                    <td>{row.input}</td>
                    <td>
                      <strong>{row.error ? '—' : row.canonical}</strong>
                    </td>
                    <td>{row.error ? <span className="hg-error-text">{row.error}</span> : row.details}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </ToolPage>
  );
}
