// `npm run build -w api`: the api, the ingestion worker and the search indexer compiled to plain
// JavaScript in api/dist (esbuild, CommonJS), so they run on `node` alone, without tsx: what the
// scale profile (`npm start -- --scale`) and the container image (api/Dockerfile) run.
//
// The workspace packages (genai, shared-schemas, resume-templates) publish TypeScript sources, so
// they are bundled in; every other package stays in node_modules. A bundled module that finds a
// file beside itself (__dirname: pdf-worker.mjs, the fonts) still finds it where it is in the
// repository: its __dirname is rewritten to its own folder, relative to dist. The engine's child
// process (engine-worker.cjs) is copied beside the bundle, with its tasks compiled next to it.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.dirname(apiDir);
const outdir = path.join(apiDir, 'dist');
const WORKSPACE = new Set(['genai', 'shared-schemas', 'resume-templates', 'shared-auth']);
const ENGINE_POOL = path.join(apiDir, 'src', 'features', 'genai', 'service', 'engine-pool.ts');

const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

/** node_modules stays outside the bundle; the workspace's TypeScript packages go in. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || !WORKSPACE.has(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

/** __dirname of a bundled module: its folder in the repository, not dist (engine-pool.ts excepted: its worker is copied beside the bundle). */
const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('__dirname') || args.path === ENGINE_POOL) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return { contents: source.replaceAll('__dirname', `require('node:path').join(__dirname, ${JSON.stringify(relative)})`), loader: 'ts' };
    });
  },
};

export async function buildApi() {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      server: path.join(apiDir, 'src', 'server.ts'),
      worker: path.join(apiDir, 'src', 'worker.ts'),
      indexer: path.join(apiDir, 'src', 'indexer.ts'),
      'engine-tasks': path.join(apiDir, 'src', 'features', 'genai', 'service', 'engine-tasks.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    logLevel: 'warning',
    absWorkingDir: repo,
    plugins: [externals, ownDirname],
  });
  copyFileSync(path.join(apiDir, 'src', 'features', 'genai', 'service', 'engine-worker.cjs'), path.join(outdir, 'engine-worker.cjs'));
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildApi().then(
    (ms) => console.log(`api built to ${path.relative(repo, outdir)}/ in ${(ms / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
