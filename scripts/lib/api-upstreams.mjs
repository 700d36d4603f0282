// The api instances behind the shell's /api proxy (the scale profile runs two): requests take
// turns among the instances that are up, and one that refused a connection, or does not accept
// one at the periodic probe, is left out until it accepts again. With every instance down the
// turns go on over all of them (the answer is the proxy's 5xx, as with one instance).
import net from 'node:net';

/** Whether something accepts TCP connections at origin (http://host:port). */
export function acceptsConnections(origin, timeoutMs = 500) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * @param {string[]} origins
 * @param {{ probeMs?: number, probe?: (origin: string) => Promise<boolean> }} [options]
 * probeMs 0: no periodic probe (only refused connections mark an instance down, and nothing brings it back).
 */
export function apiUpstreams(origins, { probeMs = 500, probe = acceptsConnections } = {}) {
  if (origins.length === 0) throw new Error('apiUpstreams needs at least one origin.');
  const down = new Set();
  let turn = 0;
  let timer = null;
  const check = async () => {
    await Promise.all(origins.map(async (origin) => ((await probe(origin)) ? down.delete(origin) : down.add(origin))));
  };
  if (probeMs > 0 && origins.length > 1) {
    timer = setInterval(() => void check(), probeMs);
    timer.unref();
  }
  return {
    origins,
    /** The next instance in turn among those up (all of them when none is); `except`: not this one, if there is another. */
    next(except) {
      const others = origins.filter((origin) => origin !== except);
      const candidates = others.length > 0 ? others : origins;
      const up = candidates.filter((origin) => !down.has(origin));
      const pool = up.length > 0 ? up : candidates;
      const chosen = pool[turn % pool.length];
      turn = (turn + 1) % Number.MAX_SAFE_INTEGER;
      return chosen;
    },
    /** An instance that refused a connection: out of the turns until a probe finds it up. */
    markDown(origin) {
      if (origins.length > 1) down.add(origin);
    },
    isUp: (origin) => !down.has(origin),
    check,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
