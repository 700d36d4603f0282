import type { DirectoryEntryDraft } from '../api/directory';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Exactly what a recruiter's directory card shows, before anything is shared. */
export function DirectoryPreview({ entry }: { entry: DirectoryEntryDraft }) {
  const basics = entry.resume.basics ?? {};
  return (
    <figure className="rb-directory-preview hg-card" aria-labelledby="directory-preview-caption">
      <figcaption id="directory-preview-caption" className="hg-hint">
        What recruiters will see
      </figcaption>
      <h3>{entry.name || 'No name on this resume'}</h3>
      <p>{[entry.headline, entry.location, `${entry.years} years of experience`].filter(Boolean).join(' · ')}</p>
      <p>
        <strong>Skills:</strong> {entry.skills.length ? entry.skills.join(', ') : 'none listed'}
      </p>
      <p>
        <strong>Contact:</strong>{' '}
        {basics.email || basics.phone
          ? [basics.email, basics.phone].filter(Boolean).join(' · ')
          : 'hidden — recruiters reach you by adding you to a job, which you will see under Applications'}
      </p>
      <p>
        <strong>Resume:</strong> the full text of this resume ({count((entry.resume.work ?? []).length, 'role')},{' '}
        {count((entry.resume.education ?? []).length, 'school')}).
      </p>
    </figure>
  );
}
