import { formatDateTime, toMillis } from '../../../lib/stored-time';
import { STAGE_LABELS } from '../utils/stages';
import type { ApplicationRow, MemberRow } from '../types/pipeline';

/** Every stage the applicant passed through, the latest first, with who moved them. */
export function StageHistoryList({ history, members }: { history: ApplicationRow['stageHistory']; members: MemberRow[] }) {
  const names = new Map(members.map((member) => [member.uid, member.name ?? member.email]));
  const entries = [...history].sort((a, b) => toMillis(b.at) - toMillis(a.at));
  if (entries.length === 0) return <p>No stage changes yet.</p>;
  return (
    <ol className="pl-history">
      {entries.map((entry, index) => (
        <li key={`${entry.stage}-${index}`}>
          <p><strong>{STAGE_LABELS[entry.stage]}</strong></p>
          <p className="hg-hint">{formatDateTime(entry.at)} · {names.get(entry.by) ?? (entry.by === 'system' || !entry.by ? 'HireGen' : 'a former member')}</p>
        </li>
      ))}
    </ol>
  );
}
