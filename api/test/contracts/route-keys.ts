// The app's own list of endpoints, as "METHOD /path" (HEAD twins of GETs left out), read from
// Fastify's route tree so a new route is seen without anyone listing it.
import type { FastifyInstance } from 'fastify';

export function routeKeys(app: FastifyInstance): string[] {
  const keys = new Set<string>();
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    while (stack.length > depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + match[2]!;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD') keys.add(`${method} ${path}`);
    }
  }
  return [...keys].sort();
}
