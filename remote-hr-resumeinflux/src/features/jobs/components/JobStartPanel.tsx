import { useId, useState, type ChangeEvent } from 'react';
import { acceptAttribute, JOB_POSTING_FILES, refusal } from 'shared-auth/file-acceptance';
import { generateDescription } from '../api/job-tools';
import { parsePosting } from '../api/job-tools';
import { readOrganisationName } from '../api/jobs-store';
import { applyGeneratedDraft, applyParsedPosting, type GeneratedDraft } from '../utils/parsed-posting';
import type { JobForm } from '../types/job';

const SOURCE_LABELS: Record<string, string> = {
  title: 'Title',
  seniority: 'Seniority',
  company: 'Company',
  duties: 'Duties',
  skills: 'Skills',
  salary: 'Salary',
};

/**
 * Two ways to fill the editor: generate a description from the title (and any skills and
 * location already entered), or paste / load an existing posting and parse it into fields.
 */
export function JobStartPanel({ orgId, form, onForm }: { orgId: string; form: JobForm; onForm: (form: JobForm) => void }) {
  const id = useId();
  const [posting, setPosting] = useState('');
  const [busy, setBusy] = useState<'generate' | 'parse' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [findings, setFindings] = useState<GeneratedDraft['inclusiveLanguage']>([]);
  const [done, setDone] = useState<string | null>(null);
  const [sources, setSources] = useState<Record<string, string> | null>(null);

  const generate = async () => {
    if (!form.title.trim()) return setProblem('Enter a job title first: the description is written for it.');
    setBusy('generate');
    setProblem(null);
    setDone(null);
    try {
      // The posting names the organisation; if its name cannot be read the draft says "we".
      const company = await readOrganisationName(orgId).catch(() => '');
      const draft = await generateDescription({
        title: form.title.trim().slice(0, 120),
        ...(company ? { company: company.slice(0, 200) } : {}),
        ...(form.location.trim() ? { location: form.location.trim().slice(0, 200) } : {}),
        workplace: form.remote,
        ...(form.requiredSkills.length ? { skills: form.requiredSkills.slice(0, 30) } : {}),
        ...(form.preferredSkills.length ? { preferredSkills: form.preferredSkills.slice(0, 30) } : {}),
        ...(/^\d+$/.test(form.minYears.trim()) ? { yearsExperience: Math.min(50, Number(form.minYears)) } : {}),
      });
      onForm(applyGeneratedDraft(form, draft));
      setFindings(draft.inclusiveLanguage);
      setSources(draft.sources ?? null);
      setDone('Description generated: review and edit it below.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The description could not be generated.');
    } finally {
      setBusy(null);
    }
  };

  const parse = async () => {
    const text = posting.trim();
    if (!text) return setProblem('Paste the posting, or load it from a text file.');
    setBusy('parse');
    setProblem(null);
    setDone(null);
    try {
      onForm(applyParsedPosting(form, await parsePosting(text), text));
      setFindings([]);
      setSources(null);
      setDone('Posting parsed: the fields below were filled from it. Check them before saving.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The posting could not be parsed.');
    } finally {
      setBusy(null);
    }
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = refusal(file, JOB_POSTING_FILES);
    if (refused) return setProblem(refused);
    setPosting(await file.text());
    setProblem(null);
  };

  return (
    <section className="jb-start" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="jb-start-title">
        Fill the job from the title, or from a posting
      </h3>
      <div className="jb-start-grid">
        <div>
          <h4>Generate from the title</h4>
          <p className="hg-hint">Writes a full description for the title above, using any skills and location already entered.</p>
          <button type="button" className="hg-button" onClick={() => void generate()} disabled={busy !== null}>
            {busy === 'generate' ? 'Generating…' : 'Generate description'}
          </button>
        </div>
        <div>
          <h4>Parse an existing posting</h4>
          <div className="hg-field">
            <label htmlFor={`${id}-posting`}>Posting text</label>
            <textarea id={`${id}-posting`} rows={5} value={posting} onChange={(event) => setPosting(event.target.value)} maxLength={60_000} />
          </div>
          <div className="hg-actions">
            <input id={`${id}-file`} type="file" accept={acceptAttribute(JOB_POSTING_FILES)} className="jb-file-input" onChange={(event) => void load(event)} />
            <label htmlFor={`${id}-file`} className="hg-button hg-button--secondary">
              Load a .txt file
            </label>
            <button type="button" className="hg-button" onClick={() => void parse()} disabled={busy !== null}>
              {busy === 'parse' ? 'Parsing…' : 'Parse posting'}
            </button>
          </div>
        </div>
      </div>
      <div role="status">{done ? <p className="hg-success-text">{done}</p> : null}</div>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {sources ? (
        <div className="jb-sources">
          <h4>Where the draft came from</h4>
          <dl>
            {Object.entries(sources).map(([part, source]) => (
              <div key={part}>
                <dt>{SOURCE_LABELS[part] ?? part}</dt>
                <dd>{source}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {findings.length > 0 ? (
        <div className="jb-findings">
          <h4>Inclusive-language suggestions</h4>
          <ul>
            {findings.map((finding) => (
              <li key={finding.phrase}>
                “{finding.phrase}” → {finding.suggestion}: {finding.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
