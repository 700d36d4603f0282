/**
 * Keyboard moves on the board: with a card picked up (space or enter), the arrow keys jump to
 * the previous or next stage column, in stage order, whether the columns sit side by side
 * (desktop) or stacked (mobile). dnd-kit's default would creep 25 px per key press.
 */
import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { PIPELINE_STAGES } from 'shared-schemas';

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACK = new Set(['ArrowLeft', 'ArrowUp']);

/** The stage a key press leads to from `current` (null: no move). */
export function stageAfterKey(current: UniqueIdentifier | undefined, key: string): string | null {
  const step = FORWARD.has(key) ? 1 : BACK.has(key) ? -1 : 0;
  if (step === 0) return null;
  const index = PIPELINE_STAGES.indexOf(String(current) as (typeof PIPELINE_STAGES)[number]);
  if (index < 0) return null;
  return PIPELINE_STAGES[index + step] ?? null;
}

export const stageColumnCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  const start = over?.id ?? context.active?.data.current?.stage ?? active;
  const target = stageAfterKey(start as UniqueIdentifier, event.code);
  if (!target && !FORWARD.has(event.code) && !BACK.has(event.code)) return undefined;
  event.preventDefault();
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return { x: collisionRect.left, y: collisionRect.top };
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + 8 };
};
