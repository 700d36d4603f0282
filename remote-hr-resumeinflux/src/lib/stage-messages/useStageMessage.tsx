import { useState, type ReactNode } from 'react';
import { STAGE_TEMPLATE, type Application, type PIPELINE_STAGES } from 'shared-schemas';
import { notify } from 'shared-ui';
import { moveWithMessage } from './messages-api';
import { StageMessageDialog } from './StageMessageDialog';

type Stage = (typeof PIPELINE_STAGES)[number];
type Movable = Pick<Application, 'name' | 'jobTitle' | 'stage' | 'candidateUid' | 'email'> & { id: string };

/**
 * A move to a stage with a template (Interview, Offer, Rejected) asks first: the dialog offers the
 * filled message. `plainMove` is the board's own move (the browser's write under the rules), used
 * for every other stage and for "Move without message".
 */
export function useStageMessage(
  orgId: string,
  labels: Record<string, string>,
  plainMove: (application: Movable, stage: Stage) => Promise<void>,
): { requestMove(application: Movable, stage: Stage): void; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ application: Movable; stage: Stage } | null>(null);
  const requestMove = (application: Movable, stage: Stage) => {
    if (STAGE_TEMPLATE[stage] && application.stage !== stage) setAsking({ application, stage });
    else void plainMove(application, stage);
  };
  const kind = asking ? STAGE_TEMPLATE[asking.stage] : undefined;
  const dialog =
    asking && kind ? (
      <StageMessageDialog
        orgId={orgId}
        kind={kind}
        applicant={{ name: asking.application.name, jobTitle: asking.application.jobTitle }}
        stageLabel={labels[asking.stage] ?? asking.stage}
        canMessage={Boolean(asking.application.candidateUid || asking.application.email)}
        onCancel={() => setAsking(null)}
        onChoose={async ({ message }) => {
          const { application, stage } = asking;
          if (message) {
            await moveWithMessage(application.id, stage, message);
            notify.success(`${application.name} moved to ${labels[stage] ?? stage}; message sent.`);
          } else {
            await plainMove(application, stage);
          }
          setAsking(null);
        }}
      />
    ) : null;
  return { requestMove, dialog };
}
