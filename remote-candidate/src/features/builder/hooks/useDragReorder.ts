import { useCallback, useRef, useState, type DragEvent } from 'react';

/**
 * Pointer drag-and-drop for one list (HTML drag and drop: no library). The drag carries the
 * list's own id, so a bullet cannot be dropped into another entry's list.
 */
export function useDragReorder(listId: string, onMove: (from: number, to: number) => void) {
  const from = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const mime = 'application/x-hiregen-reorder';

  const handleProps = useCallback(
    (index: number) => ({
      onDragStart: (event: DragEvent<HTMLElement>) => {
        from.current = index;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(mime, listId);
        const row = (event.currentTarget as HTMLElement).closest('li');
        if (row) event.dataTransfer.setDragImage(row, 12, 12);
      },
    }),
    [listId],
  );

  const rowProps = useCallback(
    (index: number) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (from.current === null || !event.dataTransfer.types.includes(mime)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(index);
      },
      onDragLeave: () => setOver((current) => (current === index ? null : current)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (from.current === null || event.dataTransfer.getData(mime) !== listId) return;
        event.preventDefault();
        event.stopPropagation();
        const start = from.current;
        from.current = null;
        setOver(null);
        if (start !== index) onMove(start, index);
      },
      onDragEnd: () => {
        from.current = null;
        setOver(null);
      },
      'data-drop-target': over === index ? 'true' : undefined,
    }),
    [listId, onMove, over],
  );

  return { handleProps, rowProps };
}
