import type { FastifyInstance } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app —
 * what `fastify-plugin` does, without one more dependency.
 */
export function sharedPlugin<Options>(
  plugin: (app: FastifyInstance, options: Options) => Promise<void>,
): (app: FastifyInstance, options: Options) => Promise<void> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
