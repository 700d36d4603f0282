// The synthetic corpus and the query mix the search benches share (search.bench.ts: the embedded
// engine and freshness; search-shards.bench.ts: embedded vs two Sphinx shards side by side).
import { jobDoc } from '../src/features/search/service/documents';

const TITLES = [
  'Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'Data Scientist',
  'Data Analyst',
  'Product Manager',
  'Staff Nurse',
  'Accountant',
  'DevOps Engineer',
  'QA Engineer',
  'HR Generalist',
  'Sales Executive',
  'UX Designer',
  'Java Developer',
  'Python Developer',
  'Machine Learning Engineer',
  'Customer Support Specialist',
  'Payroll Specialist',
  'Site Reliability Engineer',
];
const SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'Java',
  'Spring Boot',
  'Kafka',
  'AWS',
  'Docker',
  'Kubernetes',
  'SQL',
  'Figma',
  'Microsoft Excel',
  'Payroll',
  'Recruiting',
  'Salesforce',
  'Go',
  'PostgreSQL',
  'MongoDB',
  'GraphQL',
  'CSS',
  'HTML',
  'Patient care',
  'Tableau',
  'Machine learning',
  'Terraform',
  'Selenium',
  'Communication',
  'Agile',
];
const CITIES = [
  'Noida',
  'Bengaluru',
  'Pune',
  'Mumbai',
  'Chennai',
  'Hyderabad',
  'Delhi',
  'Gurugram',
  'London',
  'Berlin',
  'New York',
  'Toronto',
  'Singapore',
  'Dubai',
  'Sydney',
];
const SENIORITY = ['entry', 'mid', 'senior', 'lead'] as const;
const WORDS =
  'we are looking for a motivated person to join our growing team you will build ship and maintain features collaborate with stakeholders and customers own quality mentor others review designs write tests deploy to the cloud scale reliable secure services data pipelines dashboards reporting budgets clients patients care compliance process improvement documentation'.split(
    ' ',
  );

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

export function syntheticJob(i: number) {
  const skills = [...new Set([pick(SKILLS), pick(SKILLS), pick(SKILLS), pick(SKILLS)])];
  const words = Array.from({ length: 120 }, () => pick(WORDS)).join(' ');
  const city = pick(CITIES);
  const min = 300_000 + Math.floor(random() * 40) * 50_000;
  const opened = new Date(Date.now() - Math.floor(random() * 60) * 86_400_000).toISOString();
  return jobDoc(`job-${i}`, {
    orgId: `org-${i % 700}`,
    orgName: `Company ${i % 700}`,
    title: `${random() < 0.3 ? 'Senior ' : ''}${pick(TITLES)}`,
    description: `${words}. Skills: ${skills.join(', ')}.`,
    parsed: {
      requiredSkills: skills.slice(0, 3),
      preferredSkills: skills.slice(3),
      seniority: pick(SENIORITY),
      location: city,
      remote: random() < 0.2 ? 'remote' : 'onsite',
      salary: { min, max: min + 400_000, currency: 'INR', period: 'year' },
      minYears: Math.floor(random() * 8),
    },
    status: 'open',
    openedAt: opened,
    createdAt: opened,
  })!;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
export const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** Queries per type, through the same parse → compile → search path the api runs. */
export const SCENARIOS: Record<string, string[]> = {
  keyword: ['q=engineer', 'q=react developer', 'q=python', 'q=senior data', 'q=kubernetes aws', 'q=js', 'q=nurse patients', 'q=payroll'],
  boolean: [
    'q="software engineer" -senior',
    'q=(java OR kotlin OR go) AND title:developer',
    'q=title:(lead OR senior) skill:react -intern',
    'q=company:"company 12" OR location:pune',
    'q="data pipelines" NOT title:analyst',
    'q=skill:js OR skill:ts',
  ],
  filtered: [
    'q=engineer&skills=React,AWS',
    'q=developer&location=Delhi&radius=50',
    'q=&seniority=senior,lead&posted=7',
    'q=python&salaryMin=1000000&currency=INR',
    'q=&remote=true&yearsMin=3&sort=newest',
    'q=engineer&org=org-5,org-6&page=3',
  ],
};
