// What a remote's build prints: the Module Federation manifest plugin's note about
// publicPath='auto' is dropped (webpack.common.js QuietAutoPublicPathPlugin says why it is
// expected), and only that note. A compiler with the plugin as remotes have it is created, not
// run: the manifest plugin logs the note in apply(). `node --test scripts/build-logs.test.mjs`
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { it } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { QuietAutoPublicPathPlugin } = require('../webpack.common.js');

/** The infrastructure warnings a remote-like compiler (publicPath 'auto', a manifest) logs while it is set up. */
function warningsOf(plugins) {
  const warnings = [];
  const sink = { ...console, warn: (...args) => warnings.push(args.join(' ')), info() {}, log() {}, debug() {}, status() {} };
  webpack({
    mode: 'production',
    entry: {},
    output: { publicPath: 'auto' },
    plugins: [
      ...plugins,
      new ModuleFederationPlugin({ name: 'remote_probe', filename: 'remoteEntry.js', exposes: {}, dts: false, manifest: { disableAssetsAnalyze: false } }),
    ],
    infrastructureLogging: { console: sink, level: 'warn' },
  });
  return warnings;
}

it("the manifest plugin's publicPath='auto' note is dropped, and only that", () => {
  // Without the quieting plugin the installed manifest plugin prints it (so the check below can fail).
  assert.ok(
    warningsOf([]).some((line) => line.includes("reason: publicPath='auto'")),
    'the manifest plugin no longer prints its publicPath note: drop QuietAutoPublicPathPlugin',
  );
  assert.deepEqual(
    warningsOf([new QuietAutoPublicPathPlugin()]).filter((line) => line.includes('Manifest')),
    [],
  );
  // Another message of the plugin still shows.
  const other = [];
  const compiler = webpack({
    mode: 'production',
    entry: {},
    plugins: [new QuietAutoPublicPathPlugin()],
    infrastructureLogging: { console: { ...console, warn: (...args) => other.push(args.join(' ')) }, level: 'warn' },
  });
  compiler.getInfrastructureLogger('Module Federation Manifest Plugin').warn('something else');
  assert.deepEqual(
    other.map((line) => line.replace(/^.*\] /, '')),
    ['something else'],
  );
});
