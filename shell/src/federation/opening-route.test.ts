import type { RegisteredRemote } from 'shared-schemas';
import { mountPathRank, openingMount } from './opening-route';

const remotes: RegisteredRemote[] = [
  {
    name: 'remote_public',
    entry: 'http://localhost:3001/remoteEntry.js',
    mounts: [
      { path: '/', module: 'HomePage', role: null },
      { path: '/contact', module: 'ContactPage', role: null },
      { path: '/jobs/:jobId', module: 'JobPage', role: null },
    ],
    menus: [],
  },
  {
    name: 'remote_candidate',
    entry: 'http://localhost:3002/remoteEntry.js',
    mounts: [{ path: '/dashboard/candidate/*', module: 'Dashboard', role: 'Candidate' }],
    menus: [],
  },
  {
    name: 'remote_hr',
    entry: 'http://localhost:3004/remoteEntry.js',
    mounts: [
      { path: '/dashboard/*', module: 'Overview', role: null },
      { path: '/dashboard/hr/*', module: 'Dashboard', role: 'HR' },
    ],
    menus: [],
  },
];

describe('mountPathRank', () => {
  it.each([
    ['/', '/', true],
    ['/', '/contact', false],
    ['/contact', '/Contact/', true],
    ['/contact', '/contact/more', false],
    ['/jobs/:jobId', '/jobs/42', true],
    ['/jobs/:jobId', '/jobs', false],
    ['/sixth/*', '/sixth', true],
    ['/sixth/*', '/sixth/a/b', true],
    ['/sixth/*', '/sixtha', false],
  ])('%s against %s matches: %s', (pattern, pathname, matches) => {
    expect(mountPathRank(pattern, pathname) >= 0).toBe(matches);
  });
});

describe('openingMount: the remote module the page opened on', () => {
  it('a public mount, whoever is signed in', () => {
    expect(openingMount(remotes, '/contact', undefined)).toEqual({ container: 'remote_public', module: 'ContactPage' });
    expect(openingMount(remotes, '/', 'HR')).toEqual({ container: 'remote_public', module: 'HomePage' });
    expect(openingMount(remotes, '/jobs/7', undefined)).toEqual({ container: 'remote_public', module: 'JobPage' });
  });

  it("a role's mount only for that role (the guard sends anyone else away, so nothing is fetched)", () => {
    expect(openingMount(remotes, '/dashboard/candidate/applications', 'candidate')).toEqual({ container: 'remote_candidate', module: 'Dashboard' });
    expect(openingMount(remotes, '/dashboard/candidate', undefined)).toBeUndefined();
    expect(openingMount(remotes, '/dashboard/candidate', 'HR')).toBeUndefined();
  });

  it('the most specific mount wins over a splat above it, as in the router', () => {
    expect(openingMount(remotes, '/dashboard/hr/jobs', 'HR')).toEqual({ container: 'remote_hr', module: 'Dashboard' });
    expect(openingMount(remotes, '/dashboard/other', undefined)).toEqual({ container: 'remote_hr', module: 'Overview' });
    // An exact page beside the splat (resumeinflux's entry pages): that page's module alone starts.
    const area: RegisteredRemote[] = [
      {
        name: 'remote_hr',
        entry: 'http://localhost:3004/remoteEntry.js',
        mounts: [
          { path: '/resumeinflux/*', module: 'ResumeinfluxArea', role: null },
          { path: '/resumeinflux/login', module: 'LoginPage', role: null },
        ],
        menus: [],
      },
    ];
    expect(openingMount(area, '/resumeinflux/login', undefined)).toEqual({ container: 'remote_hr', module: 'LoginPage' });
    expect(openingMount(area, '/resumeinflux/invite/abc', undefined)).toEqual({ container: 'remote_hr', module: 'ResumeinfluxArea' });
  });

  it("the shell's own pages open no remote", () => {
    expect(openingMount(remotes, '/unauthorized', 'Candidate')).toBeUndefined();
    expect(openingMount(remotes, '/no-such-page', undefined)).toBeUndefined();
  });
});
