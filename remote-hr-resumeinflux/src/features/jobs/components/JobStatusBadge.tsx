import type { JobStatus } from 'shared-schemas';

const WORDS: Record<JobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <span className={`jb-status jb-status--${status}`}>{WORDS[status]}</span>;
}
