import {
  checkRemoteCompatibility,
  exposeAssetUrls,
  isManifestEntry,
  manifestAssetCount,
  manifestUrlOf,
  parseRefusedRemotes,
  parseRemoteManifest,
  remoteEntryUrlOf,
  sharedPackageOf,
} from './remote-manifest';

/** The shape @module-federation/enhanced writes (trimmed to what is read). */
const manifestOf = (shared: Array<{ name: string; version: string; singleton?: boolean }>, extra: Record<string, unknown> = {}) => ({
  id: 'remote_reports',
  name: 'remote_reports',
  metaData: { name: 'remote_reports', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: shared.map((item) => ({ id: `remote_reports:${item.name}`, requiredVersion: `^${item.version}`, assets: {}, ...item })),
  remotes: [],
  exposes: [
    {
      id: 'remote_reports:App',
      name: 'App',
      path: './App',
      assets: { js: { sync: ['236.a.js', '__federation_expose_App.b.js'], async: ['134.c.js'] }, css: { sync: ['__federation_expose_App.d.css'], async: [] } },
    },
  ],
  ...extra,
});

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', 'shared-ui': '0.1.0' };
const current = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1', singleton: true },
  { name: 'react-router-dom', version: '7.18.5', singleton: true },
  { name: 'shared-ui', version: '0.1.0', singleton: true },
  { name: 'lodash', version: '4.17.21' },
];
const URL_ = 'https://reports.hiregen.example/app/mf-manifest.json';

describe('parseRemoteManifest', () => {
  it('reads the container, its remote entry, exposes with their assets, and shared versions', () => {
    const manifest = parseRemoteManifest(manifestOf(current));
    expect(manifest.name).toBe('remote_reports');
    expect(manifest.remoteEntry).toBe('remoteEntry.js');
    expect(manifest.exposes).toEqual([
      { name: 'App', sync: { js: ['236.a.js', '__federation_expose_App.b.js'], css: ['__federation_expose_App.d.css'] }, async: { js: ['134.c.js'], css: [] } },
    ]);
    expect(manifest.shared.find((item) => item.name === 'react')).toEqual({ name: 'react', version: '19.3.1', singleton: true });
    expect(manifestAssetCount(manifest)).toBe(4);
  });

  it.each([
    ['not an object', [], 'not a JSON object'],
    ['no metaData', { name: 'x', exposes: [], shared: [] }, 'no "metaData"'],
    ['no remote entry', { name: 'x', metaData: { publicPath: 'auto' } }, 'no "metaData.remoteEntry"'],
    ['a shared item without a version', manifestOf([{ name: 'react', version: '' }]), 'shared "react" "version" must be a non-empty string'],
    ['exposes that are not a list', manifestOf([], { exposes: 'App' }), '"exposes" must be a list'],
  ])('refuses a malformed manifest (%s) with what is wrong', (_case, value, message) => {
    expect(() => parseRemoteManifest(value)).toThrow(message);
  });
});

describe('checkRemoteCompatibility', () => {
  it("accepts a remote built against the shell's majors (other minors, and packages the shell does not share, are fine)", () => {
    const manifest = parseRemoteManifest(
      manifestOf([...current.slice(0, 3), { name: 'react-router-dom', version: '7.2.0', singleton: true }, { name: 'lodash', version: '3.0.0' }]),
    );
    expect(checkRemoteCompatibility(manifest, SHELL, 'remote_reports')).toEqual({ ok: true });
  });

  it('refuses a remote built against another React major, naming the package and both versions', () => {
    const manifest = parseRemoteManifest(
      manifestOf([
        { name: 'react', version: '17.0.2', singleton: true },
        { name: 'react/jsx-runtime', version: '17.0.2' },
        { name: 'react-dom', version: '17.0.2', singleton: true },
      ]),
    );
    const verdict = checkRemoteCompatibility(manifest, SHELL);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toBe(
      "built against react 17.0.2, but the shell provides react 19.3.1; react-dom 17.0.2, but the shell provides react-dom 19.3.1 — one copy is shared by the whole page, so it must be built against the same major version. Rebuild it against the shell's versions.",
    );
  });

  it('compares 0.x versions on their minor, as a caret range does', () => {
    const manifest = parseRemoteManifest(manifestOf([{ name: 'shared-ui', version: '0.2.0', singleton: true }]));
    expect(checkRemoteCompatibility(manifest, SHELL)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('shared-ui 0.2.0, but the shell provides shared-ui 0.1.0'),
    });
  });

  it('refuses a version that is not one, and a manifest for another container', () => {
    expect(checkRemoteCompatibility(parseRemoteManifest(manifestOf([{ name: 'react', version: 'latest' }])), SHELL)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('react "latest", which is not a version'),
    });
    expect(checkRemoteCompatibility(parseRemoteManifest(manifestOf(current)), SHELL, 'remote_other')).toEqual({
      ok: false,
      reason: 'its manifest is for the container "remote_reports", not "remote_other"',
    });
  });
});

describe('manifest URLs', () => {
  it('tells a manifest entry from a remoteEntry.js and finds the manifest beside an entry', () => {
    expect(isManifestEntry(URL_)).toBe(true);
    expect(isManifestEntry('https://reports.hiregen.example/app/remoteEntry.js')).toBe(false);
    expect(manifestUrlOf('https://reports.hiregen.example/app/remoteEntry.js')).toBe(URL_);
    expect(manifestUrlOf(URL_)).toBe(URL_);
  });

  it('resolves the remote entry and an expose\'s first-render assets against the manifest\'s folder ("auto") or its publicPath', () => {
    const auto = parseRemoteManifest(manifestOf(current));
    expect(remoteEntryUrlOf(URL_, auto)).toBe('https://reports.hiregen.example/app/remoteEntry.js');
    expect(exposeAssetUrls(URL_, auto, './App')).toEqual({
      js: ['https://reports.hiregen.example/app/236.a.js', 'https://reports.hiregen.example/app/__federation_expose_App.b.js'],
      css: ['https://reports.hiregen.example/app/__federation_expose_App.d.css'],
    });
    expect(exposeAssetUrls(URL_, auto, 'Missing')).toEqual({ js: [], css: [] });
    const cdn = parseRemoteManifest(
      manifestOf(current, {
        metaData: { name: 'remote_reports', remoteEntry: { name: 'remoteEntry.js', path: 'v2' }, publicPath: 'https://cdn.hiregen.example/reports/' },
      }),
    );
    expect(remoteEntryUrlOf(URL_, cdn)).toBe('https://cdn.hiregen.example/reports/v2/remoteEntry.js');
  });

  it('maps shared keys to their package', () => {
    expect(sharedPackageOf('react/jsx-runtime')).toBe('react');
    expect(sharedPackageOf('firebase/')).toBe('firebase');
    expect(sharedPackageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });
});

describe('parseRefusedRemotes', () => {
  it("reads the registry's refused list and drops items that are not refusals", () => {
    const registry = {
      version: 2,
      remotes: [],
      refused: [
        { name: 'remote_legacy', entry: 'http://localhost:3070/mf-manifest.json', reason: 'built against react 17.0.2', at: '2026-11-27T21:00:00.000Z' },
        { name: 'x' },
        'y',
      ],
    };
    expect(parseRefusedRemotes(registry)).toEqual([
      { name: 'remote_legacy', entry: 'http://localhost:3070/mf-manifest.json', reason: 'built against react 17.0.2', at: '2026-11-27T21:00:00.000Z' },
    ]);
    expect(parseRefusedRemotes({ version: 2, remotes: [] })).toEqual([]);
  });
});
