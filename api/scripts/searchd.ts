// Starts Sphinx's `searchd` (Debian package sphinxsearch, Sphinx 2.2; Manticore Search reads the
// same config) for HireGen search: per index kind (jobs, candidates) two real-time shards and one
// distributed index over them, a SphinxQL (MySQL protocol) listener on 127.0.0.1 only, data in a
// folder of its own. Never the system service: the process is ours, stopped by its PID.
//
//   tsx api/scripts/searchd.ts [--port 9306] [--data-dir .searchd-data]   (a dev searchd; Ctrl-C stops it)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SHARDS, SPHINX_KINDS, shardName } from '../src/features/search/service/sphinx-schema';

const HOST = '127.0.0.1';
export const SEARCHD = process.env.SEARCHD_BIN ?? 'searchd';

/** Why searchd cannot run here (null: it can). */
export function searchdMissing(): string | null {
  const probe = spawnSync(SEARCHD, ['--help'], { encoding: 'utf8' });
  if (probe.error) return `${SEARCHD} was not found on PATH (Debian: apt-get install -y sphinxsearch)`;
  return null;
}

/** The index definitions: the schema every shard shares (sphinx-schema.ts names its columns). */
function indexConfig(kind: string, dataDir: string): string {
  const rt = (name: string) => `
index ${name}
{
  type = rt
  path = ${path.join(dataDir, name)}
  rt_mem_limit = 256M
  # The api hands over pre-tokenised words already folded and encoded to [a-z0-9_] (sphinx-text.ts),
  # so Sphinx splits on spaces only and both engines see the same words.
  charset_table = 0..9, a..z, _
  min_word_len = 1
  docinfo = extern
  rt_field = title
  rt_field = skills
  rt_field = location
  rt_field = company
  rt_field = body
  rt_field = marker
  rt_attr_uint = kind
  rt_attr_uint = scope
  rt_attr_bigint = owner
  rt_attr_bigint = access_org
  rt_attr_multi_64 = interviewers
  rt_attr_multi_64 = skill_ids
  rt_attr_uint = seniority
  rt_attr_uint = has_years
  rt_attr_float = years
  rt_attr_uint = remote
  rt_attr_bigint = place
  rt_attr_bigint = city
  rt_attr_bigint = posted_at
  rt_attr_bigint = org
  rt_attr_bigint = org_facet
  rt_attr_bigint = currency
  rt_attr_uint = has_salary
  rt_attr_bigint = salary_low
  rt_attr_bigint = salary_high
  rt_attr_uint = source
  rt_attr_bigint = generation
  # What facet groups are called (skills, city, organisation, currency): small, unlike the payload.
  rt_attr_string = labels
  rt_attr_string = payload
}
`;
  const shards = Array.from({ length: SHARDS }, (_, i) => shardName(kind, i));
  return `${shards.map(rt).join('')}
index ${kind}
{
  type = distributed
${shards.map((name) => `  local = ${name}`).join('\n')}
}
`;
}

export function searchdConfig(options: { port: number; dataDir: string; binlog?: boolean }): string {
  const { port, dataDir } = options;
  return `${SPHINX_KINDS.map((kind) => indexConfig(kind, dataDir)).join('')}
searchd
{
  listen = ${HOST}:${port}:mysql41
  log = ${path.join(dataDir, 'searchd.log')}
  query_log = ${path.join(dataDir, 'query.log')}
  pid_file = ${path.join(dataDir, 'searchd.pid')}
  # Tests and benches start empty each time: no binlog (a deployment keeps one for crash recovery).
  binlog_path = ${options.binlog ? dataDir : ''}
  workers = threads
  # The shards of a distributed index are searched side by side.
  dist_threads = 2
  max_matches = 10000
  read_timeout = 5
  client_timeout = 300
  max_packet_size = 32M
}
`;
}

export interface Searchd {
  host: string;
  port: number;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts searchd with a generated config and waits until its SphinxQL port answers. */
export async function startSearchd(options: { port: number; dataDir?: string; binlog?: boolean; timeoutMs?: number }): Promise<Searchd> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-searchd-'));
  const ownsDir = !options.dataDir;
  fs.mkdirSync(dataDir, { recursive: true });
  const configPath = path.join(dataDir, 'sphinx.conf');
  fs.writeFileSync(configPath, searchdConfig({ port: options.port, dataDir, binlog: options.binlog }));
  let output = '';
  const child: ChildProcess = spawn(SEARCHD, ['--config', configPath, '--nodetach'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (!(await portOpen(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`searchd did not start on ${HOST}:${options.port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { host: HOST, port: options.port, dataDir, pid: child.pid!, stop };
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const port = Number(arg('--port') ?? process.env.HIREGEN_SPHINX_PORT ?? 9306);
  const dataDir = path.resolve(arg('--data-dir') ?? '.searchd-data');
  void startSearchd({ port, dataDir, binlog: true }).then((searchd) => {
    console.log(`searchd (pid ${searchd.pid}) on ${searchd.host}:${searchd.port}, data in ${dataDir}`);
    const stop = () => void searchd.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
