import { useSyncExternalStore } from 'react';
import { resetRemote } from './remote-loader';

/** Each remote's retry generation: bumping it makes every view of that remote load it afresh. */
const generations = new Map<string, number>();
const listeners = new Set<() => void>();

export function retryRemote(container: string): void {
  resetRemote(container);
  generations.set(container, (generations.get(container) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

export function useRemoteGeneration(container: string): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => generations.get(container) ?? 0,
  );
}
