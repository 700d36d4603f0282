/**
 * The professions the corpus writes resumes for: titles by seniority, skills, bullet templates
 * (with {n} numbers filled from the seed), degree fields, and which professions are neighbours
 * (a neighbour's resume is partly relevant to a job). Written for the corpus; no real people.
 */
export type Seniority = 'junior' | 'mid' | 'senior';

export interface Profession {
  id: string;
  titles: Record<Seniority, string[]>;
  skills: string[];
  bullets: string[];
  degreeFields: string[];
  neighbours: string[];
  employers: string[];
}

export const PROFESSIONS: Profession[] = [
  {
    id: 'software-engineer',
    titles: { junior: ['Junior Software Engineer', 'Software Developer'], mid: ['Software Engineer', 'Backend Developer', 'Full Stack Developer'], senior: ['Senior Software Engineer', 'Lead Backend Engineer'] },
    skills: ['TypeScript', 'Python', 'Java', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS', 'React', 'Node.js', 'Git', 'REST APIs', 'CI/CD'],
    bullets: [
      'Built a payments API in {skill} serving {n}k requests per minute with p99 latency under {m} ms',
      'Cut cloud spend by {p}% by moving batch jobs to spot instances and right-sizing {skill} clusters',
      'Led the migration of a monolith to {n} services, reducing deployment time from hours to {m} minutes',
      'Wrote integration tests that raised coverage from {p}% to {q}% and halved production incidents',
      'Mentored {n} junior engineers through code review and pairing sessions',
      'Designed the event pipeline that processes {n} million records a day with exactly-once delivery',
      'Improved page load time by {p}% by profiling queries and adding caching in {skill}',
    ],
    degreeFields: ['Computer Science', 'Software Engineering', 'Information Technology'],
    neighbours: ['data-analyst'],
    employers: ['Northwind Systems', 'Bluepeak Software', 'Cobalt Labs', 'Tessellate Technologies', 'Harbor Cloud'],
  },
  {
    id: 'registered-nurse',
    titles: { junior: ['Staff Nurse', 'Graduate Nurse'], mid: ['Registered Nurse', 'ICU Nurse', 'Charge Nurse'], senior: ['Senior Charge Nurse', 'Nurse Manager'] },
    skills: ['Patient Assessment', 'Medication Administration', 'IV Therapy', 'Wound Care', 'Electronic Health Records', 'Basic Life Support', 'Infection Control', 'Triage', 'Patient Education', 'Care Planning'],
    bullets: [
      'Provided direct care for up to {n} patients per shift on a {m}-bed medical-surgical unit',
      'Reduced medication errors by {p}% by introducing a double-check at shift handover',
      'Trained {n} new graduate nurses on {skill} and unit protocols',
      'Coordinated discharge plans with physicians and social workers, cutting readmissions by {p}%',
      'Monitored critically ill patients and escalated deteriorating vital signs to the rapid response team',
      'Led the unit infection-control audit that achieved {q}% hand-hygiene compliance',
    ],
    degreeFields: ['Nursing'],
    neighbours: ['pharmacist'],
    employers: ['St. Aidan Hospital', 'Riverside Medical Centre', 'Lakeshore Health', 'Mercy General Hospital', 'Northgate Clinic'],
  },
  {
    id: 'sales-representative',
    titles: { junior: ['Sales Development Representative', 'Inside Sales Representative'], mid: ['Account Executive', 'Sales Representative'], senior: ['Senior Account Executive', 'Regional Sales Manager'] },
    skills: ['Salesforce', 'Prospecting', 'Negotiation', 'Account Management', 'Pipeline Management', 'Cold Calling', 'HubSpot', 'Contract Negotiation', 'Territory Planning', 'CRM'],
    bullets: [
      'Closed ${n}k in new annual revenue, {p}% above quota, in a territory of {m} accounts',
      'Booked {n} qualified meetings a month through cold calling and email sequences in {skill}',
      'Grew revenue from existing accounts by {p}% through quarterly business reviews',
      'Shortened the sales cycle from {m} to {n} days by standardising proposals',
      'Ranked first of {n} representatives in the region for two consecutive years',
      'Negotiated multi-year contracts with {n} enterprise customers',
    ],
    degreeFields: ['Business Administration', 'Marketing', 'Communications'],
    neighbours: ['marketing-manager'],
    employers: ['Vantage Supply Co.', 'Brightline Solutions', 'Apex Office Products', 'Keystone Distribution', 'Summit Telecom'],
  },
  {
    id: 'teacher',
    titles: { junior: ['Teaching Assistant', 'Student Teacher'], mid: ['Mathematics Teacher', 'Primary School Teacher', 'English Teacher'], senior: ['Head of Mathematics', 'Senior Teacher'] },
    skills: ['Lesson Planning', 'Classroom Management', 'Differentiated Instruction', 'Curriculum Development', 'Student Assessment', 'Google Classroom', 'Special Educational Needs', 'Parent Communication', 'Behaviour Management'],
    bullets: [
      'Taught mathematics to {n} students across years 7 to 11 with a {p}% pass rate at GCSE',
      'Designed a differentiated curriculum that raised reading scores by {p}% in one year',
      'Introduced {skill} for homework and feedback, used by {n} classes',
      'Organised the regional science fair for {n} schools and {m} students',
      'Supported students with special educational needs through individual learning plans',
      'Mentored {n} trainee teachers through their placement',
    ],
    degreeFields: ['Education', 'Mathematics', 'English Literature'],
    neighbours: [],
    employers: ['Oakfield Academy', 'Greenway Primary School', 'Lincoln High School', 'St. Mary\'s College', 'Westbrook School'],
  },
  {
    id: 'financial-analyst',
    titles: { junior: ['Junior Financial Analyst', 'Finance Associate'], mid: ['Financial Analyst', 'FP&A Analyst'], senior: ['Senior Financial Analyst', 'Finance Manager'] },
    skills: ['Financial Modeling', 'Budgeting', 'Forecasting', 'Excel', 'Variance Analysis', 'SQL', 'Power BI', 'SAP', 'Valuation', 'Financial Reporting'],
    bullets: [
      'Built the three-statement financial model used to plan a ${n}M annual budget',
      'Cut the monthly close from {m} to {n} days by automating reconciliations in {skill}',
      'Produced variance analysis for {n} cost centres and presented it to the CFO each month',
      'Identified ${n}k of annual savings in vendor contracts',
      'Improved forecast accuracy by {p}% with a driver-based rolling forecast',
      'Built {skill} dashboards used by {n} budget owners',
    ],
    degreeFields: ['Finance', 'Economics', 'Accounting'],
    neighbours: ['accountant'],
    employers: ['Meridian Capital', 'Fairhaven Bank', 'Crestmont Partners', 'Ironbridge Insurance', 'Silverline Group'],
  },
  {
    id: 'graphic-designer',
    titles: { junior: ['Junior Graphic Designer', 'Design Intern'], mid: ['Graphic Designer', 'Visual Designer'], senior: ['Senior Graphic Designer', 'Art Director'] },
    skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Figma', 'Typography', 'Branding', 'Layout Design', 'Motion Graphics', 'Print Production', 'Visual Identity'],
    bullets: [
      'Designed the visual identity for {n} product launches, from logo to packaging',
      'Produced {n} campaign assets a month in {skill} for web, social and print',
      'Redesigned the company website, raising time on page by {p}%',
      'Built a design system of {n} components in {skill} shared by product and marketing',
      'Managed print production for {n}k brochures with three external printers',
      'Art-directed photo shoots for {m} seasonal catalogues',
    ],
    degreeFields: ['Graphic Design', 'Visual Communication', 'Fine Arts'],
    neighbours: ['marketing-manager'],
    employers: ['Studio Lumen', 'Paperkite Creative', 'Brandwell Agency', 'Inkwell Design', 'Northstar Media'],
  },
  {
    id: 'hr-talent',
    titles: { junior: ['HR Assistant', 'Recruiting Coordinator'], mid: ['Talent Acquisition Partner', 'HR Generalist', 'Recruiter'], senior: ['Senior HR Business Partner', 'Head of Talent Acquisition'] },
    skills: ['Recruiting', 'Onboarding', 'Employee Relations', 'Workday', 'Interviewing', 'Talent Acquisition', 'Performance Management', 'Employment Law', 'HRIS', 'Compensation'],
    bullets: [
      'Hired {n} people a year across engineering, sales and operations',
      'Cut time to hire from {m} to {n} days by introducing structured interviews',
      'Rolled out {skill} to {n} employees and trained every manager on it',
      'Ran the annual performance review cycle for {n} employees',
      'Resolved employee relations cases and reduced grievances by {p}%',
      'Built an onboarding programme that raised first-year retention by {p}%',
    ],
    degreeFields: ['Human Resource Management', 'Psychology', 'Business Administration'],
    neighbours: [],
    employers: ['Peoplefirst Consulting', 'Evergreen Retail', 'Atlas Logistics', 'Brightwater Group', 'Unity Staffing'],
  },
  {
    id: 'mechanical-engineer',
    titles: { junior: ['Graduate Mechanical Engineer', 'Junior Design Engineer'], mid: ['Mechanical Engineer', 'Design Engineer'], senior: ['Senior Mechanical Engineer', 'Lead Design Engineer'] },
    skills: ['SolidWorks', 'AutoCAD', 'Finite Element Analysis', 'GD&T', 'Thermodynamics', 'MATLAB', 'Root Cause Analysis', 'Lean Manufacturing', 'Prototyping', 'ANSYS'],
    bullets: [
      'Designed a gearbox housing in {skill} that cut part weight by {p}%',
      'Ran finite element analysis on {n} load cases to validate a pressure vessel design',
      'Reduced scrap on the assembly line by {p}% through root cause analysis',
      'Led prototype testing of {n} pump variants and wrote the test reports',
      'Saved ${n}k a year by redesigning a bracket for sheet-metal manufacture',
      'Released {n} drawings with GD&T to suppliers in three countries',
    ],
    degreeFields: ['Mechanical Engineering'],
    neighbours: ['civil-engineer'],
    employers: ['Hartwell Engineering', 'Dynamo Industries', 'Precision Motion GmbH', 'Kestrel Aerospace', 'Forge Works'],
  },
  {
    id: 'accountant',
    titles: { junior: ['Accounts Assistant', 'Junior Accountant'], mid: ['Accountant', 'Staff Accountant'], senior: ['Senior Accountant', 'Financial Controller'] },
    skills: ['General Ledger', 'Accounts Payable', 'Accounts Receivable', 'Reconciliation', 'QuickBooks', 'IFRS', 'Tax Compliance', 'Payroll', 'Xero', 'Month-End Close'],
    bullets: [
      'Managed the general ledger for {n} entities and prepared monthly management accounts',
      'Reconciled {n} bank accounts each month with zero audit findings',
      'Cut overdue receivables by {p}% through weekly follow-up and payment plans',
      'Prepared VAT and corporate tax returns for {n} clients',
      'Migrated bookkeeping from spreadsheets to {skill}, saving {m} hours a month',
      'Processed payroll for {n} employees across two countries',
    ],
    degreeFields: ['Accounting', 'Finance', 'Commerce'],
    neighbours: ['financial-analyst'],
    employers: ['Carter & Lowe LLP', 'Bramble Foods', 'Pinecrest Accountants', 'Halden Manufacturing', 'Sterling Audit'],
  },
  {
    id: 'marketing-manager',
    titles: { junior: ['Marketing Assistant', 'Marketing Coordinator'], mid: ['Marketing Manager', 'Digital Marketing Specialist'], senior: ['Senior Marketing Manager', 'Head of Marketing'] },
    skills: ['SEO', 'Google Analytics', 'Content Marketing', 'Email Marketing', 'Social Media Marketing', 'Google Ads', 'Marketing Automation', 'Campaign Management', 'Copywriting', 'A/B Testing'],
    bullets: [
      'Grew organic traffic by {p}% in a year through an {skill} content programme',
      'Managed a ${n}k quarterly paid media budget with a return on ad spend of {m}x',
      'Launched {n} email campaigns a month with an average open rate of {q}%',
      'Raised lead conversion by {p}% through A/B tests on landing pages',
      'Built the marketing automation flows that nurtured {n}k leads',
      'Led a team of {m} marketers and two agencies',
    ],
    degreeFields: ['Marketing', 'Business Administration', 'Communications'],
    neighbours: ['sales-representative', 'graphic-designer'],
    employers: ['Bloom Cosmetics', 'Trailhead Outdoors', 'Clearwave Media', 'Sunrise Foods', 'Nimbus Travel'],
  },
  {
    id: 'data-analyst',
    titles: { junior: ['Junior Data Analyst', 'Data Analyst Intern'], mid: ['Data Analyst', 'Business Intelligence Analyst'], senior: ['Senior Data Analyst', 'Analytics Lead'] },
    skills: ['SQL', 'Python', 'Tableau', 'Power BI', 'Excel', 'Statistics', 'Data Visualization', 'ETL', 'R', 'Looker'],
    bullets: [
      'Built {n} {skill} dashboards that replaced weekly manual reports',
      'Wrote SQL models over {n} million rows that became the team\'s source of truth',
      'Found a pricing error through cohort analysis that recovered ${n}k a year',
      'Automated data cleaning in {skill}, cutting report preparation by {p}%',
      'Designed A/B test analyses for {n} product experiments',
      'Trained {m} colleagues in self-service analytics',
    ],
    degreeFields: ['Statistics', 'Mathematics', 'Economics'],
    neighbours: ['software-engineer', 'financial-analyst'],
    employers: ['Quantify Analytics', 'Orbit Retail', 'Helix Health Data', 'Signal Insights', 'Polar Mobility'],
  },
  {
    id: 'project-manager',
    titles: { junior: ['Project Coordinator', 'Assistant Project Manager'], mid: ['Project Manager', 'Construction Project Manager'], senior: ['Senior Project Manager', 'Programme Manager'] },
    skills: ['Project Planning', 'Stakeholder Management', 'Risk Management', 'MS Project', 'Budget Management', 'Scheduling', 'Agile', 'PRINCE2', 'Contract Management', 'Procurement'],
    bullets: [
      'Delivered {n} construction projects worth ${m}M on time and within budget',
      'Managed schedules in {skill} for a programme of {n} work packages',
      'Reduced change orders by {p}% through early stakeholder reviews',
      'Ran weekly risk reviews that kept a ${n}M project within a {p}% contingency',
      'Coordinated {n} subcontractors across three sites',
      'Introduced earned value reporting to the project board',
    ],
    degreeFields: ['Construction Management', 'Business Administration', 'Civil Engineering'],
    neighbours: ['civil-engineer'],
    employers: ['Granite Build', 'Meridian Contractors', 'Skyline Developments', 'Riverbank Infrastructure', 'Cornerstone Projects'],
  },
  {
    id: 'pharmacist',
    titles: { junior: ['Pharmacy Intern', 'Pre-registration Pharmacist'], mid: ['Pharmacist', 'Clinical Pharmacist'], senior: ['Senior Clinical Pharmacist', 'Pharmacy Manager'] },
    skills: ['Dispensing', 'Medication Review', 'Pharmacology', 'Patient Counselling', 'Clinical Pharmacy', 'Pharmacy Law', 'Drug Interactions', 'Inventory Management', 'Compounding'],
    bullets: [
      'Dispensed and checked up to {n} prescriptions a day with no dispensing errors',
      'Ran medication reviews for {n} patients with chronic conditions each month',
      'Cut stock write-offs by {p}% through better inventory management',
      'Advised ward doctors on drug interactions and dosing for {m} wards',
      'Delivered a flu vaccination clinic that vaccinated {n} patients',
      'Trained {m} pharmacy technicians on new dispensing software',
    ],
    degreeFields: ['Pharmacy'],
    neighbours: ['registered-nurse'],
    employers: ['Wellspring Pharmacy', 'CityCare Chemists', 'Royal Eastern Hospital', 'Greenleaf Health', 'MedPoint Pharmacy'],
  },
  {
    id: 'civil-engineer',
    titles: { junior: ['Graduate Civil Engineer', 'Junior Site Engineer'], mid: ['Civil Engineer', 'Structural Engineer', 'Site Engineer'], senior: ['Senior Civil Engineer', 'Principal Structural Engineer'] },
    skills: ['AutoCAD Civil 3D', 'Structural Analysis', 'Revit', 'Eurocodes', 'Site Supervision', 'Geotechnical Engineering', 'Drainage Design', 'Surveying', 'Concrete Design', 'Health and Safety'],
    bullets: [
      'Designed drainage for a {n}-hectare housing development in {skill}',
      'Supervised the construction of a {m}-span road bridge worth ${n}M',
      'Checked structural calculations for {n} reinforced concrete buildings',
      'Cut earthworks cost by {p}% by optimising the road alignment',
      'Led site inspections and kept the project at zero reportable incidents for {m} months',
      'Prepared tender drawings and bills of quantities for {n} packages',
    ],
    degreeFields: ['Civil Engineering', 'Structural Engineering'],
    neighbours: ['mechanical-engineer', 'project-manager'],
    employers: ['Arup Lane Consulting', 'Bedrock Civil', 'Tidewater Engineering', 'Stonebridge Partners', 'Keel Infrastructure'],
  },
];

export const PROFESSION_BY_ID = new Map(PROFESSIONS.map((p) => [p.id, p]));
