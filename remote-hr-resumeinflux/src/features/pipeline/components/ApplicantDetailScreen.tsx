import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cleanParseReview, PIPELINE_STAGES } from 'shared-schemas';
import { Loading, notify } from 'shared-ui';
import { SkillChips } from 'shared-ui/charts';
import { formatDateTime } from '../../../lib/date-format';
import { moveApplications } from '../api/applications-store';
import { useStageMessage } from '../../../lib/stage-messages/useStageMessage';
import { useApplication, useOrgMembers } from '../hooks/usePipelineData';
import { isPipelineStage, SOURCE_LABELS, STAGE_LABELS } from '../utils/stages';
import type { ApplicationRow, MemberRow, PipelineActor } from '../types/pipeline';
import { InterviewerPicker } from './InterviewerPicker';
import { MatchScore } from './MatchScore';
import { NotesPanel } from './NotesPanel';
import { OriginalFileButton } from './OriginalFileButton';
import { ParseReviewPanel } from './ParseReviewPanel';
import { ResumeSnapshotView } from './ResumeSnapshotView';
import { StageHistoryList } from './StageHistoryList';
import './pipeline.css';

/**
 * One applicant: resume (parsed fields and the original file; for an uploaded file, the lines the
 * parser could not place and the fields it was unsure of), match explanation, stage and its
 * history, notes with ratings, and interviewers. `assignInterviewers` lets the app mount the
 * interviews feature's assignment instead of the plain picker.
 */
export function ApplicantDetailScreen({
  actor,
  applicationId,
  assignInterviewers,
}: {
  actor: PipelineActor;
  applicationId: string;
  assignInterviewers?: (application: ApplicationRow, members: MemberRow[]) => ReactNode;
}) {
  const id = useId();
  const { value: application, problem } = useApplication(applicationId);
  const { value: members } = useOrgMembers(actor.orgId);
  const { requestMove, dialog } = useStageMessage(actor.orgId, STAGE_LABELS, async (moving, stage) => {
    try {
      await moveApplications([moving], stage, actor.uid);
      notify.success(`${moving.name} moved to ${STAGE_LABELS[stage]}.`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The move could not be saved.');
    }
  });

  if (application === undefined && !problem) return <Loading />;
  if (!application) {
    return (
      <section className="hg-card" role="alert">
        <h2>This applicant cannot be shown</h2>
        <p>{problem ?? 'The application does not exist, or belongs to another organisation.'}</p>
        <Link to="/resumeinflux/hr">Back to the pipeline</Link>
      </section>
    );
  }

  // Stored by the api on an uploaded file's application; read defensively (old documents have none).
  const review = cleanParseReview(application.parseReview);

  const changeStage = (stage: string) => {
    if (isPipelineStage(stage)) requestMove(application, stage);
  };

  return (
    <div className="pl-detail">
      <div className="pl-detail-main">
        <section className="hg-card" aria-labelledby={`${id}-who`}>
          <h2 id={`${id}-who`}>{application.name}</h2>
          <dl className="pl-facts">
            <dt>Job</dt>
            <dd>
              <Link to={`/resumeinflux/hr?job=${application.jobId}`}>{application.jobTitle}</Link>
            </dd>
            <dt>Source</dt>
            <dd>{SOURCE_LABELS[application.source]}</dd>
            <dt>Since</dt>
            <dd>{formatDateTime(application.createdAt)}</dd>
          </dl>
          <div className="hg-field pl-stage-field">
            <label htmlFor={`${id}-stage`}>Stage</label>
            <select
              id={`${id}-stage`}
              value={application.stage}
              onChange={(event) => changeStage(event.target.value)}
              disabled={application.stage === 'withdrawn'}
            >
              {PIPELINE_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {STAGE_LABELS[stage]}
                </option>
              ))}
              {application.stage === 'withdrawn' ? <option value="withdrawn">Withdrawn by the candidate</option> : null}
            </select>
          </div>
          {dialog}
        </section>
        <section className="hg-card" aria-labelledby={`${id}-match`}>
          <h2 id={`${id}-match`}>Match</h2>
          <p className="pl-big-score">
            {Math.round(application.match.score)} <span className="hg-hint">of 100</span>
          </p>
          <MatchScore score={application.match.score} name={application.name} />
          {application.match.summary ? <p>{application.match.summary}</p> : null}
          <SkillChips label="Matched skills" skills={application.match.matched.map((name) => ({ name, kind: 'matched' }))} />
          <SkillChips label="Missing skills" skills={application.match.missing.map((name) => ({ name, kind: 'missing' }))} />
        </section>
        <section className="hg-card" aria-labelledby={`${id}-resume`}>
          <h2 id={`${id}-resume`}>Resume</h2>
          <OriginalFileButton applicationId={application.id} name={application.name} />
          {review?.lowConfidence.length ? (
            <p className="pl-check-intro">
              Fields marked <span className="pl-check">check</span> were hard to read: verify them against the original file.
            </p>
          ) : null}
          <ResumeSnapshotView resume={application.resumeSnapshot} lowConfidence={review?.lowConfidence} />
        </section>
        {review ? <ParseReviewPanel review={review} /> : null}
      </div>
      <div className="pl-detail-side">
        <NotesPanel applicationId={application.id} actor={actor} />
        {assignInterviewers ? (
          assignInterviewers(application, members)
        ) : (
          <InterviewerPicker applicationId={application.id} assigned={application.interviewerUids ?? []} members={members} />
        )}
        <section className="hg-card" aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`}>Stage history</h2>
          <StageHistoryList history={application.stageHistory ?? []} members={members} applicant={{ uid: application.candidateUid, name: application.name }} />
        </section>
      </div>
    </div>
  );
}
