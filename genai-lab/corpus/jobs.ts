/**
 * Jobs for the ranking eval, one per profession per part, with graded relevance from the corpus
 * truth: same profession 2 (+1 when the seniority matches), a neighbouring profession 1,
 * anything else 0 — including a resume stuffed with this job's keywords. The held-out jobs are
 * written by hand (wording the tune part never saw); the tune jobs are built from the
 * profession data, so learning on them cannot learn the held-out wording.
 */
import { PROFESSION_BY_ID, PROFESSIONS, type Seniority } from './professions';
import type { CorpusTruth } from './truth';

export interface CorpusJob {
  id: string;
  profession: string;
  seniority: Seniority;
  text: string;
}

export const HELD_OUT_JOBS: CorpusJob[] = [
  {
    id: 'h-software',
    profession: 'software-engineer',
    seniority: 'senior',
    text: `Senior Software Engineer (Backend)
We run a logistics platform used by 400 warehouses. You will design and build services in TypeScript or Java, own their reliability in production, and mentor other engineers.
Requirements: 6+ years building backend systems; PostgreSQL; Docker and Kubernetes; AWS; REST APIs; CI/CD pipelines; code review and mentoring.
Nice to have: Python, event streaming.`,
  },
  {
    id: 'h-nurse',
    profession: 'registered-nurse',
    seniority: 'mid',
    text: `Registered Nurse – Medical/Surgical Ward
Join a 32-bed ward caring for adult patients after surgery. You will assess patients, administer medication and IV therapy, plan care and educate patients and families.
Requirements: current nursing registration; 2+ years of acute care experience; Basic Life Support; wound care; infection control; electronic health records.`,
  },
  {
    id: 'h-sales',
    profession: 'sales-representative',
    seniority: 'mid',
    text: `Account Executive
Sell our office supply contracts to mid-sized companies. Own the full cycle from prospecting to contract negotiation, and grow the accounts you win.
Requirements: 3+ years of B2B sales with a record of meeting quota; pipeline management in Salesforce or HubSpot; negotiation; account management; territory planning.`,
  },
  {
    id: 'h-teacher',
    profession: 'teacher',
    seniority: 'mid',
    text: `Mathematics Teacher (Secondary)
Teach mathematics to students aged 11 to 16. Plan lessons, assess progress, adapt teaching to students with special educational needs and keep parents informed.
Requirements: qualified teacher status or equivalent; 2+ years of classroom teaching; classroom and behaviour management; differentiated instruction; Google Classroom.`,
  },
  {
    id: 'h-finance',
    profession: 'financial-analyst',
    seniority: 'senior',
    text: `Senior Financial Analyst – FP&A
Lead the annual budget and rolling forecast for a 2,000-person business. Build financial models, explain variances to leadership and improve reporting.
Requirements: 5+ years in FP&A or corporate finance; advanced Excel and financial modeling; budgeting and forecasting; variance analysis; SQL or Power BI; SAP experience a plus.`,
  },
  {
    id: 'h-designer',
    profession: 'graphic-designer',
    seniority: 'mid',
    text: `Graphic Designer
Create brand and campaign work across print, web and social for a consumer brand. Keep our visual identity consistent and prepare files for print production.
Requirements: 3+ years as a designer; Adobe Photoshop, Illustrator and InDesign; Figma; typography and layout; a portfolio of branding work.`,
  },
  {
    id: 'h-hr',
    profession: 'hr-talent',
    seniority: 'mid',
    text: `Talent Acquisition Partner
Partner with hiring managers to fill roles across the company. Run interviews, manage candidates in Workday and improve our onboarding.
Requirements: 3+ years of full-cycle recruiting; structured interviewing; talent acquisition strategy; onboarding; HRIS experience (Workday preferred); knowledge of employment law.`,
  },
  {
    id: 'h-mechanical',
    profession: 'mechanical-engineer',
    seniority: 'mid',
    text: `Mechanical Design Engineer
Design mechanical assemblies for industrial pumps from concept to production. Model parts, run analysis, test prototypes and release drawings to suppliers.
Requirements: degree in mechanical engineering; 3+ years of design experience; SolidWorks; finite element analysis (ANSYS); GD&T; prototyping and root cause analysis.`,
  },
  {
    id: 'h-accountant',
    profession: 'accountant',
    seniority: 'mid',
    text: `Staff Accountant
Keep the books for a group of three companies. Post journals, reconcile accounts, run the month-end close and prepare tax filings with our advisers.
Requirements: 2+ years in accounting; general ledger; accounts payable and receivable; reconciliation; month-end close; Xero or QuickBooks; IFRS.`,
  },
  {
    id: 'h-marketing',
    profession: 'marketing-manager',
    seniority: 'senior',
    text: `Senior Marketing Manager – Growth
Own acquisition for an online travel brand. Plan campaigns across search, email and social, run experiments and manage agencies and budget.
Requirements: 6+ years in digital marketing; SEO; Google Ads; Google Analytics; email marketing and marketing automation; A/B testing; team leadership.`,
  },
  {
    id: 'h-data',
    profession: 'data-analyst',
    seniority: 'mid',
    text: `Data Analyst
Turn sales and product data into decisions. Build dashboards, write SQL, analyse experiments and teach colleagues to answer their own questions.
Requirements: 2+ years as an analyst; SQL; Tableau or Power BI; Python or R; statistics; data visualization; ETL experience helpful.`,
  },
  {
    id: 'h-project',
    profession: 'project-manager',
    seniority: 'senior',
    text: `Senior Construction Project Manager
Deliver commercial building projects worth $20–50M from design to handover. Lead the project team, subcontractors and client reporting.
Requirements: 7+ years managing construction projects; scheduling in MS Project or Primavera; budget and contract management; risk management; stakeholder management; PRINCE2 a plus.`,
  },
  {
    id: 'h-pharmacist',
    profession: 'pharmacist',
    seniority: 'mid',
    text: `Clinical Pharmacist
Work on hospital wards reviewing medication, advising doctors on dosing and drug interactions, and counselling patients at discharge.
Requirements: registered pharmacist; 2+ years of clinical pharmacy; medication review; pharmacology; patient counselling; dispensing; pharmacy law.`,
  },
  {
    id: 'h-civil',
    profession: 'civil-engineer',
    seniority: 'mid',
    text: `Civil Engineer – Infrastructure
Design roads, drainage and structures for public infrastructure schemes and support them on site.
Requirements: degree in civil engineering; 3+ years of design experience; AutoCAD Civil 3D; drainage design; structural analysis and concrete design to Eurocodes; site supervision; health and safety.`,
  },
];

/** A job built from the profession data (tune part): title, duties from its bullets, its skills. */
export function tuneJobFor(professionId: string): CorpusJob {
  const p = PROFESSION_BY_ID.get(professionId)!;
  const title = p.titles.mid[0]!;
  const duties = p.bullets.slice(0, 3).map((b) =>
    b
      .replace(/\{[a-z]+\}|\$\{n\}k?M?/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return {
    id: `t-${p.id}`,
    profession: p.id,
    seniority: 'mid',
    text: `${title}\nResponsibilities:\n${duties.map((d) => `- ${d}`).join('\n')}\nRequirements: 3+ years as a ${title.toLowerCase()}; ${p.skills.slice(0, 7).join('; ')}.`,
  };
}

export const TUNE_JOBS: CorpusJob[] = PROFESSIONS.map((p) => tuneJobFor(p.id));

export function relevance(job: CorpusJob, truth: CorpusTruth): number {
  if (truth.profession === job.profession) return 2 + (truth.seniority === job.seniority ? 1 : 0);
  if (PROFESSION_BY_ID.get(job.profession)?.neighbours.includes(truth.profession)) return 1;
  return 0;
}
