/**
 * Where a local override is asked for (the query) and kept (localStorage): the shell's start reads
 * only these to decide whether the override's code (remote-override.ts) loads at all, so they
 * live apart from it and the first load of every page stays without it.
 */
export const REMOTE_OVERRIDE_QUERY = 'remote-override';
export const REMOTE_OVERRIDE_KEY = 'hiregen.remoteOverride';
