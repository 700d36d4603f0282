import type { FileProgress } from '../types/upload';

const STATE_WORDS = { waiting: 'Waiting', sending: 'Sending…', queued: 'Queued: being read…' } as const;
const RESULT_WORDS = { added: 'Added', duplicate: 'Already in your talent pool', failed: 'Failed' } as const;

/** A scan read by OCR: letters may be misread, so someone should check the applicant's details. */
export function ocrNote(confidence: number | null): string {
  const sure = confidence === null ? '' : ` (${Math.round(confidence * 100)}% confidence)`;
  return `Scanned document read by OCR${sure}: check the name, contact details and dates.`;
}

/** One line per file: waiting, sending, queued, or its result (with why it failed). */
export function UploadProgressList({ progress }: { progress: FileProgress[] }) {
  return (
    <ol className="up-files" aria-label="Files in this batch">
      {progress.map((row) => {
        const status = row.state === 'done' ? row.result.status : row.state;
        return (
          <li key={row.key} className={`up-file up-file--${status}`}>
            <span className="up-file-name">{row.fileName}</span>
            <span className="up-file-state">
              {row.state === 'done' ? RESULT_WORDS[row.result.status] : row.state === 'queued' && row.retrying ? 'Retrying…' : STATE_WORDS[row.state]}
              {row.state === 'done' && row.result.status === 'added' && typeof row.result.score === 'number' ? ` · match ${Math.round(row.result.score)}` : ''}
              {row.state === 'done' && row.earlier ? ' (earlier)' : ''}
            </span>
            {row.state === 'done' && row.result.message ? <span className="up-file-message">{row.result.message}</span> : null}
            {row.state === 'done' && row.result.ocr ? <span className="up-file-ocr">{ocrNote(row.result.ocr.confidence)}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
