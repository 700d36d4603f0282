import { Link } from 'react-router-dom';
import { queueState, STATE_LABEL } from '../utils/interview-status';
import type { QueueItem } from '../types/interviews';
import { whenText } from './when';

/** The interviewer's queue: one row per interview they are on the panel of. */
export function InterviewQueue({ items, now, caption = 'Your interviews' }: { items: QueueItem[]; now: number; caption?: string }) {
  if (!items.length) return <p className="hg-hint">No interviews here.</p>;
  return (
    <table className="iv-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Candidate</th>
          <th scope="col">Job</th>
          <th scope="col">Kind</th>
          <th scope="col">When</th>
          <th scope="col">Answers</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const i = item.interview;
          const state = queueState(item, now);
          return (
            <tr key={i.id}>
              <th scope="row">
                <Link to={`/dashboard/interviewer/interviews/${i.id}`}>{i.candidateName || 'Candidate'}</Link>
              </th>
              <td data-label="Job">{i.jobTitle}</td>
              <td data-label="Kind">{i.mode === 'ai-async' ? 'AI-led' : 'Live'}</td>
              <td data-label="When">{whenText(i)}</td>
              <td data-label="Answers">
                {Object.keys(i.answers).length}/{i.questions.length}
              </td>
              <td data-label="Status">
                <span className={`iv-state iv-state--${state}`}>{STATE_LABEL[state]}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
