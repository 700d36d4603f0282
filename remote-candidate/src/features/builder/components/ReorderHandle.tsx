import type { DragEvent, KeyboardEvent } from 'react';

/**
 * The grip that moves an entry or a bullet: drag it with a pointer, or focus it and press the
 * up and down arrow keys. The parent list does the move and announces it.
 */
export function ReorderHandle({
  label,
  index,
  count,
  onMove,
  onDragStart,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDragStart: (event: DragEvent<HTMLButtonElement>) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (to === null) return;
    event.preventDefault();
    if (to >= 0 && to < count && to !== index) onMove(index, to);
  };
  return (
    <button
      type="button"
      className="rb-handle"
      draggable
      onDragStart={onDragStart}
      onKeyDown={onKeyDown}
      aria-label={`Move ${label} (position ${index + 1} of ${count}; arrow keys move it)`}
      title="Drag, or use the arrow keys, to move"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
