import { GENAI_TOOL_GROUPS, parseRemoteRegistry } from 'shared-schemas';
import shippedRegistry from '../../public/remotes.json';
import { headerMenus, roleLinks } from './menus';

const shipped = parseRemoteRegistry(shippedRegistry, 'http://localhost:3000/').remotes;

describe('menus from the registry', () => {
  it("the shipped remotes.json gives the header its two menus, in the registry's order", () => {
    const menus = headerMenus(shipped);
    expect(menus.map((menu) => [menu.id, menu.label, menu.groups.map((group) => group.heading)])).toEqual([
      ['job-candidate-search', 'Job & Candidate Search', ['Job Search', 'Candidate Search']],
      ['services', 'Services', GENAI_TOOL_GROUPS.map((group) => group.name)],
    ]);
    expect(menus[0]!.groups[0]!.links).toEqual([
      { label: 'LinkedIn Job Search', to: '/job-linkedin-search' },
      { label: 'Google Job Search', to: '/job-google-search' },
    ]);
  });

  it('the Services menu lists every GenAI tool of the catalogue, each going to /genai-services', () => {
    const services = headerMenus(shipped).find((menu) => menu.label === 'Services')!;
    expect(services.groups.map((group) => group.links)).toEqual(
      GENAI_TOOL_GROUPS.map((group) => group.tools.map((tool) => ({ label: tool.name, to: '/genai-services' }))),
    );
  });

  it('links of several remotes join the same section and group; a new section comes last', () => {
    const link = (section: string, group: string, label: string) => ({ menu: 'header' as const, section, group, label, to: `/${label}` });
    const remote = (name: string, menus: ReturnType<typeof link>[]) => ({ name, entry: `http://localhost:3050/${name}.js`, mounts: [], menus });
    const menus = headerMenus([
      remote('a', [link('Services', 'Tools', 'one')]),
      remote('b', [link('Sixth', 'Area', 'two'), link('Services', 'Tools', 'three')]),
    ]);
    expect(menus).toEqual([
      {
        id: 'services',
        label: 'Services',
        groups: [
          {
            heading: 'Tools',
            links: [
              { label: 'one', to: '/one' },
              { label: 'three', to: '/three' },
            ],
          },
        ],
      },
      { id: 'sixth', label: 'Sixth', groups: [{ heading: 'Area', links: [{ label: 'two', to: '/two' }] }] },
    ]);
  });

  it('sections whose names slug alike still get distinct ids', () => {
    const link = (section: string) => ({ menu: 'header' as const, section, group: 'G', label: section, to: '/x' });
    const menus = headerMenus([{ name: 'a', entry: 'http://localhost:3050/a.js', mounts: [], menus: [link('Teams'), link('teams!'), link('???')] }]);
    expect(menus.map((menu) => menu.id)).toEqual(['teams', 'teams-2', 'menu']);
  });

  it('each role gets its own links for the user menu', () => {
    expect(roleLinks(shipped, 'HR')).toEqual([{ label: 'My dashboard', to: '/dashboard/hr' }]);
    expect(roleLinks(shipped, 'Candidate')).toEqual([{ label: 'My dashboard', to: '/dashboard/candidate' }]);
  });
});
