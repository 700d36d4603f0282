// Varied JSON Resumes for the template round trip (render → PDF/DOCX → parse): many professions,
// one to three pages, several roles at one company, non-ASCII names, long bullets, optional
// sections. Built by a seeded generator from the profession tables below, so the set is the same
// on every run; `roundTripResumes(n, seed)` with another seed gives resumes no one tuned on.
import type { JsonResume } from 'resume-templates';
import { makeRng } from '../corpus/random';

interface Profession {
  titles: string[];
  companies: string[];
  bullets: string[];
  skills: Record<string, string[]>;
  degrees: [studyType: string, area: string][];
  schools: string[];
  projects?: string[];
  certificates?: string[];
}

const PROFESSIONS: Record<string, Profession> = {
  software: {
    titles: ['Software Engineer', 'Senior Software Engineer', 'Staff Software Engineer', 'Backend Developer', 'Full Stack Developer', 'Engineering Manager'],
    companies: ['Globex Corporation', 'Initech', 'Stripe', 'Northwind Traders', 'Contoso Ltd', 'Umbrella Health'],
    bullets: [
      'Built a payment reconciliation service in Go that processes 4 million transactions a day with 99.98% availability',
      'Cut p95 API latency from 480 ms to 120 ms by adding a Redis cache and rewriting N+1 queries in PostgreSQL',
      'Led the migration of 30 services from a monolith to Kubernetes, reducing deployment time from 2 hours to 10 minutes and on-call pages by 40%',
      'Mentored six engineers through code reviews, pairing sessions and a weekly architecture reading group',
      'Designed the public REST API and its OpenAPI documentation used by 1,200 partner integrations',
      'Introduced contract tests and a CI pipeline in GitHub Actions that caught 85% of integration regressions before release',
      'Replaced a nightly batch export with an event stream on Kafka, giving customers data within seconds instead of the next morning',
      'Owned the incident review process and wrote 14 post-mortems whose action items halved repeat incidents over a year',
    ],
    skills: {
      Languages: ['TypeScript', 'Go', 'Python', 'SQL'],
      Infrastructure: ['Kubernetes', 'Docker', 'Terraform', 'AWS'],
      Data: ['PostgreSQL', 'Redis', 'Kafka'],
    },
    degrees: [
      ['Bachelor of Science', 'Computer Science'],
      ['Master of Science', 'Software Engineering'],
    ],
    schools: ['University of Waterloo', 'Georgia Institute of Technology', 'Technical University of Munich'],
    projects: ['Open-source rate limiter', 'Home automation dashboard'],
    certificates: ['AWS Certified Solutions Architect', 'Certified Kubernetes Administrator'],
  },
  nursing: {
    titles: ['Registered Nurse', 'Charge Nurse', 'Clinical Nurse Educator', 'ICU Nurse', 'Nurse Manager'],
    companies: ['Mercy General Hospital', 'St. Luke’s Medical Center', 'Kaiser Permanente', 'Mount Sinai Hospital'],
    bullets: [
      'Provided direct care for up to six patients per shift on a 32-bed medical-surgical unit',
      'Reduced catheter-associated infections by 35% by leading a bundle compliance audit with the infection control team',
      'Trained 20 new graduate nurses on electronic health records, medication administration and escalation protocols',
      'Coordinated discharge planning with physicians, social workers and families, shortening average length of stay by 0.8 days',
      'Responded to rapid response and code blue calls as a certified ACLS provider',
      'Served on the shared governance council that rewrote the fall prevention policy, cutting falls with injury by 22% in one year',
    ],
    skills: { Clinical: ['Patient Assessment', 'Medication Administration', 'Wound Care', 'Telemetry'], Systems: ['Epic', 'Cerner'] },
    degrees: [
      ['Bachelor of Science', 'Nursing'],
      ['Associate of Science', 'Nursing'],
    ],
    schools: ['University of Michigan', 'Johns Hopkins University', 'Ohio State University'],
    certificates: ['Basic Life Support (BLS)', 'Advanced Cardiovascular Life Support (ACLS)'],
  },
  accounting: {
    titles: ['Staff Accountant', 'Senior Accountant', 'Accounting Manager', 'Financial Analyst', 'Controller'],
    companies: ['Deloitte', 'Acme Manufacturing', 'Blue Ridge Foods', 'Harbor Logistics'],
    bullets: [
      'Closed the monthly books for four subsidiaries in five business days, down from nine',
      'Prepared consolidated financial statements under US GAAP for a group with $240M in annual revenue',
      'Automated bank reconciliations with Excel Power Query, saving 30 hours a month',
      'Managed the annual external audit with no material findings for three consecutive years',
      'Built a rolling 13-week cash flow forecast that the CFO used to renegotiate a $15M credit facility',
      'Implemented NetSuite revenue recognition rules for multi-year service contracts under ASC 606',
    ],
    skills: { Accounting: ['US GAAP', 'Financial Reporting', 'Reconciliation', 'Audit'], Tools: ['Excel', 'NetSuite', 'SAP', 'Power BI'] },
    degrees: [
      ['Bachelor of Business Administration', 'Accounting'],
      ['Master of Accountancy', 'Taxation'],
    ],
    schools: ['University of Texas at Austin', 'Baruch College', 'University of Illinois'],
    certificates: ['Certified Public Accountant (CPA)'],
  },
  teaching: {
    titles: ['Mathematics Teacher', 'Lead Teacher', 'Head of Mathematics', 'Instructional Coach'],
    companies: ['Lincoln High School', 'Riverside Academy', 'Oakwood Middle School'],
    bullets: [
      'Taught algebra and geometry to five classes of 28 students, raising state exam pass rates from 61% to 78%',
      'Designed a project-based statistics unit adopted by the whole mathematics department',
      'Coached the math olympiad team to two regional titles',
      'Ran weekly data meetings with eight teachers to plan interventions for students below grade level',
      'Introduced restorative practices in the classroom, cutting disciplinary referrals by half over two terms',
    ],
    skills: {
      Teaching: ['Curriculum Design', 'Differentiated Instruction', 'Classroom Management', 'Assessment'],
      Technology: ['Google Classroom', 'Desmos', 'Canvas'],
    },
    degrees: [
      ['Bachelor of Arts', 'Mathematics'],
      ['Master of Education', 'Curriculum and Instruction'],
    ],
    schools: ['University of California, Berkeley', 'Columbia University', 'University of Edinburgh'],
  },
  marketing: {
    titles: ['Marketing Coordinator', 'Digital Marketing Manager', 'Growth Marketing Lead', 'Head of Marketing'],
    companies: ['HubSpot', 'Blue Apron', 'Acme Outdoor Co.', 'Lumen Cosmetics'],
    bullets: [
      'Grew organic traffic from 40,000 to 210,000 monthly visits in 18 months through an SEO content program',
      'Managed a $2.4M annual paid media budget across Google Ads, Meta and LinkedIn at a 4.1x return on ad spend',
      'Launched a lifecycle email program in Braze that lifted repeat purchase rate by 19%',
      'Led a team of five marketers and two agencies through a full brand refresh and website relaunch',
      'Built the attribution dashboard in Looker that the leadership team used for quarterly budget decisions',
    ],
    skills: { Marketing: ['SEO', 'Paid Search', 'Email Marketing', 'Content Strategy'], Tools: ['Google Analytics', 'HubSpot', 'Looker', 'Braze'] },
    degrees: [
      ['Bachelor of Arts', 'Communications'],
      ['Master of Business Administration', 'Marketing'],
    ],
    schools: ['New York University', 'University of Southern California', 'London School of Economics'],
    projects: ['Brand podcast launch'],
  },
  mechanical: {
    titles: ['Mechanical Engineer', 'Design Engineer', 'Senior Mechanical Engineer', 'Manufacturing Engineer'],
    companies: ['Siemens Energy', 'Bosch', 'Tesla', 'General Electric'],
    bullets: [
      'Designed cooling assemblies in SolidWorks for a 2 MW inverter, reducing part count by 18%',
      'Ran FEA and CFD simulations in ANSYS to validate thermal performance before prototyping, saving two build cycles',
      'Led design for manufacturing reviews with suppliers in Mexico and Poland',
      'Introduced GD&T standards across a team of 12 engineers, cutting drawing-related quality escapes by 60%',
      'Managed the test plan for a new gearbox through 2,000 hours of endurance testing',
    ],
    skills: { Engineering: ['SolidWorks', 'ANSYS', 'GD&T', 'FEA'], Manufacturing: ['Lean Manufacturing', 'Six Sigma', 'Injection Molding'] },
    degrees: [
      ['Bachelor of Engineering', 'Mechanical Engineering'],
      ['Master of Science', 'Mechanical Engineering'],
    ],
    schools: ['Purdue University', 'RWTH Aachen University', 'Politecnico di Milano'],
    certificates: ['Six Sigma Green Belt'],
  },
  chef: {
    titles: ['Line Cook', 'Sous Chef', 'Executive Chef', 'Chef de Cuisine'],
    companies: ['The Grand Hotel', 'Osteria Bianca', 'Blue Door Bistro'],
    bullets: [
      'Ran a 14-person kitchen serving 300 covers a night across two dinner services',
      'Cut food cost from 34% to 28% by redesigning the menu around seasonal suppliers and whole-animal butchery',
      'Created a tasting menu that earned a Michelin Bib Gourmand in its first year',
      'Trained line cooks on knife skills, food safety and plating standards',
      'Kept a perfect health inspection record for four years',
    ],
    skills: { Culinary: ['Menu Development', 'Food Costing', 'Butchery', 'Pastry'], Operations: ['Inventory Management', 'ServSafe', 'Staff Scheduling'] },
    degrees: [['Associate of Applied Science', 'Culinary Arts']],
    schools: ['Culinary Institute of America', 'Le Cordon Bleu Paris'],
  },
  sales: {
    titles: ['Sales Development Representative', 'Account Executive', 'Senior Account Executive', 'Regional Sales Manager'],
    companies: ['Salesforce', 'Oracle', 'Zendesk', 'Datadog'],
    bullets: [
      'Closed $3.2M in new annual recurring revenue in 2023, 128% of quota',
      'Built a pipeline of 140 qualified opportunities through outbound prospecting in the mid-market segment',
      'Shortened the average sales cycle from 94 to 61 days with a mutual action plan template',
      'Managed a team of eight account executives across the Northeast region',
      'Won the President’s Club award two years running',
    ],
    skills: { Sales: ['Solution Selling', 'MEDDIC', 'Negotiation', 'Pipeline Management'], Tools: ['Salesforce', 'Outreach', 'Gong'] },
    degrees: [['Bachelor of Arts', 'Economics']],
    schools: ['Boston University', 'University of Florida', 'McGill University'],
  },
  data: {
    titles: ['Data Analyst', 'Data Scientist', 'Senior Data Scientist', 'Machine Learning Engineer'],
    companies: ['Spotify', 'Airbnb', 'Zillow', 'Instacart'],
    bullets: [
      'Built a churn model in Python with gradient boosting that identified 70% of churners a month ahead',
      'Designed and analyzed 40 A/B tests a quarter on the checkout funnel, adding $8M in annual revenue',
      'Wrote the dbt models and Airflow pipelines behind the company’s core revenue metrics',
      'Deployed a demand forecasting service on AWS SageMaker that cut stockouts by 23%',
      'Taught an internal SQL course to 150 analysts and product managers',
    ],
    skills: { 'Machine Learning': ['scikit-learn', 'XGBoost', 'PyTorch'], Data: ['Python', 'SQL', 'dbt', 'Airflow', 'Spark'] },
    degrees: [
      ['Master of Science', 'Statistics'],
      ['Bachelor of Science', 'Mathematics'],
    ],
    schools: ['Carnegie Mellon University', 'University of Toronto', 'ETH Zurich'],
    projects: ['Transit delay predictor'],
  },
  project: {
    titles: ['Project Coordinator', 'Project Manager', 'Senior Project Manager', 'Program Manager'],
    companies: ['Accenture', 'Skanska', 'Jacobs Engineering', 'Fluor Corporation'],
    bullets: [
      'Delivered a $45M hospital expansion two weeks ahead of schedule and 3% under budget',
      'Managed scope, schedule and risk for a portfolio of 12 IT infrastructure projects',
      'Ran weekly steering committees with executives from the client, three contractors and city inspectors',
      'Introduced earned value reporting in Primavera P6 that exposed schedule slippage four weeks earlier than before',
      'Negotiated change orders worth $2.1M while keeping the client relationship intact',
    ],
    skills: { 'Project Management': ['Agile', 'Scrum', 'Risk Management', 'Budgeting'], Tools: ['Jira', 'Primavera P6', 'MS Project'] },
    degrees: [['Bachelor of Science', 'Civil Engineering']],
    schools: ['Texas A&M University', 'University of Melbourne', 'Imperial College London'],
    certificates: ['Project Management Professional (PMP)'],
  },
  design: {
    titles: ['Graphic Designer', 'Senior Product Designer', 'UX Designer', 'Design Lead'],
    companies: ['Figma', 'IDEO', 'Pentagram', 'Shopify'],
    bullets: [
      'Redesigned the onboarding flow, lifting activation from 38% to 52% in two releases',
      'Built and documented a design system of 120 components in Figma used by four product teams',
      'Ran 60 user interviews and usability tests to shape the roadmap for the merchant dashboard',
      'Created packaging and brand identity for a product line sold in 900 stores',
    ],
    skills: { Design: ['User Research', 'Prototyping', 'Interaction Design', 'Typography'], Tools: ['Figma', 'Adobe Illustrator', 'Adobe Photoshop'] },
    degrees: [['Bachelor of Fine Arts', 'Graphic Design']],
    schools: ['Rhode Island School of Design', 'Parsons School of Design', 'Aalto University'],
    projects: ['Accessible transit map'],
  },
  pharmacy: {
    titles: ['Staff Pharmacist', 'Clinical Pharmacist', 'Pharmacy Manager'],
    companies: ['CVS Health', 'Walgreens', 'Cleveland Clinic'],
    bullets: [
      'Verified 400 prescriptions a day and counselled patients on new therapies',
      'Led antimicrobial stewardship rounds that reduced broad-spectrum antibiotic use by 17%',
      'Managed a pharmacy team of 11 technicians and an annual inventory of $6M',
      'Set up a vaccination clinic that administered 5,000 influenza and COVID-19 doses in one season',
    ],
    skills: { Clinical: ['Medication Therapy Management', 'Immunizations', 'Pharmacokinetics'], Systems: ['Epic Willow', 'Pyxis'] },
    degrees: [['Doctor of Pharmacy', 'Pharmacy']],
    schools: ['University of North Carolina', 'Rutgers University'],
  },
};

/** Names in several scripts and with marks, apostrophes and hyphens. */
const NAMES = [
  'Zoë Łukasiewicz',
  'José Núñez García',
  'Søren Kierkegård',
  'Nguyễn Thị Hương',
  'Ana-María O’Connor',
  'François Dupré',
  'Björn Ångström',
  'Aisha Al-Farsi',
  'Chiara D’Ambrosio',
  'Ólafur Grímsson',
  'Priya Raghunathan',
  'Kwame Mensah',
  'Dmitri Ivanov',
  'Mei-Ling Chen',
  'Siobhán Ní Bhriain',
  'Jürgen Müller',
  'Çağla Yılmaz',
  'Małgorzata Wiśniewska',
  'Tomás Ruiz-Esparza',
  'Hélène Lefèvre',
  'Ngozi Okonkwo',
  'Þóra Sigurðardóttir',
  'Renée Zellweger-Hart',
  'Oğuz Şahin',
];
const CITIES: [string, string, string][] = [
  ['Seattle', 'WA', 'US'],
  ['Austin', 'TX', 'US'],
  ['Toronto', 'ON', 'CA'],
  ['London', '', 'UK'],
  ['München', '', 'DE'],
  ['Chicago', 'IL', 'US'],
  ['Denver', 'CO', 'US'],
  ['Dublin', '', 'IE'],
  ['Boston', 'MA', 'US'],
  ['Bengaluru', 'KA', 'IN'],
];
const LONG_TAIL = [
  ', working closely with product, design, legal and customer support to agree on priorities, document every trade-off and keep stakeholders in three time zones informed through weekly written updates',
  ' while keeping the existing service running for customers, which meant planning each step as a reversible change, rehearsing rollbacks and measuring the effect on error rates at every stage',
];

/** Deterministic PRNG: the corpus's mulberry32. */
const random = (seed: number): (() => number) => makeRng(seed).next;

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

function pickSome<T>(rand: () => number, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** One resume: `size` 0..2 is roughly one, two or three pages. */
function makeResume(index: number, rand: () => number): JsonResume {
  const professionKey = Object.keys(PROFESSIONS)[index % Object.keys(PROFESSIONS).length]!;
  const p = PROFESSIONS[professionKey]!;
  const size = index % 3;
  const name = NAMES[index % NAMES.length]!;
  const [city, region, country] = pick(rand, CITIES);
  const handle = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]+/g, '.')
    .toLowerCase()
    .replace(/^\.|\.$/g, '');
  const roleCount = [2, 4, 7][size]! + Math.floor(rand() * 2);
  const bulletCount = [3, 4, 5][size]!;
  const work: NonNullable<JsonResume['work']> = [];
  let year = 2025;
  let m = 1 + Math.floor(rand() * 12);
  for (let r = 0; r < roleCount; r++) {
    // Every third role is a promotion at the previous role's company: several roles at one company.
    const sameCompany = r > 0 && r % 3 === 1;
    const company = sameCompany ? work[r - 1]!.name! : p.companies[(index + r) % p.companies.length]!;
    const lengthYears = 1 + Math.floor(rand() * 3);
    const endYear = year;
    const endMonth = m;
    const startYear = endYear - lengthYears;
    const startMonth = 1 + Math.floor(rand() * 12);
    const bullets = pickSome(rand, p.bullets, bulletCount - (r > 3 ? 2 : 0)).map((b, i) =>
      i === 0 && r % 2 === 0 && size > 0 ? `${b}${pick(rand, LONG_TAIL)}` : b,
    );
    work.push({
      name: company,
      position: p.titles[Math.max(0, p.titles.length - 1 - r) % p.titles.length]!,
      ...(rand() < 0.6 ? { location: region ? `${city}, ${region}` : `${city}, ${country}` } : {}),
      startDate: rand() < 0.15 ? String(startYear) : month(startYear, startMonth),
      ...(r === 0 ? {} : { endDate: month(endYear, endMonth) }),
      highlights: bullets,
    });
    year = startYear - (rand() < 0.3 ? 1 : 0);
    m = startMonth;
  }
  const [studyType, area] = pick(rand, p.degrees);
  const education: NonNullable<JsonResume['education']> = [
    { institution: pick(rand, p.schools), studyType, area, startDate: String(year - 4), endDate: String(year) },
  ];
  if (size === 2 && p.degrees.length > 1) {
    const other = p.degrees.find((d) => d[0] !== studyType) ?? p.degrees[0]!;
    education.unshift({ institution: pick(rand, p.schools), studyType: other[0], area: other[1], startDate: String(year + 2), endDate: String(year + 4) });
  }
  const resume: JsonResume = {
    basics: {
      name,
      label: work[0]!.position!,
      email: `${handle}@example.com`,
      phone: pick(rand, ['+1 (415) 555-0132', '+44 20 7946 0958', '+49 30 901820', '(312) 555-0187', '+91 98450 12345', '+353 1 555 0142']),
      location: { city, ...(region ? { region } : {}), countryCode: country },
      ...(rand() < 0.5 ? { url: `https://${handle.replace(/\./g, '')}.example.dev` } : {}),
      ...(rand() < 0.7 ? { summary: `${work[0]!.position} with ${2025 - year} years of experience. ${p.bullets[0]!.split(' ').slice(0, 12).join(' ')}.` } : {}),
    },
    work,
    education,
    skills: Object.entries(p.skills).map(([group, keywords]) => ({ name: group, keywords })),
  };
  if (p.projects && rand() < 0.6)
    resume.projects = p.projects.map((name) => ({ name, description: 'Side project built in evenings and weekends.', highlights: [pick(rand, p.bullets)] }));
  if (p.certificates && rand() < 0.7) resume.certificates = p.certificates.map((name, i) => ({ name, date: String(2018 + i) }));
  if (rand() < 0.5)
    resume.languages = [
      { language: 'English', fluency: 'Native' },
      { language: pick(rand, ['Spanish', 'German', 'French', 'Polish', 'Hindi']), fluency: 'Professional' },
    ];
  return resume;
}

/** `count` resumes from `seed` (the eval's own set is seed 1; any other seed is unseen data). */
export function roundTripResumes(count = 24, seed = 1): JsonResume[] {
  const rand = random(seed);
  const offset = Math.floor(random(seed * 7919)() * 1000);
  return Array.from({ length: count }, (_, i) => makeResume(i + offset * (seed === 1 ? 0 : 1), rand));
}
