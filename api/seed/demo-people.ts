// Varied, made-up applicants for the demo: a dozen professions, names from several countries,
// careers of different lengths. Deterministic (a seeded generator), so every seed is the same.
import type { JsonResume } from 'shared-schemas';

export interface Profession {
  title: string;
  seniorTitle: string;
  skills: string[];
  employers: string[];
  degree: { studyType: string; area: string };
  duties: string[];
}

export const PROFESSIONS: Profession[] = [
  {
    title: 'Registered Nurse',
    seniorTitle: 'Charge Nurse',
    skills: ['Patient care', 'Medication administration', 'Vital signs', 'BLS', 'Electronic health records', 'Wound care', 'Triage'],
    employers: ['City General Hospital', 'Fortis Care', 'St. Mary Medical Center'],
    degree: { studyType: 'B.Sc.', area: 'Nursing' },
    duties: [
      'Cared for {n} patients per shift on a medical-surgical ward',
      'Administered medication and monitored vital signs with zero dosing errors in {y} years',
      'Trained {m} new nurses on electronic health records',
      'Led triage for the emergency department during night shifts',
    ],
  },
  {
    title: 'Software Engineer',
    seniorTitle: 'Senior Software Engineer',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Docker', 'REST APIs'],
    employers: ['Northwind Labs', 'Infosys', 'Brightline Software'],
    degree: { studyType: 'B.Tech.', area: 'Computer Science' },
    duties: [
      'Built React and TypeScript features used by {n} thousand customers',
      'Cut API latency by {p}% by adding PostgreSQL indexes and caching',
      'Moved {m} Node.js services to Docker on AWS',
      'Reviewed code and mentored {m} junior engineers',
    ],
  },
  {
    title: 'Sales Executive',
    seniorTitle: 'Account Manager',
    skills: ['B2B sales', 'CRM', 'Salesforce', 'Negotiation', 'Lead generation', 'Account management'],
    employers: ['Zenith Telecom', 'Apex Office Supplies', 'Bharat Logistics'],
    degree: { studyType: 'BBA', area: 'Marketing' },
    duties: [
      'Exceeded quarterly quota by {p}% for {y} consecutive years',
      'Managed {n} B2B accounts in Salesforce CRM',
      'Generated {m} qualified leads a month through outbound campaigns',
      'Negotiated renewals worth {n} lakh a year',
    ],
  },
  {
    title: 'Teacher',
    seniorTitle: 'Head of Mathematics',
    skills: ['Lesson planning', 'Classroom management', 'Curriculum development', 'Mathematics', 'Student assessment', 'Google Classroom'],
    employers: ['Delhi Public School', 'Greenwood High', 'Riverside Academy'],
    degree: { studyType: 'B.Ed.', area: 'Mathematics Education' },
    duties: [
      'Taught mathematics to {n} students in grades 8 to 10',
      'Raised the pass rate of board examinations by {p}%',
      'Designed a curriculum for {m} classes with Google Classroom',
      'Ran parent meetings and student assessments each term',
    ],
  },
  {
    title: 'Accountant',
    seniorTitle: 'Finance Manager',
    skills: ['Financial reporting', 'Tally', 'GST', 'Excel', 'Reconciliation', 'Budgeting', 'Audit'],
    employers: ['KPMG', 'Sharma & Co. Chartered Accountants', 'Orion Retail'],
    degree: { studyType: 'B.Com.', area: 'Accounting' },
    duties: [
      'Prepared monthly financial reports for {n} cost centres',
      'Filed GST returns and reconciled {m} bank accounts in Tally',
      'Reduced month-end close from {y}0 to {y} days with Excel models',
      'Supported statutory audits with zero findings',
    ],
  },
  {
    title: 'Graphic Designer',
    seniorTitle: 'Art Director',
    skills: ['Adobe Photoshop', 'Illustrator', 'Figma', 'Branding', 'Typography', 'UI design'],
    employers: ['Pixel Foundry', 'Ogilvy', 'Studio Lumen'],
    degree: { studyType: 'B.Des.', area: 'Communication Design' },
    duties: [
      'Designed brand identities for {m} clients in Illustrator',
      'Created {n} social campaigns in Photoshop and Figma',
      'Raised landing-page conversion by {p}% with a new UI design',
      'Set typography and colour guidelines for the studio',
    ],
  },
  {
    title: 'HR Generalist',
    seniorTitle: 'HR Business Partner',
    skills: ['Recruitment', 'Onboarding', 'Employee relations', 'Payroll', 'HRIS', 'Performance management'],
    employers: ['Tata Consultancy Services', 'Meridian Foods', 'Crestline Hotels'],
    degree: { studyType: 'MBA', area: 'Human Resources' },
    duties: [
      'Hired {n} employees a year across {m} locations',
      'Rolled out an HRIS for payroll and onboarding',
      'Cut attrition by {p}% through performance management reviews',
      'Handled employee relations cases with full documentation',
    ],
  },
  {
    title: 'Mechanical Engineer',
    seniorTitle: 'Lead Mechanical Engineer',
    skills: ['AutoCAD', 'SolidWorks', 'GD&T', 'FEA', 'Manufacturing', 'Lean'],
    employers: ['Larsen & Toubro', 'Mahindra', 'Kirloskar'],
    degree: { studyType: 'B.E.', area: 'Mechanical Engineering' },
    duties: [
      'Designed {m} fixtures in SolidWorks with GD&T drawings',
      'Reduced scrap by {p}% with lean manufacturing changes',
      'Ran FEA on {n} parts before production',
      'Coordinated suppliers for a new assembly line',
    ],
  },
  {
    title: 'Data Analyst',
    seniorTitle: 'Senior Data Analyst',
    skills: ['SQL', 'Python', 'Tableau', 'Excel', 'Statistics', 'Power BI'],
    employers: ['Flipkart', 'Mu Sigma', 'Quanta Insights'],
    degree: { studyType: 'B.Sc.', area: 'Statistics' },
    duties: [
      'Built {m} Tableau dashboards used by leadership weekly',
      'Wrote SQL and Python pipelines over {n} million rows',
      'Found a pricing issue worth {p}% of monthly revenue',
      'Trained {m} colleagues in Power BI',
    ],
  },
  {
    title: 'Customer Support Specialist',
    seniorTitle: 'Support Team Lead',
    skills: ['Customer service', 'Zendesk', 'Troubleshooting', 'Communication', 'SLA management'],
    employers: ['Swiggy', 'Freshworks', 'Airtel'],
    degree: { studyType: 'B.A.', area: 'English' },
    duties: [
      'Resolved {n} tickets a week in Zendesk at {p}% satisfaction',
      'Kept first-response SLA under {m} hours',
      'Wrote {m} troubleshooting guides for common issues',
      'Coached new agents on communication',
    ],
  },
  {
    title: 'Pharmacist',
    seniorTitle: 'Pharmacy Manager',
    skills: ['Dispensing', 'Pharmacology', 'Patient counselling', 'Inventory management', 'Drug interactions'],
    employers: ['Apollo Pharmacy', 'MedPlus', 'Wellness Forever'],
    degree: { studyType: 'B.Pharm.', area: 'Pharmacy' },
    duties: [
      'Dispensed {n} prescriptions a day with checks for drug interactions',
      'Counselled patients on {m} chronic therapies',
      'Cut expired stock by {p}% through inventory management',
      'Supervised {m} pharmacy assistants',
    ],
  },
  {
    title: 'Marketing Manager',
    seniorTitle: 'Head of Marketing',
    skills: ['Digital marketing', 'SEO', 'Google Analytics', 'Content strategy', 'Email marketing', 'Budget management'],
    employers: ['Nykaa', 'Hindustan Unilever', 'Bluebird Media'],
    degree: { studyType: 'MBA', area: 'Marketing' },
    duties: [
      'Grew organic traffic by {p}% through SEO and content strategy',
      'Ran email marketing to {n} thousand subscribers',
      'Managed a budget of {m} crore across channels',
      'Reported campaign results from Google Analytics',
    ],
  },
];

const FIRST = [
  'Aarav',
  'Priya',
  'Rahul',
  'Ananya',
  'Wei',
  'Mei',
  'Olusegun',
  'Amara',
  'Lucas',
  'Sofia',
  'Mateo',
  'Isabella',
  'Arjun',
  'Kavya',
  'Hiroshi',
  'Yuki',
  'Fatima',
  'Omar',
  'Elena',
  'Dmitri',
  'Chloé',
  'Léa',
  'Nikhil',
  'Sneha',
  'Kwame',
  'Zanele',
  'Liam',
  'Emma',
  'Vikram',
  'Meera',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Chen',
  'Wang',
  'Adeyemi',
  'Okafor',
  'Silva',
  'García',
  'Patel',
  'Reddy',
  'Tanaka',
  'Sato',
  'Khan',
  'Haddad',
  'Petrova',
  'Ivanov',
  'Dubois',
  'Martin',
  'Nair',
  'Gupta',
  'Mensah',
  'Dlamini',
  'Smith',
  'Johnson',
  'Singh',
  'Menon',
];
const CITIES = ['Pune, India', 'Bengaluru, India', 'Noida, India', 'Mumbai, India', 'Hyderabad, India', 'Chennai, India', 'London, UK', 'Singapore', 'Remote'];

/** Mulberry32: small, fast, good enough for demo variety. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function demoResume(random: () => number, profession: Profession, index: number): JsonResume {
  const first = pick(random, FIRST);
  const last = pick(random, LAST);
  const years = 1 + Math.floor(random() * 14);
  const fill = (text: string) =>
    text
      .replace('{n}', String(10 + Math.floor(random() * 90)))
      .replace('{m}', String(2 + Math.floor(random() * 8)))
      .replace('{p}', String(5 + Math.floor(random() * 40)))
      .replace('{y}', String(Math.min(years, 9)));
  const now = 2026;
  const roles = years > 6 ? 2 : 1;
  const work = Array.from({ length: roles }, (_, role) => {
    const start = role === 0 ? now - Math.min(years, 5) : now - years;
    const end = role === 0 ? '' : String(now - Math.min(years, 5));
    const duties = profession.duties
      .slice()
      .sort(() => random() - 0.5)
      .slice(0, 3)
      .map(fill);
    return {
      name: pick(random, profession.employers),
      position: role === 0 && years > 6 ? profession.seniorTitle : profession.title,
      startDate: `${start}-0${1 + Math.floor(random() * 9)}`,
      endDate: end,
      highlights: duties,
    };
  });
  const skillCount = 3 + Math.floor(random() * (profession.skills.length - 2));
  // A few applicants also know a neighbouring trade, so rankings are not trivially separable.
  const extra = random() < 0.2 ? pick(random, PROFESSIONS).skills.slice(0, 2) : [];
  const slug = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    basics: {
      name: `${first} ${last}`,
      label: work[0]!.position,
      email: `${slug}.${index}@example.com`,
      phone: `+91 98${String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8)}`,
      location: { city: pick(random, CITIES) },
      summary: `${work[0]!.position} with ${years} years of experience.`,
    },
    work,
    education: [
      {
        institution: pick(random, ['University of Pune', 'Anna University', 'Delhi University', 'University of Lagos', 'National University of Singapore']),
        studyType: profession.degree.studyType,
        area: profession.degree.area,
        endDate: String(now - years),
      },
    ],
    skills: [{ name: 'Skills', keywords: [...profession.skills.slice(0, skillCount), ...extra] }],
  };
}
