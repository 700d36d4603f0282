import { useId, useState } from 'react';
import { PIPELINE_STAGES } from 'shared-schemas';
import { STAGE_LABELS } from '../utils/stages';
import type { PipelineStage } from '../types/pipeline';

/** Moves every selected applicant to one stage. */
export function BulkMoveBar({ count, busy, onMove, onClear }: { count: number; busy: boolean; onMove: (stage: PipelineStage) => void; onClear: () => void }) {
  const id = useId();
  const [stage, setStage] = useState<PipelineStage>('screening');
  if (count === 0) return null;
  return (
    <div className="pl-bulk" role="region" aria-label="Bulk move">
      <p>
        <strong>{count}</strong> selected
      </p>
      <label htmlFor={`${id}-stage`}>Move to</label>
      <select id={`${id}-stage`} value={stage} onChange={(event) => setStage(event.target.value as PipelineStage)}>
        {PIPELINE_STAGES.map((option) => (
          <option key={option} value={option}>
            {STAGE_LABELS[option]}
          </option>
        ))}
      </select>
      <button type="button" className="hg-button" disabled={busy} onClick={() => onMove(stage)}>
        {busy ? 'Moving…' : `Move ${count}`}
      </button>
      <button type="button" className="hg-button hg-button--ghost" onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
