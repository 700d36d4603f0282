/**
 * The runtime plugin runs before React is shared, so it must not import React. The shell
 * registers a factory here at boot; the plugin calls it to build a fallback module.
 */
export type RemoteFallbackFactory = (id: string, error: unknown) => unknown;

let factory: RemoteFallbackFactory | undefined;

export function setRemoteFallbackFactory(next: RemoteFallbackFactory): void {
  factory = next;
}

export function createRemoteFallback(id: string, error: unknown): unknown {
  return factory ? factory(id, error) : undefined;
}
