import { parseRemoteBuildInfo, parseRemoteRegistry, REGISTRY_LIMITS } from './remote-registry';
import { DEFAULT_OVERRIDE_ORIGINS, originMatches, overrideProblem, parseOverrideOrigins, parseOverrideRequest } from './remote-override';

const LOCAL_PAGE = 'http://localhost:3000/';
const SITE_PAGE = 'https://app.hiregen.example/';

const admin = {
  name: 'remote_admin',
  entry: 'http://localhost:3005/remoteEntry.js',
  version: '1.4.0',
  mounts: [{ path: '/dashboard/admin/*', module: './Dashboard', role: 'Admin', title: 'Admin dashboard' }],
  menus: [{ menu: 'role', role: 'Admin', label: 'My dashboard', to: '/dashboard/admin' }],
};
const pub = {
  name: 'remote_public',
  entry: 'http://localhost:3001/remoteEntry.js',
  mounts: [
    { path: '/', module: './HomePage', role: null },
    { path: '/contact', module: 'ContactPage' },
  ],
  menus: [{ menu: 'header', section: 'Services', group: 'Resume Tools', label: 'Resume Parser', to: '/genai-services' }],
};
const registryOf = (...remotes: unknown[]) => ({ version: 2, remotes });

describe('parseRemoteRegistry: a good registry', () => {
  it('reads every remote, its mounts (module without "./", role or null) and its menu links', () => {
    expect(parseRemoteRegistry(registryOf(pub, admin), LOCAL_PAGE)).toEqual({
      problems: [],
      remotes: [
        {
          name: 'remote_public',
          entry: 'http://localhost:3001/remoteEntry.js',
          mounts: [
            { path: '/', module: 'HomePage', role: null },
            { path: '/contact', module: 'ContactPage', role: null },
          ],
          menus: [{ menu: 'header', section: 'Services', group: 'Resume Tools', label: 'Resume Parser', to: '/genai-services' }],
        },
        {
          name: 'remote_admin',
          entry: 'http://localhost:3005/remoteEntry.js',
          version: '1.4.0',
          mounts: [{ path: '/dashboard/admin/*', module: 'Dashboard', role: 'Admin', title: 'Admin dashboard' }],
          menus: [{ menu: 'role', role: 'Admin', label: 'My dashboard', to: '/dashboard/admin' }],
        },
      ],
    });
  });

  it('accepts a remote without mounts or menus (registered, nothing mounted)', () => {
    expect(parseRemoteRegistry(registryOf({ name: 'remote_x', entry: 'http://localhost:3050/remoteEntry.js' }), LOCAL_PAGE).remotes).toEqual([
      { name: 'remote_x', entry: 'http://localhost:3050/remoteEntry.js', mounts: [], menus: [] },
    ]);
  });

  it("the repository's own shell/public/remotes.json is valid with no problems", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON fixture read as data
    const file: unknown = require('../../shell/public/remotes.json');
    const parsed = parseRemoteRegistry(file, LOCAL_PAGE);
    expect(parsed.problems).toEqual([]);
    expect(parsed.remotes.map((remote) => remote.name)).toEqual([
      'remote_public',
      'remote_candidate',
      'remote_interviewer',
      'remote_hr_resumeinflux',
      'remote_admin',
    ]);
  });
});

describe('parseRemoteRegistry: fatal (nothing starts)', () => {
  it.each([
    [null, 'remotes.json must be an object'],
    [[], 'remotes.json must be an object'],
    [{ remote_public: 'http://localhost:3001/remoteEntry.js' }, 'remotes.json is in the old form { "<container>": "<entry URL>" }, which names no routes'],
    [{ version: 3, remotes: [] }, 'remotes.json has version 3; this shell reads version 2.'],
    [{ remotes: [] }, 'remotes.json has version undefined'],
    [{ version: 2, remotes: {} }, 'remotes.json: "remotes" must be a list.'],
    [{ version: 2, remotes: Array.from({ length: REGISTRY_LIMITS.remotes + 1 }, () => pub) }, 'remotes.json lists more than 50 remotes.'],
  ])('refuses %j', (value, message) => {
    expect(() => parseRemoteRegistry(value, LOCAL_PAGE)).toThrow(message);
  });

  it.each([
    ['data:text/javascript,alert(1)', 'remotes.json: the entry of "remote_public" uses "data:"; remote entries must be http(s) URLs.'],
    ['javascript:alert(1)', 'uses "javascript:"'],
    ['blob:http://localhost:3000/x', 'uses "blob:"'],
  ])('an entry at %s refuses the whole file: a tampered registry must not half-start', (entry, message) => {
    expect(() => parseRemoteRegistry(registryOf(admin, { ...pub, entry }), LOCAL_PAGE)).toThrow(message);
  });

  it("outside local development: https on the shell's own site only", () => {
    const at = (entry: string) => registryOf({ ...admin, entry });
    expect(parseRemoteRegistry(at('https://admin.hiregen.example/remoteEntry.js'), SITE_PAGE).remotes).toHaveLength(1);
    expect(() => parseRemoteRegistry(at('http://admin.hiregen.example/remoteEntry.js'), SITE_PAGE)).toThrow('must use https');
    expect(() => parseRemoteRegistry(at('https://cdn.attacker.example/remoteEntry.js'), SITE_PAGE)).toThrow(
      'is not on the allowed list (hiregen.example and its subdomains)',
    );
  });
});

describe('parseRemoteRegistry: a bad entry is skipped and reported, the rest is kept', () => {
  const skipped = (bad: unknown) => {
    const parsed = parseRemoteRegistry(registryOf(pub, bad, admin), LOCAL_PAGE);
    return { names: parsed.remotes.map((remote) => remote.name), problems: parsed.problems };
  };

  it.each([
    ['not an object', 'remote_x', 'remotes.json: remote #2: must be an object; the remote is skipped.'],
    ['no name', { entry: 'http://localhost:3050/remoteEntry.js' }, 'remotes.json: remote #2: "name" must be a non-empty string; the remote is skipped.'],
    [
      'a bad container name',
      { ...admin, name: 'remote-x' },
      'remotes.json: remote "remote-x": "remote-x" is not a valid container name (letters, digits and _); the remote is skipped.',
    ],
    ['no entry', { name: 'remote_x', mounts: [] }, 'remotes.json: remote "remote_x": "entry" must be a non-empty string; the remote is skipped.'],
    [
      'mounts not a list',
      { name: 'remote_x', entry: 'http://localhost:3050/remoteEntry.js', mounts: {} },
      'remotes.json: remote "remote_x": "mounts" must be a list; the remote is skipped.',
    ],
    [
      'too many links',
      { name: 'remote_x', entry: 'http://localhost:3050/remoteEntry.js', menus: Array.from({ length: 101 }, () => ({})) },
      'remotes.json: remote "remote_x": "menus" has more than 100 items; the remote is skipped.',
    ],
    [
      'a version that is not text',
      { name: 'remote_x', entry: 'http://localhost:3050/remoteEntry.js', version: 2 },
      'remotes.json: remote "remote_x": "version" must be a non-empty string; the remote is skipped.',
    ],
  ])('a remote with %s', (_kind, bad, problem) => {
    expect(skipped(bad)).toEqual({ names: ['remote_public', 'remote_admin'], problems: [problem] });
  });

  it('a remote listed twice: the first is kept', () => {
    expect(skipped({ ...admin, entry: 'http://localhost:3099/remoteEntry.js' })).toEqual({
      names: ['remote_public', 'remote_admin'],
      problems: ['remotes.json: remote "remote_admin": listed twice, the first one is kept; the remote is skipped.'],
    });
  });

  it.each([
    ['a path without "/"', { path: 'sixth', module: './App' }, '"path" "sixth" must start with "/" and hold only URL path characters'],
    ['a path with a space', { path: '/six th', module: './App' }, '"path" "/six th" must start with "/"'],
    ['no module', { path: '/sixth/*' }, '"module" must be a non-empty string'],
    ['a module path', { path: '/sixth/*', module: '../App' }, '"module" "../App" must name an exposed module, e.g. "./Dashboard"'],
    ['an unknown role', { path: '/sixth/*', module: './App', role: 'Boss' }, '"role" must be null or one of Candidate, Interviewer, HR, Admin (got "Boss")'],
    [
      'a role in the wrong case',
      { path: '/sixth/*', module: './App', role: 'admin' },
      '"role" must be null or one of Candidate, Interviewer, HR, Admin (got "admin")',
    ],
    ['a path another remote mounts', { path: '/contact', module: './App' }, '"path" /contact is already mounted by remote "remote_public"'],
    ['a path the shell answers', { path: '/unauthorized', module: './App' }, '"path" /unauthorized is already mounted by the shell'],
    ['a title too long', { path: '/sixth/*', module: './App', title: 'x'.repeat(201) }, '"title" is longer than 200 characters'],
  ])('a mount with %s: only that mount is skipped', (_kind, mount, reason) => {
    const parsed = parseRemoteRegistry(
      registryOf(pub, { name: 'remote_sixth', entry: 'http://localhost:3050/remoteEntry.js', mounts: [mount, { path: '/sixth-ok', module: './App' }] }),
      LOCAL_PAGE,
    );
    expect(parsed.remotes[1]!.mounts).toEqual([{ path: '/sixth-ok', module: 'App', role: null }]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toContain(`remotes.json: remote "remote_sixth", mount #1: ${reason}`);
    expect(parsed.problems[0]).toMatch(/; the mount is skipped\.$/);
  });

  it.each([
    [
      'an off-site link',
      { menu: 'header', section: 'S', group: 'G', label: 'Out', to: 'https://elsewhere.example/' },
      '"to" "https://elsewhere.example/" must be a path in HireGen starting with "/"',
    ],
    [
      'a protocol-relative link',
      { menu: 'role', role: 'HR', label: 'Out', to: '//elsewhere.example' },
      '"to" "//elsewhere.example" must be a path in HireGen starting with "/"',
    ],
    [
      'a script link',
      { menu: 'role', role: 'HR', label: 'Out', to: 'javascript:alert(1)' },
      '"to" "javascript:alert(1)" must be a path in HireGen starting with "/"',
    ],
    ['an unknown menu', { menu: 'footer', label: 'X', to: '/x' }, '"menu" must be "header" or "role" (got "footer")'],
    ['a header link without a group', { menu: 'header', section: 'S', label: 'X', to: '/x' }, '"group" must be a non-empty string'],
    ['a role link without a role', { menu: 'role', label: 'X', to: '/x' }, '"role" must be one of Candidate, Interviewer, HR, Admin (got undefined)'],
    ['a blank label', { menu: 'role', role: 'HR', label: '  ', to: '/x' }, '"label" must be a non-empty string'],
  ])('a menu link with %s: only that link is skipped', (_kind, link, reason) => {
    const good = { menu: 'role', role: 'HR', label: 'Sixth', to: '/sixth' };
    const parsed = parseRemoteRegistry(registryOf({ name: 'remote_sixth', entry: 'http://localhost:3050/remoteEntry.js', menus: [good, link] }), LOCAL_PAGE);
    expect(parsed.remotes[0]!.menus).toEqual([good]);
    expect(parsed.problems).toEqual([expect.stringContaining(`remotes.json: remote "remote_sixth", menu link #2: ${reason}`)]);
  });
});

describe('parseRemoteBuildInfo', () => {
  it('reads what a remote says about its build', () => {
    const info = { name: 'remote_admin', version: '0.1.0', buildId: '3f2a9c1b7d0e', builtAt: '2026-11-24T01:00:00.000Z' };
    expect(parseRemoteBuildInfo(info)).toEqual(info);
  });

  it.each([[null], ['<html>'], [{ name: 'remote_admin', version: '0.1.0' }], [{ name: 'r', version: 1, buildId: 'x', builtAt: 'y' }]])(
    '%j is not build info',
    (value) => {
      expect(parseRemoteBuildInfo(value)).toBeNull();
    },
  );
});

describe('parseRemoteRegistry: fallbackEntries (failover)', () => {
  const sixth = { name: 'remote_sixth', entry: 'http://127.0.0.1:3160/remoteEntry.js', mounts: [] };
  const SITE_ENTRY = 'https://reports.hiregen.example/remoteEntry.js';

  it('keeps a list of fallback URLs in order; a file without the field stays valid as before', () => {
    const parsed = parseRemoteRegistry(
      registryOf({ ...sixth, fallbackEntries: ['http://127.0.0.1:3161/remoteEntry.js', 'http://localhost:3162/remoteEntry.js'] }, pub),
      LOCAL_PAGE,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.remotes[0]!.fallbackEntries).toEqual(['http://127.0.0.1:3161/remoteEntry.js', 'http://localhost:3162/remoteEntry.js']);
    expect(parsed.remotes[1]).not.toHaveProperty('fallbackEntries');
  });

  it('on a real site: https on the same site, as for the entry', () => {
    const parsed = parseRemoteRegistry(
      registryOf({ ...sixth, entry: SITE_ENTRY, fallbackEntries: ['https://reports-b.hiregen.example/remoteEntry.js'] }),
      SITE_PAGE,
    );
    expect(parsed.remotes[0]!.fallbackEntries).toEqual(['https://reports-b.hiregen.example/remoteEntry.js']);
  });

  it.each([
    [
      ['https://reports.evil.example/remoteEntry.js'],
      'remotes.json: fallback entry #1 of "remote_sixth" (https://reports.evil.example) is not on the allowed list (hiregen.example and its subdomains).',
    ],
    [
      ['https://reports-b.hiregen.example/remoteEntry.js', 'http://reports-c.hiregen.example/remoteEntry.js'],
      'remotes.json: fallback entry #2 of "remote_sixth" must use https (http://reports-c.hiregen.example).',
    ],
    [['javascript:alert(1)'], 'remotes.json: fallback entry #1 of "remote_sixth" uses "javascript:"; remote entries must be http(s) URLs.'],
  ])('a forbidden origin in %j refuses the whole file, as a forbidden entry does', (fallbackEntries, message) => {
    expect(() => parseRemoteRegistry(registryOf({ ...sixth, entry: SITE_ENTRY, fallbackEntries }), SITE_PAGE)).toThrow(message);
  });

  it.each([
    [
      'http://127.0.0.1:3161/remoteEntry.js',
      [],
      'remotes.json: remote "remote_sixth": "fallbackEntries" must be a list of remoteEntry.js URLs; no fallback is used.',
    ],
    [[42, ''], [], 'remotes.json: remote "remote_sixth": fallback entry #1 must be a URL of at most 200 characters; it is ignored.'],
    [
      ['http://127.0.0.1:3160/remoteEntry.js'],
      [],
      'remotes.json: remote "remote_sixth": fallback entry #1 (http://127.0.0.1:3160/remoteEntry.js) is already listed; it is ignored.',
    ],
    [
      [
        'http://127.0.0.1:3161/remoteEntry.js',
        'http://127.0.0.1:3162/remoteEntry.js',
        'http://127.0.0.1:3163/remoteEntry.js',
        'http://127.0.0.1:3164/remoteEntry.js',
      ],
      ['http://127.0.0.1:3161/remoteEntry.js', 'http://127.0.0.1:3162/remoteEntry.js', 'http://127.0.0.1:3163/remoteEntry.js'],
      'remotes.json: remote "remote_sixth": "fallbackEntries" has more than 3 URLs; only the first 3 are used.',
    ],
  ])('a malformed %j is reported in a sentence and left out; the remote still loads from its entry', (fallbackEntries, kept, problem) => {
    const parsed = parseRemoteRegistry(registryOf({ ...sixth, fallbackEntries }), LOCAL_PAGE);
    expect(parsed.problems[0]).toBe(problem);
    expect(parsed.remotes[0]!.entry).toBe(sixth.entry);
    expect(parsed.remotes[0]!.fallbackEntries ?? []).toEqual(kept);
  });
});

describe('overrideOrigins (where a local override may load from)', () => {
  it('the parser keeps the field as written (it is read only when an override is asked for); absent, not there', () => {
    expect(parseRemoteRegistry(registryOf(pub), LOCAL_PAGE)).not.toHaveProperty('overrideOrigins');
    expect(parseRemoteRegistry({ ...registryOf(pub), overrideOrigins: ['http://localhost:*'] }, LOCAL_PAGE).overrideOrigins).toEqual(['http://localhost:*']);
  });

  it("absent: this machine's loopback origins; on a real site loopback and https origins of the shell's site; [] allows none", () => {
    expect(parseOverrideOrigins(undefined, SITE_PAGE)).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    const origins = ['http://localhost:*', 'http://127.0.0.1:3105', 'https://dev.hiregen.example'];
    expect(parseOverrideOrigins(origins, SITE_PAGE)).toEqual(origins);
    expect(parseOverrideOrigins([], SITE_PAGE)).toEqual([]);
  });

  it('an origin the entry policy forbids, or a malformed one, is left out with a sentence; a field that is not a list allows none', () => {
    const problems: string[] = [];
    expect(parseOverrideOrigins(['https://dev.evil.example', "'unsafe-inline'", 'http://localhost:*'], SITE_PAGE, problems)).toEqual(['http://localhost:*']);
    expect(problems).toEqual([
      'remotes.json: override origin #1 of "overrideOrigins" (https://dev.evil.example) is not on the allowed list (hiregen.example and its subdomains). It is ignored.',
      `remotes.json: override origin #2 "'unsafe-inline'" must be an origin such as "http://localhost:*" or "https://dev.hiregen.example"; it is ignored.`,
    ]);
    const notList: string[] = [];
    expect(parseOverrideOrigins('http://localhost:*', LOCAL_PAGE, notList)).toEqual([]);
    expect(notList).toEqual(['remotes.json: "overrideOrigins" must be a list of origins such as "http://localhost:*"; no local override is allowed.']);
  });
});

describe('local overrides: the request and the origin check', () => {
  it('reads ?remote-override=<container>=<url>, and a reset', () => {
    expect(parseOverrideRequest('?remote-override=remote_admin=http://localhost:3105/remoteEntry.js')).toEqual({
      override: { container: 'remote_admin', url: 'http://localhost:3105/remoteEntry.js' },
    });
    expect(parseOverrideRequest('?remote-override=reset')).toEqual({ reset: true });
    expect(parseOverrideRequest('?remote-override=remote_admin=')).toEqual({ reset: true });
    expect(parseOverrideRequest('?remote-override=nonsense')).toBeNull();
    expect(parseOverrideRequest('?tab=1')).toBeNull();
  });

  it.each([
    ['http://localhost:3105/remoteEntry.js', true],
    ['http://127.0.0.1:3105/remoteEntry.js', true],
    ['https://localhost:3105/remoteEntry.js', false],
    ['http://localhost.evil.example/remoteEntry.js', false],
    ['http://192.168.1.5:3105/remoteEntry.js', false],
  ])('%s on the default loopback origins: %s', (url, allowed) => {
    expect(overrideProblem({ container: 'remote_admin', url }, ['remote_admin'], DEFAULT_OVERRIDE_ORIGINS) === null).toBe(allowed);
  });

  it('an exact port, and an https origin on its default port', () => {
    expect(originMatches(new URL('http://localhost:3105/x.js'), 'http://localhost:3105')).toBe(true);
    expect(originMatches(new URL('http://localhost:3106/x.js'), 'http://localhost:3105')).toBe(false);
    expect(originMatches(new URL('https://dev.hiregen.example/x.js'), 'https://dev.hiregen.example')).toBe(true);
    expect(originMatches(new URL('https://dev.hiregen.example:8443/x.js'), 'https://dev.hiregen.example')).toBe(false);
  });
});
