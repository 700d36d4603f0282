import { storedTimeMs } from 'shared-schemas';
import { formatDateTime } from '../../../lib/date-format';
import { STAGE_LABELS } from '../utils/stages';
import type { ApplicationRow, MemberRow } from '../types/pipeline';

/**
 * Every stage the applicant passed through, the latest first, with who moved them. A change the
 * applicant made (applying, withdrawing) names them: they are no member of the organisation.
 */
export function StageHistoryList({
  history,
  members,
  applicant,
}: {
  history: ApplicationRow['stageHistory'];
  members: MemberRow[];
  applicant?: { uid?: string | null; name: string };
}) {
  const names = new Map(members.map((member) => [member.uid, member.name ?? member.email]));
  if (applicant?.uid) names.set(applicant.uid, applicant.name);
  const entries = [...history].sort((a, b) => storedTimeMs(b.at) - storedTimeMs(a.at));
  if (entries.length === 0) return <p>No stage changes yet.</p>;
  return (
    <ol className="pl-history">
      {entries.map((entry, index) => (
        <li key={`${entry.stage}-${index}`}>
          <p>
            <strong>{STAGE_LABELS[entry.stage]}</strong>
          </p>
          <p className="hg-hint">
            {formatDateTime(entry.at)} · {names.get(entry.by) ?? (entry.by === 'system' || !entry.by ? 'HireGen' : 'a former member')}
          </p>
        </li>
      ))}
    </ol>
  );
}
