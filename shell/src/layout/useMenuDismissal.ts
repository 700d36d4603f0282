import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Closes an open menu on a click outside `container`, on Escape, and when the path changes. */
export function useMenuDismissal(container: RefObject<HTMLElement | null>, isOpen: boolean, close: () => void): void {
  const { pathname } = useLocation();

  useEffect(() => {
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a path change should close it
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close, container]);
}
