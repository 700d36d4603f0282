import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PIPELINE_STAGES } from 'shared-schemas';
import { rankApplications } from '../utils/pipeline-filters';
import { isPipelineStage, STAGE_LABELS } from '../utils/stages';
import type { ApplicationRow, PipelineStage } from '../types/pipeline';
import { stageColumnCoordinates } from './board-keyboard';
import { MatchScore } from './MatchScore';

const label = (id: unknown) => (isPipelineStage(id) ? STAGE_LABELS[id] : 'no stage');

/**
 * The pipeline as columns of stages. A card moves by dragging its handle, or from the keyboard:
 * focus the handle, space to pick up, arrows to choose a stage, space to drop (escape cancels).
 * Screen readers hear each step in the applicant's and stage's names.
 */
/** `cardExtra`: shown on each card under the match (criteria review's summary). */
type CardExtra = ((applicationId: string) => ReactNode) | undefined;

export function PipelineBoard({
  applications,
  onMove,
  cardExtra,
}: {
  applications: ApplicationRow[];
  onMove: (application: ApplicationRow, stage: PipelineStage) => void;
  cardExtra?: CardExtra;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageColumnCoordinates }),
  );
  const byId = new Map(applications.map((application) => [application.id, application]));
  const nameOf = (id: unknown) => byId.get(String(id))?.name ?? 'the applicant';

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Arrow keys choose a stage; space drops; escape cancels.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${label(over.id)}.` : `${nameOf(active.id)} is over no stage.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} moved to ${label(over.id)}.` : `${nameOf(active.id)} was not moved.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byId.get(String(active.id));
    if (application && over && isPipelineStage(over.id) && over.id !== application.stage) onMove(application, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move this applicant, press space or enter, use the arrow keys to choose a stage, then press space or enter again. Escape cancels.',
        },
      }}
    >
      <div className="pl-board">
        {PIPELINE_STAGES.map((stage) => (
          <StageColumn
            key={stage}
            stage={stage}
            applications={rankApplications(applications.filter((application) => application.stage === stage))}
            cardExtra={cardExtra}
          />
        ))}
      </div>
    </DndContext>
  );
}

function StageColumn({ stage, applications, cardExtra }: { stage: PipelineStage; applications: ApplicationRow[]; cardExtra: CardExtra }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `pl-stage-${stage}`;
  return (
    <section ref={setNodeRef} className={`pl-column${isOver ? ' pl-column--over' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="pl-column-title">
        {STAGE_LABELS[stage]} <span className="pl-count">{applications.length}</span>
      </h3>
      {applications.length === 0 ? (
        <p className="pl-empty">No one here</p>
      ) : (
        <ul className="pl-cards" aria-labelledby={headingId}>
          {applications.map((application) => (
            <ApplicantCard key={application.id} application={application} cardExtra={cardExtra} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicantCard({ application, cardExtra }: { application: ApplicationRow; cardExtra: CardExtra }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: application.id,
    data: { stage: application.stage },
  });
  return (
    <li ref={setNodeRef} className={`pl-card${isDragging ? ' pl-card--dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform) }}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="pl-handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${application.name} (${STAGE_LABELS[application.stage]}, match ${Math.round(application.match.score)})`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="pl-card-body">
        <Link to={`/resumeinflux/hr/applications/${application.id}`} className="pl-card-name">
          {application.name}
        </Link>
        <MatchScore score={application.match.score} name={application.name} />
        {application.match.matched.length > 0 ? <p className="pl-card-skills">{application.match.matched.slice(0, 3).join(' · ')}</p> : null}
        {cardExtra?.(application.id)}
      </div>
    </li>
  );
}
