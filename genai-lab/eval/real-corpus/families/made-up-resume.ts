/**
 * A resume of an invented person (no real name, employer pairing or contact), for the design tests
 * and the preview script. It carries what real files do: several roles at one employer, a current
 * role, LaTeX special characters (R&D, C#, 100%, $), accented letters, and every optional section.
 */
import type { JsonResume } from 'genai';

export const MADE_UP_NAME = 'Orla Quenby-Marchetti';

export function madeUpResume(): JsonResume {
  return {
    basics: {
      name: MADE_UP_NAME,
      label: 'Senior Platform Engineer',
      email: 'orla.quenby@example.org',
      phone: '+1 555 0142',
      url: 'https://orla.example.org',
      summary: 'Platform engineer with eleven years building build systems & deploy tooling; cut CI time by 40% at two companies.',
      location: { city: 'Tacoma', region: 'WA', countryCode: 'US', raw: 'Tacoma, WA, US' },
      profiles: [{ network: 'GitHub', username: 'oquenby-example', url: 'https://github.com/oquenby-example' }],
    },
    work: [
      {
        name: 'Brightwater Logistics',
        position: 'Staff Platform Engineer',
        location: 'Seattle, WA',
        startDate: '2021-03',
        endDate: '',
        summary: 'Leads the build & release group (R&D).',
        highlights: [
          'Moved 140 services to a shared C# build template',
          'Cut median CI time from 31 to 18 minutes',
          'Ran the on-call rota for the deploy pipeline',
        ],
      },
      {
        name: 'Brightwater Logistics',
        position: 'Senior DevOps Engineer',
        location: 'Seattle, WA',
        startDate: '2018-06',
        endDate: '2021-02',
        highlights: ['Built the Kubernetes platform that replaced hand-run VMs', 'Saved $250k a year in cloud spend'],
      },
      {
        name: 'Fennimore Analytics',
        position: 'Build Engineer',
        location: 'Portland, OR',
        startDate: '2015-01',
        endDate: '2018-05',
        highlights: ['Wrote the Gradle plugins every team used', 'Mentored four junior engineers'],
      },
      {
        name: 'Café Ossiach GmbH',
        position: 'Software Developer',
        location: 'Graz, Austria',
        startDate: '2012-09',
        endDate: '2014-12',
        highlights: ['Built the point-of-sale sync service in Java'],
      },
    ],
    education: [
      {
        institution: 'Lakeshore State University',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        startDate: '2008-09',
        endDate: '2012-06',
        score: '3.7',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['Go', 'Python', 'C#', 'Bash'] },
      { name: 'Infrastructure', keywords: ['Kubernetes', 'Terraform', 'AWS'] },
    ],
    projects: [{ name: 'shipyard-ci', description: 'An open build cache for monorepos.', highlights: [], url: 'https://example.org/shipyard' }],
    certificates: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2020-05' }],
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'German', fluency: 'Professional' },
    ],
    awards: [{ title: 'Engineering Excellence Award', date: '2022-11', awarder: 'Brightwater Logistics' }],
  };
}
