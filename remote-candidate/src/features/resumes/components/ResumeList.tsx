import { Link } from 'react-router-dom';
import { notify } from 'shared-ui';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { RESUME_TITLE_MAX, type ResumeRecord } from '../../../lib/resumes/resume-record';

const updated = (ms: number) => (ms ? new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : 'just now');

/** The candidate's resumes with open, duplicate, rename, delete and (signed in) "make primary". */
export function ResumeList({
  store,
  resumes,
  basePath,
  primaryId,
  onMakePrimary,
}: {
  store: ResumeStore;
  resumes: ResumeRecord[];
  basePath: string;
  primaryId?: string | null;
  onMakePrimary?: (id: string) => void;
}) {
  const duplicate = async (record: ResumeRecord) => {
    try {
      await store.create({ title: `${record.title} (copy)`.slice(0, RESUME_TITLE_MAX), resume: record.resume, template: record.template, origin: 'duplicate' });
      notify.success(`Duplicated “${record.title}”.`);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The resume could not be duplicated.');
    }
  };
  const rename = async (record: ResumeRecord) => {
    const title = window.prompt('New name for this resume', record.title)?.trim().slice(0, RESUME_TITLE_MAX);
    if (!title || title === record.title) return;
    try {
      await store.save(record.id, { title });
      notify.success('Resume renamed.');
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The resume could not be renamed.');
    }
  };
  const remove = async (record: ResumeRecord) => {
    if (!window.confirm(`Delete “${record.title}” and its saved versions? This cannot be undone. Applications you sent keep the copy the employer received.`))
      return;
    try {
      await store.remove(record.id);
      notify.success(`Deleted “${record.title}”.`);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The resume could not be deleted.');
    }
  };

  return (
    <ul className="rb-resume-list" aria-label="Your resumes">
      {resumes.map((record) => {
        const score = record.score[record.score.length - 1]?.overall;
        return (
          <li key={record.id} className="hg-card rb-resume-card">
            <div>
              <h3>
                <Link to={`${basePath}/${record.id}`}>{record.title}</Link>
                {primaryId === record.id ? <span className="rb-badge">Primary</span> : null}
              </h3>
              <p className="hg-hint">
                Updated {updated(record.updatedAt)}
                {score !== undefined ? ` · score ${score}` : ''}
                {record.review.length ? ` · ${record.review.length} fields to check` : ''}
              </p>
            </div>
            <div className="rb-row">
              <Link className="hg-button rb-small" to={`${basePath}/${record.id}`}>
                Edit<span className="hg-visually-hidden"> {record.title}</span>
              </Link>
              <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => void duplicate(record)}>
                Duplicate<span className="hg-visually-hidden"> {record.title}</span>
              </button>
              <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => void rename(record)}>
                Rename<span className="hg-visually-hidden"> {record.title}</span>
              </button>
              {onMakePrimary && primaryId !== record.id ? (
                <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => onMakePrimary(record.id)}>
                  Make primary<span className="hg-visually-hidden"> {record.title}</span>
                </button>
              ) : null}
              <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => void remove(record)}>
                Delete<span className="hg-visually-hidden"> {record.title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
